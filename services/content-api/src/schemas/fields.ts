import { z } from 'zod'
import {
  DocumentRef,
  LinkTarget,
  MediaRef,
  OptionalDocumentRef,
  OptionalMediaRef,
  Slug,
  fieldErrorsOf,
  type FieldErrors,
} from './common.js'
import { sameValue } from './same-value.js'

/**
 * The field registry: every editable field of a collection, page section or setting is declared
 * once here, with its label, kind and rules. From a field set come content-api's zod schema
 * (`schemaOf`), the web form's parsing (`readForm`, `parseForm`), the admin's input per kind and
 * the translatable keys. Builders return plain data (no zod objects), so a field can be sent as
 * JSON (page contents list their fields) and compared.
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
  /** whether the Arabic version holds its own value (h10 reads this) */
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

// ---- zod schemas -----------------------------------------------------------------------------

const httpUrl = (message?: string) =>
  z.url(message ? { protocol: /^https?$/, message } : { protocol: /^https?$/ })

function textSchema(f: TextField): z.ZodType {
  let s = f.trim ? z.string().trim() : z.string()
  if (f.required) s = s.min(1, f.requiredMessage ?? `${f.label} is required`)
  s = s.max(f.max, f.maxMessage ?? `${f.label} is at most ${f.max} characters`)
  return f.required ? s : s.default('')
}

/** The zod schema of one field's stored value. */
export function fieldSchema(f: Field): z.ZodType {
  switch (f.kind) {
    case 'text':
    case 'textarea':
    case 'markdown':
      return textSchema(f)
    case 'image':
      return f.required ? MediaRef : OptionalMediaRef
    case 'document':
      return f.required ? DocumentRef : OptionalDocumentRef
    case 'url':
      return f.sitePath
        ? LinkTarget.default('')
        : z.union([z.literal(''), httpUrl(f.message)]).default('')
    case 'email':
      return z.union([z.literal(''), z.email('Enter a valid e-mail address')]).default('')
    case 'phone':
      return z
        .string()
        .trim()
        .regex(/^$|^\+?[0-9 ()-]{6,24}$/, 'Enter a phone number such as +971 4 123 4567')
        .default('')
    case 'number': {
      if (f.stored === 'string')
        return z
          .string()
          .trim()
          .regex(/^-?\d*(?:\.\d+)?$/, 'Enter a number')
          .default('')
      let n = f.integer
        ? z.number().int(`${f.label} is a whole number`)
        : z.number('Enter a number')
      if (f.min !== undefined) n = n.min(f.min, `At least ${f.min}`)
      if (f.max !== undefined) n = n.max(f.max, `At most ${f.max}`)
      // a number a form sends as text ("25.18") is read as a number
      const read = f.integer
        ? n
        : z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), n)
      return read.default(f.default)
    }
    case 'boolean':
      return z.boolean().default(f.default)
    case 'lines':
      return z
        .array(z.string().trim().min(1, 'Empty lines are not allowed').max(f.maxLength))
        .max(f.maxItems)
        .default([])
    case 'pairs':
      return z
        .array(
          z.object({
            name: z.string().trim().min(1, `${f.keyLabel} is required`).max(f.keyMax),
            value: z.string().trim().min(1, `${f.valueLabel} is required`).max(f.valueMax),
          }),
        )
        .max(f.maxItems)
        .default([])
    case 'reference':
      return f.many
        ? z.array(Slug).max(f.maxItems).default([])
        : z.union([z.literal(''), Slug]).default('')
    case 'icon':
      return z.enum(f.options).default(f.default as never)
  }
}

/** The stored value of a field, as a type. */
export type ValueOf<F> = F extends { kind: 'boolean' }
  ? boolean
  : F extends { kind: 'lines' }
    ? string[]
    : F extends { kind: 'pairs' }
      ? PairValue[]
      : F extends { kind: 'reference'; many: true }
        ? string[]
        : F extends { kind: 'number'; stored: 'number' }
          ? number
          : F extends { kind: 'icon'; options: readonly (infer O)[] }
            ? O
            : string
export type ValuesOf<S extends FieldSet> = { -readonly [K in keyof S]: ValueOf<S[K]> }

type Shape<S extends FieldSet> = { -readonly [K in keyof S]: z.ZodType<ValueOf<S[K]>> }

/** The zod object of a field set (unknown keys stripped; `strict` refuses them). */
export function schemaOf<S extends FieldSet>(fields: S): z.ZodObject<Shape<S>>
export function schemaOf<S extends FieldSet>(
  fields: S,
  strict: true,
): z.ZodObject<Shape<S>, z.core.$strict>
export function schemaOf(fields: FieldSet, strict = false): z.ZodObject {
  const shape: Record<string, z.ZodType> = {}
  for (const [key, f] of Object.entries(fields)) shape[key] = fieldSchema(f)
  return strict ? z.strictObject(shape) : z.object(shape)
}

// ---- collections -----------------------------------------------------------------------------

export interface CollectionFields<S extends FieldSet = FieldSet> {
  /** plural, as in URLs: 'solutions' */
  name: string
  /** singular, for messages and commit subjects: 'solution' */
  label: string
  /** plural, for headings: 'Solutions' */
  title: string
  fields: S
  /** the field a record is named by, and its slug is generated from */
  titleField: string
  /** markdown files keep this field as the body; without it the record is a JSON file */
  bodyField?: string
  /** the fields shown in the admin list, after the title */
  listColumns: string[]
  /** the admin editor's groups (legend and field keys); every field is in one */
  groups: Array<{ legend: string; intro?: string; fields: string[] }>
  /** where a record shows on the site (":slug" is replaced), when it does */
  publicPath?: string
  /** a record's description in the admin list (cut at 100 characters) */
  descriptionField?: string
  /** show the description whole, clamped to this many lines, instead of cut at 100 characters */
  descriptionLines?: number
}

export interface Reference {
  field: string
  target: string
  many: boolean
}

/** The fields of a collection that refer to records. */
export function referencesOf(def: CollectionFields): Reference[] {
  return Object.entries(def.fields).flatMap(([key, f]) =>
    f.kind === 'reference' ? [{ field: key, target: f.collection, many: f.many }] : [],
  )
}

/** The fields naming a file in the media folder (images and documents). */
export function mediaFieldsOf(def: { fields: FieldSet }): string[] {
  return Object.entries(def.fields).flatMap(([key, f]) =>
    f.kind === 'image' || f.kind === 'document' ? [key] : [],
  )
}

/** The keys whose Arabic version holds its own value. */
export function translatableKeys(fields: FieldSet): string[] {
  return Object.entries(fields).flatMap(([key, f]) => (f.translatable ? [key] : []))
}

/**
 * The Arabic form of a field set (issue 10): only its translatable fields, none required (blank
 * means "not translated": the English shows), every other rule as in English. `english` (a
 * record's English values) becomes each field's help, so the translator sees what to translate.
 */
export function translationFieldSet(
  fields: FieldSet,
  english: Record<string, unknown> = {},
): FieldSet {
  const out: FieldSet = {}
  for (const [key, field] of Object.entries(fields)) {
    if (!field.translatable) continue
    const source = englishText(english[key])
    out[key] = {
      ...field,
      required: false,
      help: source ? `English: ${source}` : 'No English text yet.',
    }
  }
  return out
}

/** One item of a list as help text: a line as it is, a specification as "name: value". */
const itemText = (item: unknown): string => {
  if (typeof item !== 'object' || item === null) return String(item)
  const { name, value } = item as Partial<PairValue>
  return `${name ?? ''}: ${value ?? ''}`
}

/** A record's English value as one line of help text (lists joined, long text cut). */
function englishText(value: unknown): string {
  const text = Array.isArray(value) ? value.map(itemText).join(' · ') : String(value ?? '')
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 160 ? `${line.slice(0, 159)}…` : line
}

/** "Not translated": absent, blank text (the English rules' default), an empty list or object. */
export function isUntranslated(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.keys(value).length === 0
  return false
}

/** The values that say something (what an `ar` object keeps). */
export const withoutUntranslated = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => !isUntranslated(v)))

/**
 * The zod schema of the Arabic (`ar`) of a field set (a page section, the settings): its
 * translatable fields, each by the English rules, every one optional; untranslated ones dropped.
 */
export function translationSchema(fields: FieldSet) {
  const shape: Record<string, z.ZodType> = {}
  for (const [key, field] of Object.entries(translationFieldSet(fields))) {
    shape[key] = z.preprocess((v) => (isUntranslated(v) ? undefined : v), fieldSchema(field))
  }
  return z.strictObject(shape).transform(withoutUntranslated)
}

/** A collection's editor in Arabic: its translatable fields, in their groups (empty groups go). */
export function translationDefinition(
  definition: CollectionFields,
  english: Record<string, unknown> = {},
): CollectionFields {
  const fields = translationFieldSet(definition.fields, english)
  const groups = definition.groups
    .map((group) => ({ ...group, fields: group.fields.filter((key) => key in fields) }))
    .filter((group) => group.fields.length > 0)
  return { ...definition, fields, groups }
}

// ---- forms -----------------------------------------------------------------------------------

/** One pair of a key/value list as the form holds it. */
export interface PairValue {
  name: string
  value: string
}

/**
 * A field's value as the form holds it: texts as typed (a list of lines as one text, one item per
 * line), checkboxes as booleans, many references as slugs, pairs as rows. This is what a form
 * re-renders after a failed save, so nothing typed is lost.
 */
export type FormValue = string | boolean | string[] | PairValue[]
export type FormValues = Record<string, FormValue>

const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v))

/** A record's (or section's) values as the form shows them. */
export function formValuesOf(fields: FieldSet, record: Record<string, unknown>): FormValues {
  const out: FormValues = {}
  for (const [key, f] of Object.entries(fields)) {
    const v = record[key]
    switch (f.kind) {
      case 'boolean':
        out[key] = typeof v === 'boolean' ? v : f.default
        break
      case 'lines':
        out[key] = Array.isArray(v) ? v.map(str).join('\n') : str(v)
        break
      case 'pairs':
        out[key] = Array.isArray(v)
          ? v.map((p) => ({
              name: str((p as { name?: unknown }).name),
              value: str((p as { value?: unknown }).value),
            }))
          : []
        break
      case 'reference':
        if (f.many)
          // expanded references (a solution's children) come as summaries: keep their slugs
          out[key] = Array.isArray(v)
            ? v.map((x) =>
                typeof x === 'object' && x !== null ? str((x as { slug?: unknown }).slug) : str(x),
              )
            : []
        else out[key] = str(v)
        break
      case 'number':
        out[key] = v === undefined ? '' : str(v)
        break
      default:
        out[key] = str(v)
    }
  }
  return out
}

interface FormDataLike {
  get(name: string): unknown
  getAll(name: string): unknown[]
}

const strings = (values: unknown[]): string[] =>
  values.filter((v): v is string => typeof v === 'string')

/**
 * Reads a field set's values from submitted form data. Names are the field keys (a `prefix`
 * such as "hero." for page sections); pairs come as `<key>.name` / `<key>.value` rows, many
 * references as repeated `<key>`; an unchecked checkbox is simply absent.
 */
export function readForm(fields: FieldSet, form: FormDataLike, prefix = ''): FormValues {
  const out: FormValues = {}
  for (const [key, f] of Object.entries(fields)) {
    const name = prefix + key
    switch (f.kind) {
      case 'boolean':
        out[key] = form.get(name) !== null
        break
      case 'pairs': {
        const names = strings(form.getAll(`${name}.name`))
        const values = strings(form.getAll(`${name}.value`))
        out[key] = names.map((n, i) => ({ name: n, value: values[i] ?? '' }))
        break
      }
      case 'reference':
        out[key] = f.many ? strings(form.getAll(name)) : str(form.get(name))
        break
      case 'lines':
        // one text per line (a textarea), or one input per item (the admin's list editor)
        out[key] = strings(form.getAll(name)).join('\n')
        break
      default:
        out[key] = str(form.get(name))
    }
  }
  return out
}

/** One list item per line; blank lines and surrounding spaces dropped. */
export function linesOf(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

const NOT_A_NUMBER = 'Enter a number'
const NOT_A_WHOLE_NUMBER = 'Enter a whole number, such as 0 or 10'

/** A form value as the schema takes it (lines split, numbers read, empty pair rows dropped). */
export function storedValueOf(f: Field, value: FormValue | undefined): unknown {
  switch (f.kind) {
    case 'boolean':
      return value === true
    case 'lines':
      return linesOf(str(value))
    case 'pairs':
      return (Array.isArray(value) ? (value as PairValue[]) : []).filter(
        (p) => p.name.trim() !== '' || p.value.trim() !== '',
      )
    case 'reference':
      return f.many ? (Array.isArray(value) ? value : []) : str(value)
    case 'number': {
      if (f.stored === 'string') return str(value)
      const t = str(value).trim()
      return t === '' ? f.default : Number(t)
    }
    default:
      return str(value)
  }
}

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors }

/**
 * Form values -> validated values of `schema` (the schema content-api applies too, or one that
 * extends it, e.g. with the version). Field errors are keyed by the field ("features" for any
 * of its lines), in the editor's words.
 */
export function parseForm<T>(
  fields: FieldSet,
  values: FormValues,
  schema: z.ZodType<T>,
  extra: Record<string, unknown> = {},
): ParsedForm<T> {
  const candidate: Record<string, unknown> = { ...extra }
  const fieldErrors: FieldErrors = {}
  for (const [key, f] of Object.entries(fields)) {
    const v = storedValueOf(f, values[key])
    candidate[key] = v
    // zod's own wording for NaN ("expected number, received NaN") means nothing to an editor
    if (typeof v === 'number' && Number.isNaN(v))
      fieldErrors[key] = f.kind === 'number' && f.integer ? NOT_A_WHOLE_NUMBER : NOT_A_NUMBER
  }
  const parsed = schema.safeParse(candidate)
  if (!parsed.success) {
    for (const [path, message] of Object.entries(fieldErrorsOf(parsed.error))) {
      // a list's item is named by its line ("features.2" -> "Line 3: ...") on the list's field
      const [key = path, index] = path.split('.')
      const line = index !== undefined && /^\d+$/.test(index) ? Number(index) + 1 : undefined
      fieldErrors[key] ??= line === undefined ? message : `Line ${line}: ${message}`
    }
  }
  if (parsed.success && Object.keys(fieldErrors).length === 0)
    return { ok: true, data: parsed.data }
  return { ok: false, fieldErrors }
}

/** The text a form value shows (lists one per line, a checkbox as Yes/No, pairs "name: value"). */
export function displayFormValue(value: FormValue | undefined): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (value === undefined) return ''
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? v : `${v.name}: ${v.value}`)).join('\n')
  return value
}

// ---- merge -----------------------------------------------------------------------------------

export interface ThreeWay {
  /** mine where I changed a field, theirs elsewhere; where both changed it, mine */
  merged: Record<string, unknown>
  /** fields both changed, to different values */
  conflicts: string[]
  /** fields only they changed: their value is in `merged` */
  theirs: string[]
}

/**
 * THE three-way merge, field by field (content-api merges saves with it; the admin rebases a
 * refused form with it). `base` is what the editor loaded, `mine` what they saved, `theirs` what
 * is current. A field changed on one side takes that side's value; changed on both to different
 * values is a conflict (mine kept in `merged`). Nothing is silently lost.
 */
export function threeWayMerge(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  same: (key: string, a: unknown, b: unknown) => boolean = (_k, a, b) => sameValue(a, b),
): ThreeWay {
  const keys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])
  const merged: Record<string, unknown> = {}
  const conflicts: string[] = []
  const taken: string[] = []
  for (const key of [...keys].sort()) {
    const changedByMe = !same(key, mine[key], base[key])
    const changedByThem = !same(key, theirs[key], base[key])
    if (changedByMe) {
      merged[key] = mine[key]
      if (changedByThem && !same(key, mine[key], theirs[key])) conflicts.push(key)
    } else {
      merged[key] = theirs[key]
      if (changedByThem) taken.push(key)
    }
    if (merged[key] === undefined) delete merged[key]
  }
  return { merged, conflicts, theirs: taken }
}

/**
 * The merge as the admin form needs it: form values compared as they would be stored (lines
 * trimmed, blank lines dropped), the result kept as form values.
 */
export function mergeFormValues(
  fields: FieldSet,
  base: FormValues,
  mine: FormValues,
  theirs: FormValues,
): ThreeWay & { merged: FormValues } {
  const stored = (key: string, v: unknown) => {
    const f = fields[key]
    if (!f) return v
    const s = storedValueOf(f, v as FormValue)
    return typeof s === 'string' ? s.trim() : s
  }
  const pick = (o: FormValues) =>
    Object.fromEntries(Object.keys(fields).map((k) => [k, o[k]])) as Record<string, unknown>
  const result = threeWayMerge(pick(base), pick(mine), pick(theirs), (key, a, b) =>
    sameValue(stored(key, a), stored(key, b)),
  )
  // in form order, as the editor reads them
  const inOrder = (keys: string[]) => Object.keys(fields).filter((k) => keys.includes(k))
  return {
    merged: { ...mine, ...(result.merged as FormValues) },
    conflicts: inOrder(result.conflicts),
    theirs: inOrder(result.theirs),
  }
}

export { fieldErrorsOf }

// ---- the collections -------------------------------------------------------------------------

/** Icons the site can draw (spec section 3). */
export const solutionIcons = [
  'zap',
  'server',
  'settings',
  'battery',
  'monitor',
  'sun',
  'activity',
  'grid-3x3',
  'cloud',
  'database',
  'shield',
  'cpu',
  'bot',
  'building',
  'wifi',
  'bar-chart-3',
] as const

const title = () => text('Title', { required: true, max: 120 })
const name = () => text('Name', { required: true, max: 120 })
const website = () =>
  url('Website', { message: 'Enter a full http(s) URL', help: 'A full address, https://...' })
const isActive = () =>
  boolean('Active', { default: true, checkboxLabel: 'Active (shown on the site)' })

/**
 * The alt text of an image field, kept beside it in the record as `<image key>_alt` (issue 8:
 * "alt text stored with the record"). Translatable like any text; empty means "use the record's
 * title" where the site shows the image as content.
 */
const altText = (imageLabel: string) =>
  text(`${imageLabel}: alt text`, {
    max: 250,
    help: 'What the image shows, for people who cannot see it. Empty: the title is used.',
  })

/** The editor shows each image's alt text right after the image (groups need not name it). */
const defineCollection = <S extends FieldSet>(d: CollectionFields<S>): CollectionFields<S> => ({
  ...d,
  groups: d.groups.map((group) => ({
    ...group,
    fields: group.fields.flatMap((key) =>
      `${key}_alt` in d.fields && !group.fields.includes(`${key}_alt`)
        ? [key, `${key}_alt`]
        : [key],
    ),
  })),
})

export const collectionDefinitions = {
  solutions: defineCollection({
    name: 'solutions',
    label: 'solution',
    title: 'Solutions',
    titleField: 'title',
    bodyField: 'detailed_description',
    descriptionField: 'description',
    publicPath: '/solutions/:slug',
    listColumns: ['category'],
    fields: {
      title: title(),
      category: text('Category', { max: 80, help: 'e.g. Energy, IT, Automation' }),
      icon: icon('Icon', { options: solutionIcons, default: 'settings' }),
      description: textarea('Short description', {
        required: true,
        max: 500,
        requiredMessage: 'Description is required',
        maxMessage: 'Description is at most 500 characters',
        help: 'One or two sentences for cards and lists (up to 500 characters).',
      }),
      detailed_description: markdown('Detailed description', { required: true }),
      image: image('Image'),
      image_alt: altText('Image'),
      features: lines('Key features'),
      benefits: lines('Benefits'),
      children: reference('Child solutions', {
        collection: 'solutions',
        many: true,
        help: 'Shown under this solution on the site.',
      }),
      is_featured: boolean('Featured', {
        checkboxLabel: 'Featured solution',
        help: 'Featured solutions are highlighted on the site.',
      }),
      sort_order: sortOrder(),
    },
    groups: [
      { legend: 'Texts', fields: ['title', 'description', 'detailed_description'] },
      {
        legend: 'Lists',
        intro: 'One item per box; empty boxes are left out.',
        fields: ['features', 'benefits'],
      },
      { legend: 'Appearance', fields: ['category', 'icon', 'image'] },
      { legend: 'Listing', fields: ['is_featured', 'sort_order'] },
      { legend: 'Child solutions', fields: ['children'] },
    ],
  }),
  products: defineCollection({
    name: 'products',
    label: 'product',
    title: 'Products',
    titleField: 'title',
    bodyField: 'description',
    descriptionField: 'summary',
    publicPath: '/products/:slug',
    listColumns: ['category', 'partner'],
    fields: {
      title: title(),
      summary: textarea('Summary', { required: true, max: 500 }),
      description: markdown('Description'),
      image: image('Image'),
      image_alt: altText('Image'),
      datasheet: document('Datasheet (PDF)', {
        help: "The product's datasheet from the media library.",
      }),
      // one of the site's product categories: the page groups by the stored English name and the
      // site's catalogue names each category in the reader's language, so it is not translated
      category: text('Category', { max: 80, translatable: false }),
      // "From USD 4,800" and "Operating temperature: -40 °C to 70 °C" are read on the Arabic site
      price_range: text('Price range', { max: 80 }),
      specifications: pairs('Specifications', {
        keyLabel: 'Name',
        valueLabel: 'Value',
        translatable: true,
      }),
      partner: reference('Partner', { collection: 'partners' }),
      sectors: reference('Sectors', {
        collection: 'sectors',
        many: true,
        help: "Listed on these sectors' pages under their case studies.",
      }),
      is_featured: boolean('Featured', { checkboxLabel: 'Featured product' }),
      is_active: isActive(),
      sort_order: sortOrder(),
    },
    groups: [
      { legend: 'Texts', fields: ['title', 'summary', 'description'] },
      { legend: 'Details', fields: ['category', 'price_range', 'specifications'] },
      { legend: 'Media', fields: ['image', 'datasheet'] },
      { legend: 'Listing', fields: ['partner', 'is_featured', 'is_active', 'sort_order'] },
      { legend: 'Sectors', fields: ['sectors'] },
    ],
  }),
  sectors: defineCollection({
    name: 'sectors',
    label: 'sector',
    title: 'Sectors',
    titleField: 'title',
    bodyField: 'detailed_description',
    descriptionField: 'description',
    publicPath: '/sectors/:slug',
    listColumns: [],
    fields: {
      title: title(),
      description: textarea('Short description', {
        required: true,
        max: 500,
        requiredMessage: 'Description is required',
      }),
      detailed_description: markdown('Detailed description', { required: true }),
      image: image('Image'),
      image_alt: altText('Image'),
      solutions: lines('Solutions offered'),
      is_featured: boolean('Featured', { checkboxLabel: 'Featured sector' }),
      sort_order: sortOrder(),
    },
    groups: [
      { legend: 'Texts', fields: ['title', 'description', 'detailed_description'] },
      { legend: 'Lists', intro: 'One item per box.', fields: ['solutions'] },
      { legend: 'Appearance', fields: ['image'] },
      { legend: 'Listing', fields: ['is_featured', 'sort_order'] },
    ],
  }),
  partners: defineCollection({
    name: 'partners',
    label: 'partner',
    title: 'Partners',
    titleField: 'name',
    descriptionField: 'description',
    publicPath: '/products',
    listColumns: ['website'],
    fields: {
      name: name(),
      logo: image('Logo', { required: true }),
      logo_alt: altText('Logo'),
      website: website(),
      description: textarea('Description', { max: 1_000 }),
      is_strategic: boolean('Strategic', { checkboxLabel: 'Strategic partner' }),
      is_active: isActive(),
      sort_order: sortOrder(),
    },
    groups: [
      { legend: 'Details', fields: ['name', 'description', 'website'] },
      { legend: 'Appearance', fields: ['logo'] },
      { legend: 'Listing', fields: ['is_strategic', 'is_active', 'sort_order'] },
    ],
  }),
  clients: defineCollection({
    name: 'clients',
    label: 'client',
    title: 'Clients',
    titleField: 'name',
    descriptionField: 'description',
    publicPath: '/',
    listColumns: ['industry'],
    fields: {
      name: name(),
      logo: image('Logo', { required: true }),
      logo_alt: altText('Logo'),
      website: website(),
      description: textarea('Description', { max: 1_000 }),
      industry: text('Industry', { max: 80 }),
      sectors: reference('Sectors', {
        collection: 'sectors',
        many: true,
        help: "Named on these sectors' pages as a client we serve there.",
      }),
      is_featured: boolean('Featured', { checkboxLabel: 'Featured client' }),
      is_active: isActive(),
      sort_order: sortOrder(),
    },
    groups: [
      { legend: 'Details', fields: ['name', 'industry', 'description', 'website'] },
      { legend: 'Appearance', fields: ['logo'] },
      { legend: 'Listing', fields: ['is_featured', 'is_active', 'sort_order'] },
      { legend: 'Sectors', fields: ['sectors'] },
    ],
  }),
  'about-sections': defineCollection({
    name: 'about-sections',
    label: 'about section',
    title: 'About Sections',
    titleField: 'title',
    bodyField: 'content',
    descriptionField: 'content',
    // the spec's About Sections list: "content clamped to 3 lines"
    descriptionLines: 3,
    publicPath: '/about',
    listColumns: ['subtitle'],
    fields: {
      title: text('Title', { max: 120 }),
      subtitle: text('Subtitle', { max: 200 }),
      content: markdown('Content', { required: true }),
      image: image('Image'),
      image_alt: altText('Image'),
      sort_order: sortOrder(),
      is_active: isActive(),
    },
    groups: [
      { legend: 'Texts', fields: ['title', 'subtitle', 'content'] },
      { legend: 'Appearance', fields: ['image'] },
      { legend: 'Listing', fields: ['is_active', 'sort_order'] },
    ],
  }),
} as const

export type CollectionKey = keyof typeof collectionDefinitions
export const collectionKeys = Object.keys(collectionDefinitions) as CollectionKey[]

export function isCollectionKey(name: string): name is CollectionKey {
  return Object.hasOwn(collectionDefinitions, name)
}

/** The collection's fields whose Arabic version holds its own value. */
export function translatableFieldKeys(collection: CollectionKey): string[] {
  return translatableKeys(collectionDefinitions[collection].fields)
}

/** A collection field's label ("detailed_description" -> "Detailed description"). */
export function fieldLabel(collection: string, key: string): string {
  const def = isCollectionKey(collection) ? collectionDefinitions[collection] : undefined
  const f = def ? (def.fields as FieldSet)[key] : undefined
  if (f) return f.label
  const words = key.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
