import {
  defaultLanguage,
  isLanguageCode,
  isUntranslated,
  languageOf,
  type LanguageCode,
  type TranslationLanguage,
} from '@site/contract'

/**
 * The language an admin editor edits: English, or one translation of the same record, page or
 * settings (`?lang=fr` on the editor's URL, so the switch is a plain link and a failed save comes
 * back to the same language). Any language of the list (content-api's schemas/languages.ts).
 */
export type EditLanguage = LanguageCode

export function editLanguageOf(url: string | URL): EditLanguage {
  const lang = new URL(url).searchParams.get('lang')
  return isLanguageCode(lang) ? lang : defaultLanguage
}

/** `?lang=fr` for a translation, nothing for English: an editor's address in a language. */
export const langQuery = (lang: EditLanguage): string =>
  lang === defaultLanguage ? '' : `lang=${lang}`

/** A record's values that a form in `lang` edits: the record itself, or its stored translation. */
export function valuesIn(
  record: Record<string, unknown>,
  lang: EditLanguage,
): Record<string, unknown> {
  if (lang === defaultLanguage) return record
  const translated = record[lang]
  return typeof translated === 'object' && translated !== null
    ? (translated as Record<string, unknown>)
    : {}
}

/**
 * The translatable fields with English but no translation, by label (what the switch lists).
 * `fields`: key -> { label, translatable }; `english` and `translated`: values by key.
 */
export function missingTranslations(
  fields: Record<string, { label: string; translatable: boolean }>,
  english: Record<string, unknown>,
  translated: Record<string, unknown>,
): string[] {
  return Object.entries(fields).flatMap(([key, field]) =>
    field.translatable && !isUntranslated(english[key]) && isUntranslated(translated[key])
      ? [field.label]
      : [],
  )
}

/** Whether an editor edits a translation (not the default language's text). */
export const isTranslation = (lang: EditLanguage): lang is TranslationLanguage =>
  lang !== defaultLanguage

/**
 * The language and direction attributes of content in a language, English's too: the admin
 * around it may be in another language and direction (each user's admin language), and the text
 * being edited keeps its own.
 */
export const langAttributes = (lang: EditLanguage | undefined) =>
  lang ? { lang, dir: languageOf(lang).dir } : {}
