import { useState } from 'react'
import type { Field as FieldDef, FormValue, PairValue } from '@site/contract'
import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import { SolutionIconGlyph } from '../../ui/Icon'
import { visuallyHidden } from '../../theme/utilities.css'
import { fieldId } from './field-id'
import { ImageRefField } from './ImageRefField'
import { MarkdownField } from './MarkdownField'
import * as editStyles from './editor.css'
import * as styles from './FieldInput.css'

/** A record another field can refer to: its slug and display title. */
export interface ReferenceOption {
  slug: string
  title: string
}

export interface FieldInputProps {
  /** the form field's name (a page section's fields are prefixed: "hero.title") */
  name: string
  field: FieldDef
  value: FormValue | undefined
  error: string | undefined
  /** records of the referred collection (reference fields) */
  options?: ReferenceOption[]
}

const str = (v: FormValue | undefined) => (typeof v === 'string' ? v : '')

/** "bar-chart-3" -> "Bar chart 3", "grid-3x3" -> "Grid 3x3". */
function iconLabel(name: string): string {
  const words = name.split('-').join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * The admin input of one registry field, chosen by its kind. Uncontrolled (the browser holds what
 * is typed, so a failed save never wipes it); every input has its label, help text and error.
 */
export function FieldInput({ name, field, value, error, options = [] }: FieldInputProps) {
  const id = fieldId(name)
  const common = { label: field.label, id, error, hint: field.help, required: field.required }
  switch (field.kind) {
    case 'markdown':
      return (
        <MarkdownField
          name={name}
          label={field.label}
          error={error}
          defaultValue={str(value)}
          required={field.required}
        />
      )
    case 'image':
      return (
        <ImageRefField name={name} label={field.label} error={error} defaultValue={str(value)} />
      )
    case 'lines':
      return <LinesInput {...common} name={name} value={str(value)} />
    case 'textarea':
      return (
        <Field {...common}>
          {(control) => (
            <textarea
              {...control}
              name={name}
              rows={3}
              className={`${fieldStyles.control} ${fieldStyles.textarea}`}
              defaultValue={str(value)}
            />
          )}
        </Field>
      )
    case 'boolean':
      return (
        <div className={fieldStyles.field}>
          <label className={fieldStyles.checkboxRow} htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              name={name}
              className={fieldStyles.checkbox}
              defaultChecked={value === true}
              aria-describedby={field.help ? `${id}-hint` : undefined}
            />
            <span>{field.checkboxLabel ?? field.label}</span>
          </label>
          {field.help && (
            <p id={`${id}-hint`} className={fieldStyles.hint}>
              {field.help}
            </p>
          )}
        </div>
      )
    case 'icon':
      return <IconInput {...common} name={name} options={field.options} value={str(value)} />
    case 'pairs':
      return (
        <PairsInput
          {...common}
          name={name}
          keyLabel={field.keyLabel}
          valueLabel={field.valueLabel}
          value={Array.isArray(value) ? (value as PairValue[]) : []}
        />
      )
    case 'reference':
      return field.many ? (
        <ReferenceChoices
          {...common}
          name={name}
          options={options}
          value={Array.isArray(value) ? (value as string[]) : []}
        />
      ) : (
        <Field {...common}>
          {(control) => (
            <select
              {...control}
              name={name}
              className={fieldStyles.control}
              defaultValue={str(value)}
            >
              <option value="">(none)</option>
              {options.map((o) => (
                <option key={o.slug} value={o.slug}>
                  {o.title}
                </option>
              ))}
              {str(value) !== '' && !options.some((o) => o.slug === value) && (
                <option value={str(value)}>{str(value)} (not found)</option>
              )}
            </select>
          )}
        </Field>
      )
    default: {
      const input =
        field.kind === 'number'
          ? field.stored === 'number'
            ? {
                type: 'number',
                inputMode: field.integer ? ('numeric' as const) : ('decimal' as const),
                step: field.integer ? 1 : 'any',
              }
            : { inputMode: 'decimal' as const }
          : field.kind === 'email'
            ? { type: 'email', autoComplete: 'off' }
            : field.kind === 'phone'
              ? { type: 'tel' }
              : field.kind === 'url' && !field.sitePath
                ? { type: 'url' }
                : {}
      const maxLength = field.kind === 'text' ? field.max : undefined
      return (
        <Field {...common}>
          {(control) => (
            <input
              {...control}
              {...input}
              name={name}
              className={fieldStyles.control}
              defaultValue={str(value)}
              maxLength={maxLength}
            />
          )}
        </Field>
      )
    }
  }
}

interface CommonProps {
  label: string
  id: string
  error: string | undefined
  hint: string | undefined
  required: boolean | undefined
}

function IconInput(
  props: CommonProps & { name: string; options: readonly string[]; value: string },
) {
  const [icon, setIcon] = useState(props.value)
  const { name, options, value, ...common } = props
  return (
    <Field {...common}>
      {(control) => (
        <div className={editStyles.iconRow}>
          <select
            {...control}
            name={name}
            className={fieldStyles.control}
            defaultValue={value}
            onChange={(e) => setIcon(e.currentTarget.value)}
          >
            {options.map((o) => (
              <option key={o} value={o}>
                {iconLabel(o)}
              </option>
            ))}
          </select>
          <span className={editStyles.iconPreview}>
            <SolutionIconGlyph name={icon} size={24} />
          </span>
        </div>
      )}
    </Field>
  )
}

/**
 * A key/value list (a product's specifications): one row per pair, Add and Remove. Always one
 * empty row at the end, so a pair can be added without JavaScript; empty rows are not saved.
 */
function PairsInput(
  props: CommonProps & { name: string; keyLabel: string; valueLabel: string; value: PairValue[] },
) {
  const [rows, setRows] = useState(() =>
    [...props.value, { name: '', value: '' }].map((p, i) => ({ ...p, id: i })),
  )
  const [nextId, setNextId] = useState(rows.length)
  const add = () => {
    setRows((r) => [...r, { name: '', value: '', id: nextId }])
    setNextId((n) => n + 1)
  }
  const remove = (id: number) => setRows((r) => r.filter((row) => row.id !== id))
  const errorId = props.error ? `${props.id}-error` : undefined
  return (
    <fieldset className={`${fieldStyles.field} ${styles.fieldset}`} aria-describedby={errorId}>
      <legend className={fieldStyles.label}>{props.label}</legend>
      {props.hint && <p className={fieldStyles.hint}>{props.hint}</p>}
      {props.error && (
        <p id={errorId} className={fieldStyles.error}>
          {props.error}
        </p>
      )}
      <div className={styles.pairHead} aria-hidden="true">
        <span>{props.keyLabel}</span>
        <span>{props.valueLabel}</span>
        <span />
      </div>
      <ul className={styles.pairRows} id={props.id}>
        {rows.map((row, i) => (
          <li key={row.id} className={styles.pairRow}>
            <label className={visuallyHidden} htmlFor={`${props.id}-${row.id}-name`}>
              {`${props.keyLabel} ${i + 1}`}
            </label>
            <input
              id={`${props.id}-${row.id}-name`}
              name={`${props.name}.name`}
              className={fieldStyles.control}
              defaultValue={row.name}
              placeholder={props.keyLabel}
            />
            <label className={visuallyHidden} htmlFor={`${props.id}-${row.id}-value`}>
              {`${props.valueLabel} ${i + 1}`}
            </label>
            <input
              id={`${props.id}-${row.id}-value`}
              name={`${props.name}.value`}
              className={fieldStyles.control}
              defaultValue={row.value}
              placeholder={props.valueLabel}
            />
            <button
              type="button"
              className={styles.smallButton}
              onClick={(e) => {
                // removing changes the form without a keystroke: tell the unsaved-changes guard
                const form = e.currentTarget.form
                remove(row.id)
                queueMicrotask(() => form?.dispatchEvent(new Event('input', { bubbles: true })))
              }}
            >
              Remove
              <span className={visuallyHidden}>{` ${props.keyLabel.toLowerCase()} ${i + 1}`}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.smallButton} onClick={add}>
        Add a row
      </button>
    </fieldset>
  )
}

/**
 * A list of short texts (features, benefits): one input per item, Add and Remove, always one
 * empty input at the end (so an item can be added without JavaScript); empty items are dropped.
 */
function LinesInput(props: CommonProps & { name: string; value: string }) {
  const [rows, setRows] = useState(() =>
    [...props.value.split(/\r?\n/).filter((line) => line.trim() !== ''), ''].map((text, id) => ({
      text,
      id,
    })),
  )
  const [nextId, setNextId] = useState(rows.length)
  const errorId = props.error ? `${props.id}-error` : undefined
  const hintId = props.hint ? `${props.id}-hint` : undefined
  return (
    <fieldset
      className={`${fieldStyles.field} ${styles.fieldset}`}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={fieldStyles.label}>{props.label}</legend>
      {props.hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className={fieldStyles.error}>
          {props.error}
        </p>
      )}
      <ol className={styles.pairRows} id={props.id}>
        {rows.map((row, i) => (
          <li key={row.id} className={styles.lineRow}>
            <label className={visuallyHidden} htmlFor={`${props.id}-${row.id}`}>
              {`${props.label} ${i + 1}`}
            </label>
            <input
              id={`${props.id}-${row.id}`}
              name={props.name}
              className={fieldStyles.control}
              defaultValue={row.text}
              aria-invalid={props.error?.startsWith(`Line ${i + 1}:`) ? true : undefined}
            />
            <button
              type="button"
              className={styles.smallButton}
              onClick={(e) => {
                const form = e.currentTarget.form
                setRows((r) => r.filter((x) => x.id !== row.id))
                queueMicrotask(() => form?.dispatchEvent(new Event('input', { bubbles: true })))
              }}
            >
              Remove
              <span className={visuallyHidden}>{` ${props.label.toLowerCase()} ${i + 1}`}</span>
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => {
          setRows((r) => [...r, { text: '', id: nextId }])
          setNextId((n) => n + 1)
        }}
      >
        Add an item<span className={visuallyHidden}>{` to ${props.label.toLowerCase()}`}</span>
      </button>
    </fieldset>
  )
}

/** Many references (a solution's children): a checkbox per record, chosen ones first. */
function ReferenceChoices(
  props: CommonProps & { name: string; options: ReferenceOption[]; value: string[] },
) {
  const chosen = props.value
  const known = new Map(props.options.map((o) => [o.slug, o]))
  const ordered = [
    ...chosen.map((slug) => known.get(slug) ?? { slug, title: `${slug} (not found)` }),
    ...props.options.filter((o) => !chosen.includes(o.slug)),
  ]
  const errorId = props.error ? `${props.id}-error` : undefined
  const hintId = props.hint ? `${props.id}-hint` : undefined
  return (
    <fieldset
      className={`${fieldStyles.field} ${styles.fieldset}`}
      id={props.id}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={fieldStyles.label}>{props.label}</legend>
      {props.hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className={fieldStyles.error}>
          {props.error}
        </p>
      )}
      {ordered.length === 0 ? (
        <p className={fieldStyles.hint}>There are no records to choose from.</p>
      ) : (
        <ul className={styles.choices}>
          {ordered.map((o) => (
            <li key={o.slug} className={styles.choice}>
              <label className={fieldStyles.checkboxRow}>
                <input
                  type="checkbox"
                  name={props.name}
                  value={o.slug}
                  className={fieldStyles.checkbox}
                  defaultChecked={chosen.includes(o.slug)}
                />
                <span>{o.title}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
