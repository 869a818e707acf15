import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react'
import * as styles from './Field.css'
import { Icon } from './Icon'

/** What a form control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  required?: boolean
}

export interface FieldProps {
  label: ReactNode
  /** the control's id; generated when omitted */
  id?: string
  /** a validation message; marks the control aria-invalid and describes it */
  error?: string | null
  /** a short help text under the label */
  hint?: ReactNode
  required?: boolean
  className?: string
  children: (control: ControlProps) => ReactNode
}

/**
 * A labelled form field. The render prop receives the id and ARIA attributes for the control, so
 * any control (input, select, a custom picker) gets an accessible name, hint and error. The label
 * and hint take their direction from their own text (dir="auto"): the admin's Arabic forms are
 * right to left around English labels and "English: …" hints, which would otherwise read with
 * their punctuation thrown to the wrong end.
 */
export function Field({ label, id, error, hint, required, className, children }: FieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label} dir="auto">
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint} dir="auto">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { required: true } : {}),
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert-triangle" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  )
}

interface LabelledProps {
  label: ReactNode
  error?: string | null
  hint?: ReactNode
  fieldClassName?: string
}

export type TextInputProps = LabelledProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>

export function TextInput({
  label,
  error,
  hint,
  fieldClassName,
  id,
  required,
  className,
  ...rest
}: TextInputProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      className={fieldClassName}
    >
      {(control) => (
        <input
          type="text"
          {...rest}
          {...control}
          className={[styles.control, className].filter(Boolean).join(' ')}
        />
      )}
    </Field>
  )
}

export type TextAreaProps = LabelledProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>

export function TextArea({
  label,
  error,
  hint,
  fieldClassName,
  id,
  required,
  className,
  rows = 5,
  ...rest
}: TextAreaProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      className={fieldClassName}
    >
      {(control) => (
        <textarea
          rows={rows}
          {...rest}
          {...control}
          className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
        />
      )}
    </Field>
  )
}

export type SelectProps = LabelledProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: ReadonlyArray<{ value: string; label: string }>
  }

export function Select({
  label,
  error,
  hint,
  fieldClassName,
  id,
  required,
  className,
  options,
  ...rest
}: SelectProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      className={fieldClassName}
    >
      {(control) => (
        <select
          {...rest}
          {...control}
          className={[styles.control, className].filter(Boolean).join(' ')}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode
  error?: string | null
}

/** A checkbox with its label to the right; the label is the click target too. */
export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId()
  const controlId = id ?? generated
  const errorId = error ? `${controlId}-error` : undefined
  return (
    <div className={className}>
      <label htmlFor={controlId} className={styles.checkboxRow}>
        <input
          type="checkbox"
          id={controlId}
          className={styles.checkbox}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export interface FormMessageProps {
  children: ReactNode
  className?: string
}

/** A form-level error (e.g. "Invalid email or password"), announced when it appears. */
export function FormError({ children, className }: FormMessageProps) {
  if (children === null || children === undefined || children === false || children === '') {
    return null
  }
  return (
    <div role="alert" className={[styles.formError, className].filter(Boolean).join(' ')}>
      <Icon name="alert-triangle" size={20} />
      <div>{children}</div>
    </div>
  )
}

/** A form-level success notice (e.g. "Saved"), announced politely. */
export function FormSuccess({ children, className }: FormMessageProps) {
  return (
    <div role="status" className={[styles.formSuccess, className].filter(Boolean).join(' ')}>
      <Icon name="check-circle" size={20} />
      <div>{children}</div>
    </div>
  )
}
