/**
 * The site's languages: one entry each, and everything that differs by language follows from it
 * (content-api's `?lang=` and content overlays, web's routes, hreflang, sitemap, language switch,
 * the admin's language tabs and translation status, number and date formats). The first entry is
 * the default and source language: its pages live at /x, its text is what the others translate,
 * and a field not translated yet shows in it. Every other language lives at /<code>/x and keeps
 * its text in each content file under its code (`ar:`, `fr:`).
 *
 * A language also needs its catalogue of interface words (web/app/i18n/messages.ts: a missing one
 * is a type error) and, to be complete, its text in the content files; docs/architecture.md
 * "How to add a language" lists the steps.
 */

export interface LanguageDefinition {
  /**
   * ISO 639-1 code, lower case: the URL prefix (/fr/x), the content overlay key (`fr:`), the
   * `?lang=` value and `<html lang>`.
   */
  readonly code: string
  /** its name in English: how the admin names it ("Company name (French)") */
  readonly name: string
  /** its name in itself: how the language switch offers it */
  readonly endonym: string
  readonly dir: 'ltr' | 'rtl'
  /** BCP 47 tag for Intl: numbers, dates, plural rules */
  readonly locale: string
  /** the `hreflang` of its pages' alternate links and sitemap entries */
  readonly hreflang: string
  /** the Open Graph locale of its pages (`og:locale`, language_TERRITORY) */
  readonly ogLocale: string
  /** how its pages write a date and a number (Intl options, with `locale`) */
  readonly formats: {
    readonly date: Intl.DateTimeFormatOptions
    readonly number: Intl.NumberFormatOptions
  }
  /**
   * The web font its script needs (self-hosted, loaded after the page: web/app/i18n/LanguageFont);
   * none: the system fonts, as English.
   */
  readonly font?: 'noto-sans-arabic'
  /**
   * ISO 15924 script its text alone is written in (Unicode's `\p{Script=...}` name), for telling
   * free text apart by language (search files an inbox message under it); none: a script shared
   * with other languages (Latin), so the default language's.
   */
  readonly script?: 'Arabic'
  /**
   * The admin has a catalogue of its words in this language (web/app/admin/i18n: a language
   * marked here without one is a type error), so each user may pick it for the admin on My Account.
   */
  readonly admin?: true
}

export const languageList = [
  {
    code: 'en',
    name: 'English',
    endonym: 'English',
    dir: 'ltr',
    locale: 'en-GB',
    hreflang: 'en',
    ogLocale: 'en_GB',
    formats: { date: { day: 'numeric', month: 'long', year: 'numeric' }, number: {} },
    admin: true,
  },
  {
    code: 'ar',
    name: 'Arabic',
    endonym: 'العربية',
    dir: 'rtl',
    // Western digits, as the Arabic text and the Gulf's business usage write them
    locale: 'ar-AE-u-nu-latn',
    hreflang: 'ar',
    ogLocale: 'ar_AE',
    formats: { date: { day: 'numeric', month: 'long', year: 'numeric' }, number: {} },
    font: 'noto-sans-arabic',
    script: 'Arabic',
    admin: true,
  },
  {
    code: 'fr',
    name: 'French',
    endonym: 'Français',
    dir: 'ltr',
    // French as written in France, the CLDR reference that francophone Africa's business usage
    // follows too (narrow no-break space between thousands, decimal comma)
    locale: 'fr-FR',
    hreflang: 'fr',
    ogLocale: 'fr_FR',
    formats: { date: { day: 'numeric', month: 'long', year: 'numeric' }, number: {} },
  },
] as const satisfies readonly [LanguageDefinition, ...LanguageDefinition[]]

/**
 * What code reads of a language list: its codes, its default, the translated ones and the
 * lookups. Derived here once; tests derive it from a list with a test language added (the proof
 * that one entry is all a language needs in code).
 */
export function languageSet<const L extends readonly [LanguageDefinition, ...LanguageDefinition[]]>(
  list: L,
) {
  type Code = L[number]['code']
  type Default = L[0]['code']
  const codes = list.map((l) => l.code) as Code[]
  const defaultCode: Default = list[0].code
  const isCode = (value: unknown): value is Code =>
    typeof value === 'string' && (codes as readonly string[]).includes(value)
  return {
    languageList: list as L,
    languageCodes: codes as readonly Code[],
    defaultLanguage: defaultCode,
    translationLanguages: codes.filter(
      (code): code is Exclude<Code, Default> => code !== defaultCode,
    ) as readonly Exclude<Code, Default>[],
    isLanguageCode: isCode,
    isTranslationLanguage: (value: unknown): value is Exclude<Code, Default> =>
      isCode(value) && value !== defaultCode,
    /**
     * The language of a path: "/fr", "/fr/" and "/fr/..." are French; everything else ("/french"
     * too) is the default language's.
     */
    languageOfPath: (pathname: string): Code => {
      const first = pathname.split('/', 2)[1] ?? ''
      return isCode(first) && first !== defaultCode ? first : defaultCode
    },
    /** "/fr/solutions/x" -> "/solutions/x"; "/fr" -> "/"; the default language's paths as they are. */
    withoutLanguage: (pathname: string): string => {
      const first = pathname.split('/', 2)[1] ?? ''
      if (!isCode(first) || first === defaultCode) return pathname || '/'
      return pathname.slice(first.length + 1) || '/'
    },
    /** A language's entry (a code of the list always has one). */
    languageOf: (code: Code): LanguageDefinition => {
      const found = list.find((l) => l.code === code)
      if (!found) throw new Error(`"${code}" is not in the language list (schemas/languages.ts)`)
      return found
    },
  }
}

export const {
  languageOfPath,
  withoutLanguage,
  languageCodes,
  defaultLanguage,
  translationLanguages,
  isLanguageCode,
  isTranslationLanguage,
  languageOf,
} = languageSet(languageList)

/** Each language's name in English, by code: how the admin names them. */
export const languageNames = Object.fromEntries(
  languageList.map((l) => [l.code, l.name]),
) as Record<LanguageCode, string>

/** A field's label in a translation language: "Company name (French)". */
export const translationLabel = (label: string, code: LanguageCode): string =>
  `${label} (${languageOf(code).name})`

/** A language's code: 'en' | 'ar' | 'fr'. */
export type LanguageCode = (typeof languageList)[number]['code']
/** The source language: what every other language translates, and what shows when they do not. */
export type DefaultLanguage = (typeof languageList)[0]['code']
/** A language whose text is a translation, kept under its code in each content file. */
export type TranslationLanguage = Exclude<LanguageCode, DefaultLanguage>

/** Values without the translation objects that hold nothing. */
export function withoutEmptyLanguages<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) =>
        !isTranslationLanguage(key) ||
        (typeof value === 'object' && value !== null && Object.keys(value).length > 0),
    ),
  ) as T
}

/** A language the admin's interface can be shown in: one marked `admin` in the list. */
export type AdminLanguageCode = Extract<(typeof languageList)[number], { admin: true }>['code']

/** The admin's languages, in the list's order (the first is the default language). */
export const adminLanguages = languageList.filter(
  (l): l is Extract<(typeof languageList)[number], { admin: true }> => 'admin' in l && l.admin,
)
export const adminLanguageCodes = adminLanguages.map((l) => l.code)

/** The admin's interface language of a user who has not picked one: the default language's. */
export const defaultAdminLanguage: AdminLanguageCode = defaultLanguage
