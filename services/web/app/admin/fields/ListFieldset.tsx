import type { ReactNode } from 'react'
import * as fieldStyles from '../../ui/Field.css'
import { describedBy, type CommonProps } from './input-props'
import * as styles from './FieldInput.css'

/**
 * The frame of an input made of several controls (rows, checkboxes): a fieldset whose legend is
 * the field's label, with its help and its error above the controls and described by them.
 */
export function ListFieldset({
  field,
  id,
  children,
}: {
  field: Pick<CommonProps, 'id' | 'label' | 'hint' | 'error'>
  /** the fieldset's own id, when the error summary links to it rather than to a control in it */
  id?: string
  children: ReactNode
}) {
  return (
    <fieldset
      className={`${fieldStyles.field} ${styles.fieldset}`}
      id={id}
      aria-describedby={describedBy(field)}
    >
      <legend className={fieldStyles.label}>{field.label}</legend>
      {field.hint && (
        <p id={`${field.id}-hint`} className={fieldStyles.hint}>
          {field.hint}
        </p>
      )}
      {field.error && (
        <p id={`${field.id}-error`} className={fieldStyles.error}>
          {field.error}
        </p>
      )}
      {children}
    </fieldset>
  )
}
