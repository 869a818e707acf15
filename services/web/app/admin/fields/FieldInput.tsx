import type { Field as FieldDef, FormValue, PairValue } from '@site/contract'
import { CheckboxInput } from './CheckboxInput'
import { fieldId } from './field-id'
import { IconInput } from './IconInput'
import { ImageRefField } from './ImageRefField'
import { str, type ReferenceOption } from './input-props'
import { LinesInput } from './LinesInput'
import { MarkdownField } from './MarkdownField'
import { PairsInput } from './PairsInput'
import { PlainInput } from './PlainInput'
import { ReferenceChoices } from './ReferenceChoices'
import { ReferenceSelect } from './ReferenceSelect'

export type { ReferenceOption } from './input-props'

export interface FieldInputProps {
  /** the form field's name (a page section's fields are prefixed: "hero.title") */
  name: string
  field: FieldDef
  value: FormValue | undefined
  error: string | undefined
  /** records of the referred collection (reference fields) */
  options?: ReferenceOption[]
}

/**
 * The admin input of one registry field, chosen by its kind (each kind's input in its own file).
 * Uncontrolled (the browser holds what is typed, so a failed save never wipes it); every input
 * has its label, help text and error.
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
      return <PlainInput {...common} name={name} field={field} value={str(value)} multiline />
    case 'boolean':
      return (
        <CheckboxInput
          id={id}
          name={name}
          label={field.checkboxLabel ?? field.label}
          hint={field.help}
          checked={value === true}
        />
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
        <ReferenceSelect {...common} name={name} options={options} value={str(value)} />
      )
    default:
      return <PlainInput {...common} name={name} field={field} value={str(value)} />
  }
}
