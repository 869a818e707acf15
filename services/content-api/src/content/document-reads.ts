import { z } from 'zod'
import { validationError } from '@site/platform'
import {
  Version,
  defaultLanguage,
  fieldErrorsOf,
  translatablePageKeys,
  translationLanguages,
  type FieldErrors,
  type PageKey,
} from '@site/contract'
import type { Fields } from './merge.js'

/**
 * A page or the settings as a read returns them (GET /<page>-content, GET /company-settings),
 * sent back as a save: the same leaves a save's `values` name ("hero.title", "fr.hero.title",
 * "address"). What only the read adds (labels, kinds, `missing`, ...) is ignored; any other key
 * is refused by name, and so is a read in another language (its values hold that language's text).
 */

const VersionOrNone = z.union([z.literal(''), Version]).default('')

/**
 * One optional entry per translation language: a read's `translations` ({ ar, fr }), and the
 * deprecated copy of one language's text under its own code (`ar`, docs/architecture.md).
 */
const byTranslationLanguage = <T extends z.ZodType>(value: T) =>
  Object.fromEntries(translationLanguages.map((code) => [code, value.optional()])) as Record<
    string,
    z.ZodOptional<T>
  >

/** What a read answers beside the values, which a save of it ignores. */
const readOnly = {
  lang: z.string().optional(),
  missing: z.array(z.string()).optional(),
  merged_fields: z.array(z.string()).optional(),
}

const PageRead = z.strictObject({
  version: VersionOrNone,
  page: z.string().optional(),
  ...readOnly,
  sections: z.array(
    z.strictObject({
      key: z.string(),
      label: z.string().optional(),
      fields: z.array(
        z.strictObject({
          key: z.string(),
          value: z.unknown(),
          translations: z.strictObject(byTranslationLanguage(z.string())).optional(),
          ...byTranslationLanguage(z.string()),
          label: z.string().optional(),
          kind: z.string().optional(),
          translatable: z.boolean().optional(),
        }),
      ),
    }),
  ),
})

const SettingsRead = z.strictObject({
  version: VersionOrNone,
  ...readOnly,
  settings: z.array(z.strictObject({ key: z.string(), value: z.unknown() })),
  translations: z.strictObject(byTranslationLanguage(z.record(z.string(), z.unknown()))).optional(),
  ...byTranslationLanguage(z.record(z.string(), z.unknown())),
})

/** A language's text as a read carries it: under `translations`, or its deprecated own key. */
function translationIn(
  read: { translations?: Record<string, unknown> } & Record<string, unknown>,
  code: string,
): unknown {
  return read.translations?.[code] ?? read[code]
}

/** Whether a save's body is a page read (it has `sections`) rather than `{ version, values }`. */
export const isPageRead = (body: unknown): boolean => hasKey(body, 'sections')
/** Whether a save's body is a settings read (it has `settings`) rather than `{ version, values }`. */
export const isSettingsRead = (body: unknown): boolean => hasKey(body, 'settings')

const hasKey = (body: unknown, key: string) =>
  typeof body === 'object' && body !== null && Object.hasOwn(body, key)

/**
 * A page read as the version it was read at and its leaves: each field's value, and each
 * translation of every translatable field ('' for none, as the read shows it); a translation sent
 * for a field that has none is kept for the save to refuse by name.
 */
export function pageReadChanges(
  page: PageKey,
  body: unknown,
): { version: string; changes: Fields } {
  const read = parsed(PageRead, body)
  const translatable = new Set(translatablePageKeys(page))
  const changes: Fields = {}
  for (const section of read.sections) {
    for (const field of section.fields) {
      const key = `${section.key}.${field.key}`
      changes[key] = field.value
      for (const code of translationLanguages) {
        const text = translationIn(field, code) ?? ''
        if (translatable.has(key) || text !== '') changes[`${code}.${key}`] = text
      }
    }
  }
  return { version: read.version, changes }
}

/** A settings read as the version it was read at and its leaves ("address", "fr.address"). */
export function settingsReadChanges(body: unknown): { version: string; changes: Fields } {
  const read = parsed(SettingsRead, body)
  const changes: Fields = {}
  for (const { key, value } of read.settings) changes[key] = value
  for (const code of translationLanguages) {
    const texts = (translationIn(read, code) ?? {}) as Record<string, unknown>
    for (const [key, value] of Object.entries(texts)) changes[`${code}.${key}`] = value
  }
  return { version: read.version, changes }
}

/** The read, or 400 naming each key it should not have (by its path) and each bad value. */
function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body)
  if (!result.success) {
    const { issues } = result.error
    const unknown: FieldErrors = {}
    for (const issue of issues) {
      if (issue.code !== 'unrecognized_keys') continue
      for (const key of issue.keys) unknown[[...issue.path, key].join('.')] = 'Not part of a read'
    }
    const other = issues.filter((issue) => issue.code !== 'unrecognized_keys')
    throw validationError({ ...fieldErrorsOf(new z.ZodError(other)), ...unknown })
  }
  const lang = (result.data as { lang?: string }).lang
  if (lang !== undefined && lang !== defaultLanguage) {
    throw validationError({
      lang: 'A read in another language holds its text in the values: write back a read without ?lang',
    })
  }
  return result.data
}
