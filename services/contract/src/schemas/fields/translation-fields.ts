import { z } from 'zod'
import { type FieldSet } from './field-kinds.js'
import { fieldSchema } from './field-schema.js'
import { type PairValue } from './form.js'
import { type CollectionFields } from './collection-shape.js'

/**
 * The translated side of a field set (any translation language: schemas/languages.ts): which
 * fields translate, their form and their schema.
 */

export function translatableKeys(fields: FieldSet): string[] {
  return Object.entries(fields).flatMap(([key, f]) => (f.translatable ? [key] : []))
}

/**
 * The translation form of a field set: only its translatable fields, none required (blank
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
 * The zod schema of one language's translation (`ar`, `fr`) of a field set (a record, a page section, the settings):
 * its translatable fields, each by the English rules, every one optional; untranslated ones
 * dropped. `extra` adds keys kept beside the translations (a record's translation stamps); keys
 * beyond these are refused, or with `unknownKeys: 'strip'` dropped (records: a stray key in a
 * file's `ar` has always been ignored, not made the file invalid).
 */
export function translationSchema(
  fields: FieldSet,
  options: { extra?: Record<string, z.ZodType>; unknownKeys?: 'refuse' | 'strip' } = {},
) {
  const shape: Record<string, z.ZodType> = {}
  for (const [key, field] of Object.entries(translationFieldSet(fields))) {
    shape[key] = z.preprocess((v) => (isUntranslated(v) ? undefined : v), fieldSchema(field))
  }
  Object.assign(shape, options.extra)
  const object = options.unknownKeys === 'strip' ? z.object(shape) : z.strictObject(shape)
  return object.transform(withoutUntranslated)
}

/** A collection's editor in a translation language: its translatable fields, in their groups (empty groups go). */
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
