import { isUntranslated } from '@site/contract'

/**
 * The language an admin editor edits: English, or the Arabic version of the same
 * record, page or settings (`?lang=ar` on the editor's URL, so the switch is a plain link and a
 * failed save comes back to the same language).
 */
export type EditLanguage = 'en' | 'ar'

export function editLanguageOf(url: string | URL): EditLanguage {
  return new URL(url).searchParams.get('lang') === 'ar' ? 'ar' : 'en'
}

/** A record's values that a form in `lang` edits: the record itself, or its stored Arabic. */
export function valuesIn(
  record: Record<string, unknown>,
  lang: EditLanguage,
): Record<string, unknown> {
  if (lang === 'en') return record
  const ar = record.ar
  return typeof ar === 'object' && ar !== null ? (ar as Record<string, unknown>) : {}
}

/**
 * The translatable fields with English but no Arabic, by label (what the switch lists).
 * `fields`: key -> { label, translatable }; `english` and `arabic`: values by key.
 */
export function missingTranslations(
  fields: Record<string, { label: string; translatable: boolean }>,
  english: Record<string, unknown>,
  arabic: Record<string, unknown>,
): string[] {
  return Object.entries(fields).flatMap(([key, field]) =>
    field.translatable && !isUntranslated(english[key]) && isUntranslated(arabic[key])
      ? [field.label]
      : [],
  )
}
