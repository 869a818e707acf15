/**
 * The field registry's vocabulary: each kind of field (text, image, list, reference, ...) and its
 * builder. Builders return plain data (no zod objects), so a field can be sent as JSON (page
 * contents list their fields) and compared. Every editable field of a collection, page section
 * or setting is declared once with these (collections.ts, pages.ts, settings.ts).
 */

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'markdown'
  | 'image'
  | 'document'
  | 'url'
  | 'email'
  | 'phone'
  | 'number'
  | 'boolean'
  | 'lines'
  | 'pairs'
  | 'reference'
  | 'icon'

/** Rules and presentation every kind shares. */
interface Common {
  label: string
  /** a short help text under the label */
  help?: string
  required?: boolean
  /** whether the Arabic version holds its own value (the `ar` schema and the Arabic form read this) */
  translatable: boolean
}

export interface TextField extends Common {
  kind: 'text' | 'textarea' | 'markdown'
  max: number
  /** the message for an empty required value */
  requiredMessage?: string
  maxMessage?: string
  /** trim before validating (pages keep values as typed) */
  trim: boolean
  /** the `{name}` placeholders the text may use, filled in by its page (fields/placeholders.ts) */
  placeholders?: readonly string[]
}
export interface ImageField extends Common {
  kind: 'image' | 'document'
}
export interface UrlField extends Common {
  kind: 'url'
  /** a site path (/contact) is accepted too, not only a full http(s) URL */
  sitePath: boolean
  message?: string
}
export interface EmailField extends Common {
  kind: 'email'
}
export interface PhoneField extends Common {
  kind: 'phone'
}
export interface NumberField extends Common {
  kind: 'number'
  /** how it is stored: a JSON number (sort orders, coordinates) or the text typed (page counters) */
  stored: 'number' | 'string'
  integer: boolean
  min?: number
  max?: number
  default: number
}
export interface BooleanField extends Common {
  kind: 'boolean'
  default: boolean
  /** the text beside the checkbox (the label names the field in summaries) */
  checkboxLabel?: string
}
export interface LinesField extends Common {
  kind: 'lines'
  maxItems: number
  maxLength: number
}
export interface PairsField extends Common {
  kind: 'pairs'
  keyLabel: string
  valueLabel: string
  maxItems: number
  keyMax: number
  valueMax: number
}
export interface ReferenceField extends Common {
  kind: 'reference'
  /** the collection referred to */
  collection: string
  many: boolean
  maxItems: number
  /** what a read shows of the records referred to; without it, their slugs as stored */
  embed?: ReferenceEmbed
}

/**
 * What a read (content-api's default `depth=1`) embeds of the records a reference names: their
 * `fields` (with id and slug, in the reader's language; inactive ones left out), in place of the
 * slugs, or with `as` beside the reference under that key (a product's `partner_details`: the
 * reference stays its slug). A save takes either back (the field kind reads `{ slug }` as that
 * slug; an `as` key is ignored).
 */
export interface ReferenceEmbed {
  fields: readonly string[]
  as?: string
}
export interface IconField extends Common {
  kind: 'icon'
  options: readonly [string, ...string[]]
  default: string
}

export type Field =
  | TextField
  | ImageField
  | UrlField
  | EmailField
  | PhoneField
  | NumberField
  | BooleanField
  | LinesField
  | PairsField
  | ReferenceField
  | IconField

/** Fields by key, in form order. */
export type FieldSet = Record<string, Field>

type Opts<F extends Field> = Partial<Omit<F, 'kind' | 'label'>>

const textKind =
  (kind: TextField['kind'], max: number) =>
  (label: string, o: Opts<TextField> = {}): TextField => ({
    kind,
    label,
    max,
    trim: true,
    translatable: true,
    ...o,
  })

// ---- builders --------------------------------------------------------------------------------

export const text = textKind('text', 300)
export const textarea = textKind('textarea', 2_000)
export const markdown = textKind('markdown', 20_000)
export const image = (label: string, o: Opts<ImageField> = {}): ImageField => ({
  kind: 'image',
  label,
  translatable: false,
  ...o,
})
/** A PDF in the media library (a product datasheet). */
export const document = (label: string, o: Opts<ImageField> = {}): ImageField => ({
  kind: 'document',
  label,
  translatable: false,
  ...o,
})
export const url = (label: string, o: Opts<UrlField> = {}): UrlField => ({
  kind: 'url',
  label,
  sitePath: false,
  translatable: false,
  ...o,
})
export const email = (label: string, o: Opts<EmailField> = {}): EmailField => ({
  kind: 'email',
  label,
  translatable: false,
  ...o,
})
export const phone = (label: string, o: Opts<PhoneField> = {}): PhoneField => ({
  kind: 'phone',
  label,
  translatable: false,
  ...o,
})
export const number = (
  label: string,
  o: Omit<Opts<NumberField>, 'stored'> = {},
): NumberField & { stored: 'number' } => ({
  kind: 'number',
  label,
  integer: false,
  default: 0,
  translatable: false,
  ...o,
  stored: 'number',
})
/** A number kept as the text typed ("25", "" for none): page counters. */
export const numberText = (
  label: string,
  o: Omit<Opts<NumberField>, 'stored'> = {},
): NumberField & { stored: 'string' } => ({ ...number(label, o), stored: 'string' })
export const boolean = (label: string, o: Opts<BooleanField> = {}): BooleanField => ({
  kind: 'boolean',
  label,
  default: false,
  translatable: false,
  ...o,
})
export const lines = (label: string, o: Opts<LinesField> = {}): LinesField => ({
  kind: 'lines',
  label,
  maxItems: 50,
  maxLength: 300,
  translatable: true,
  ...o,
})
export const pairs = (label: string, o: Opts<PairsField> = {}): PairsField => ({
  kind: 'pairs',
  label,
  keyLabel: 'Name',
  valueLabel: 'Value',
  maxItems: 60,
  keyMax: 80,
  valueMax: 300,
  translatable: false,
  ...o,
})
type ReferenceOpts = Omit<Opts<ReferenceField>, 'many'> & { collection: string }
/** A reference to one record (`many: true`: a list of records) of a collection, by slug. */
export function reference(
  label: string,
  o: ReferenceOpts & { many: true },
): ReferenceField & { many: true }
export function reference(
  label: string,
  o: ReferenceOpts & { many?: false },
): ReferenceField & { many: false }
export function reference(label: string, o: ReferenceOpts & { many?: boolean }): ReferenceField {
  return {
    kind: 'reference',
    label,
    maxItems: 20,
    translatable: false,
    ...o,
    many: o.many ?? false,
  }
}
export function icon<const O extends readonly [string, ...string[]]>(
  label: string,
  o: Opts<IconField> & { options: O; default?: O[number] },
): IconField & { options: O } {
  return { kind: 'icon', label, translatable: false, ...o, default: o.default ?? o.options[0] }
}

/** The sort order every collection has: a whole number, lower first. */
export const sortOrder = () =>
  number('Sort order', { integer: true, help: 'Lower numbers come first.' })
