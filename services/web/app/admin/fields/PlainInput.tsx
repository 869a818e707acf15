import type { InputHTMLAttributes } from 'react'
import type { Field as FieldDef } from '@site/contract'
import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import type { CommonProps } from './input-props'

/**
 * The browser input type of a one-line field: numbers stored as numbers get a number input (whole
 * or decimal steps), numbers kept as text only a decimal keypad; a site path ("/contact") is no
 * URL to the browser, so it stays a text input.
 */
function inputAttributes(field: FieldDef): InputHTMLAttributes<HTMLInputElement> {
  switch (field.kind) {
    case 'number':
      return field.stored === 'number'
        ? {
            type: 'number',
            inputMode: field.integer ? 'numeric' : 'decimal',
            step: field.integer ? 1 : 'any',
          }
        : { inputMode: 'decimal' }
    case 'email':
      return { type: 'email', autoComplete: 'off' }
    case 'phone':
      return { type: 'tel' }
    case 'url':
      return field.sitePath ? {} : { type: 'url' }
    case 'text':
      return { maxLength: field.max }
    default:
      return {}
  }
}

/** A one-line field (text, number, email, phone, URL) or, multiline, a three-row textarea. */
export function PlainInput(
  props: CommonProps & { name: string; field: FieldDef; value: string; multiline?: boolean },
) {
  const { name, field, value, multiline = false, ...common } = props
  return (
    <Field {...common}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            name={name}
            rows={3}
            className={`${fieldStyles.control} ${fieldStyles.textarea}`}
            defaultValue={value}
          />
        ) : (
          <input
            {...control}
            {...inputAttributes(field)}
            name={name}
            className={fieldStyles.control}
            defaultValue={value}
          />
        )
      }
    </Field>
  )
}
