import type { FormValue } from '@site/contract'

/** What every field input is given besides its name and value: label, id, error, help. */
export interface CommonProps {
  label: string
  id: string
  error: string | undefined
  hint: string | undefined
  required: boolean | undefined
}

/** A text value as the input shows it (a field's missing or non-text value is empty). */
export const str = (v: FormValue | undefined) => (typeof v === 'string' ? v : '')

/** The ids a list input's fieldset is described by: its help and its error, when shown. */
export const describedBy = (props: Pick<CommonProps, 'id' | 'hint' | 'error'>) =>
  [props.hint ? `${props.id}-hint` : undefined, props.error ? `${props.id}-error` : undefined]
    .filter(Boolean)
    .join(' ') || undefined

/** A record another field can refer to: its slug and display title. */
export interface ReferenceOption {
  slug: string
  title: string
}
