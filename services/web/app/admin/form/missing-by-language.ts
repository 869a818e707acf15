import { translationLanguages, type TranslationLanguage } from '@site/contract'

/** Per translation language, what is still untranslated (the language tabs mark it). */
export const missingByLanguage = (
  missingIn: (code: TranslationLanguage) => string[],
): Record<TranslationLanguage, string[]> =>
  Object.fromEntries(translationLanguages.map((code) => [code, missingIn(code)])) as Record<
    TranslationLanguage,
    string[]
  >
