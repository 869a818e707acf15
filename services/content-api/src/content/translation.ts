import { z } from 'zod'
import {
  type CollectionKey,
  type FieldSet,
  isUntranslated,
  translatableFieldKeys as registryTranslatableKeys,
  translationSchema,
} from '@site/contract'
import {
  defaultLanguage,
  languageCodes,
  type LanguageCode,
  translationLanguages,
} from '@site/contract'
import { SOURCE_KEY } from './translation-source.js'

/**
 * Each translation beside English in the same file: a record keeps its translated fields under a
 * top-level object named by the language's code (schemas/languages.ts), by field key (front
 * matter `<code>:` for Markdown records, including the Markdown body field; `"<code>"` in JSON). Slugs, images, numbers and flags are shared. Which fields are translatable is the field
 * registry's `translatable` mark (schemas/fields.ts).
 */

export const languages = languageCodes
export type Language = LanguageCode
export const Language = z
  .enum(languageCodes as [LanguageCode, ...LanguageCode[]])
  .default(defaultLanguage)

/** The translatable field keys of a collection, in declaration order (from the registry). */
export function translatableFieldKeys(collection: CollectionKey): readonly string[] {
  return registryTranslatableKeys(collection)
}

/**
 * A collection's input schema plus an optional object per translation language (`ar`, `fr`): the
 * registry's translation of its fields (translationSchema, the rule page sections and settings
 * use too) and the translation stamps.
 */
export function withTranslations<T extends z.ZodObject>(schema: T, fields: FieldSet) {
  // which English each translation was made from (translation-source.ts; the server's)
  const stamps = z
    .record(z.string(), z.string().regex(/^[0-9a-f]{12}$/, 'Not a translation stamp'))
    .optional()
  const overlay = translationSchema(fields, {
    extra: { [SOURCE_KEY]: stamps },
    unknownKeys: 'strip',
  }).optional()
  return schema.extend(Object.fromEntries(translationLanguages.map((code) => [code, overlay])))
}

/** What a read in a language returns beside the record: translatable fields with no translation. */
export interface Localized {
  lang: Language
  missing: string[]
}

/**
 * A record in a language: for a translation, each translatable field's translated value where
 * present, English otherwise, and `missing` naming the ones that fell back. English is returned
 * as stored. The language objects (`ar`, `fr`) stay on the record (editors load them to edit).
 */
export function localize<T extends Record<string, unknown>>(
  collection: CollectionKey,
  record: T,
  lang: Language,
): T & Localized {
  return localizeFields(translatableFieldKeys(collection), record, lang)
}

/** localize() for any object with language maps and known translatable keys (pages, settings). */
export function localizeFields<T extends Record<string, unknown>>(
  keys: readonly string[],
  record: T,
  lang: Language,
): T & Localized {
  if (lang === defaultLanguage) return { ...record, lang, missing: [] }
  const translated = (record[lang] ?? {}) as Record<string, unknown>
  const out: Record<string, unknown> = { ...record }
  const missing: string[] = []
  for (const key of keys) {
    if (!isUntranslated(translated[key])) out[key] = translated[key]
    else if (!isUntranslated(record[key])) missing.push(key)
  }
  return { ...(out as T), lang, missing }
}

/**
 * A record as it is written: no language key when there is no translation in that language (nor
 * an empty `ar: {}`).
 */
export function withoutEmptyTranslation<T extends Record<string, unknown>>(data: T): T {
  const blank = translationLanguages.filter(
    (code) => code in data && isBlankTranslation(data[code]),
  )
  if (blank.length === 0) return data
  const out: Record<string, unknown> = { ...data }
  for (const code of blank) delete out[code]
  return out as T
}

const isBlankTranslation = (overlay: unknown) =>
  typeof overlay !== 'object' || overlay === null || Object.keys(overlay).length === 0

/**
 * A record's translation objects alone (`{ ar: {...}, fr: {...} }`): what a save that does not
 * send a language (an English-only form, a form in one other language) keeps as stored.
 */
export function storedTranslations(record: Record<string, unknown> | null | undefined) {
  const out: Record<string, unknown> = {}
  for (const code of translationLanguages) {
    if (record?.[code] !== undefined) out[code] = record[code]
  }
  return out
}
