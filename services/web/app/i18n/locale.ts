import {
  defaultLanguage,
  isLanguageCode,
  languageCodes,
  languageOf,
  languageOfPath,
  type LanguageCode,
  withoutLanguage,
} from '@site/contract'

/**
 * The site's languages (content-api's language list, schemas/languages.ts) and the one place
 * that reads the language from a URL. The default language lives at /x, every other one at
 * /<code>/x; slugs are shared between languages.
 */
export const locales = languageCodes
export type Locale = LanguageCode
export const defaultLocale: Locale = defaultLanguage

export function isLocale(value: unknown): value is Locale {
  return isLanguageCode(value)
}

/** The writing direction of a language (its list entry's). */
export function dirOf(locale: Locale): 'ltr' | 'rtl' {
  return languageOf(locale).dir
}

/** "/fr", "/fr/" and "/fr/..." are French; everything else ("/french" too) is English. */
export function localeFromPath(pathname: string): Locale {
  return languageOfPath(pathname)
}

/** The language of a request (loaders): from its URL. */
export function localeFromRequest(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname)
}

/** "/fr/solutions/x" -> "/solutions/x"; "/fr" -> "/"; English paths stay as they are. */
export function stripLocale(pathname: string): string {
  return withoutLanguage(pathname)
}

/**
 * An internal link in a language: "/solutions" -> "/fr/solutions" for French. Paths already in a
 * language are moved to the asked one; query and hash are kept; external links are left alone.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  const cut = path.search(/[?#]/)
  const pathname = cut === -1 ? path : path.slice(0, cut)
  const tail = cut === -1 ? '' : path.slice(cut)
  const bare = stripLocale(pathname)
  if (locale === defaultLocale) return `${bare}${tail}`
  return `${bare === '/' ? `/${locale}` : `/${locale}${bare}`}${tail}`
}
