import type { TranslationLanguage } from '@site/contract'

/**
 * The language the API named before languages were a list. A page field's `ar` and GET
 * `/company-settings`' `ar` still carry its text beside `translations` for one release
 * (docs/architecture.md "Deprecated"); this is the one place code names it, and goes with them.
 */
const DEPRECATED_LANGUAGE_FIELD = 'ar'

/** The deprecated copy of a translations object: `{ ar: {...} }` (nothing once it has no Arabic). */
export function deprecatedLanguageField<T>(
  translations: Partial<Record<TranslationLanguage, T>>,
): Partial<Record<TranslationLanguage, T>> {
  return Object.fromEntries(
    Object.entries(translations).filter(([code]) => code === DEPRECATED_LANGUAGE_FIELD),
  ) as Partial<Record<TranslationLanguage, T>>
}
