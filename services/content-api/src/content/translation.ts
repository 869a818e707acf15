import { z } from 'zod'
import {
  type CollectionKey,
  type FieldSet,
  isUntranslated,
  translatableFieldKeys as registryTranslatableKeys,
  translationSchema,
} from '@site/contract'
import { SOURCE_KEY } from './translation-source.js'

/**
 * Arabic beside English in the same file: a record keeps its translated fields under a
 * top-level `ar` object, by field key (front matter `ar:` for Markdown records, including the
 * Markdown body field; `"ar"` in JSON). Slugs, images, numbers and flags are shared. Which fields
 * are translatable is the field registry's `translatable` mark (schemas/fields.ts).
 */

export const languages = ['en', 'ar'] as const
export type Language = (typeof languages)[number]
export const Language = z.enum(languages).default('en')

/** The translatable field keys of a collection, in declaration order (from the registry). */
export function translatableFieldKeys(collection: CollectionKey): readonly string[] {
  return registryTranslatableKeys(collection)
}

/**
 * A collection's input schema plus its optional `ar` object: the registry's Arabic of its fields
 * (translationSchema, the rule page sections and settings use too) and the translation stamps.
 */
export function withTranslations<T extends z.ZodObject>(schema: T, fields: FieldSet) {
  // which English each translation was made from (translation-source.ts; the server's)
  const stamps = z
    .record(z.string(), z.string().regex(/^[0-9a-f]{12}$/, 'Not a translation stamp'))
    .optional()
  const ar = translationSchema(fields, { extra: { [SOURCE_KEY]: stamps }, unknownKeys: 'strip' })
  return schema.extend({ ar: ar.optional() })
}

/** What a read in a language returns beside the record: translatable fields with no translation. */
export interface Localized {
  lang: Language
  missing: string[]
}

/**
 * A record in a language: for Arabic, each translatable field's Arabic value where present,
 * English otherwise, and `missing` naming the ones that fell back. English is returned as stored.
 * The `ar` object itself stays on the record (editors load it to edit).
 */
export function localize<T extends Record<string, unknown>>(
  collection: CollectionKey,
  record: T,
  lang: Language,
): T & Localized {
  return localizeFields(translatableFieldKeys(collection), record, lang)
}

/** localize() for any object with an `ar` map and known translatable keys (pages, settings). */
export function localizeFields<T extends Record<string, unknown>>(
  keys: readonly string[],
  record: T,
  lang: Language,
): T & Localized {
  if (lang === 'en') return { ...record, lang, missing: [] }
  const ar = (record.ar ?? {}) as Record<string, unknown>
  const out: Record<string, unknown> = { ...record }
  const missing: string[] = []
  for (const key of keys) {
    if (!isUntranslated(ar[key])) out[key] = ar[key]
    else if (!isUntranslated(record[key])) missing.push(key)
  }
  return { ...(out as T), lang, missing }
}

/** A record as it is written: no `ar` key when there is no translation (nor an empty `ar: {}`). */
export function withoutEmptyTranslation<T extends Record<string, unknown>>(data: T): T {
  if (data.ar !== undefined && !isBlankTranslation(data.ar)) return data
  const { ar: _ar, ...rest } = data
  return rest as T
}

const isBlankTranslation = (ar: unknown) =>
  typeof ar !== 'object' || ar === null || Object.keys(ar).length === 0
