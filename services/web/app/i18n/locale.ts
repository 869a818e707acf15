/**
 * The site's languages and the one place that reads the language from a URL.
 * English lives at /x, Arabic at /ar/x; slugs are shared between languages.
 */
export const locales = ['en', 'ar'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** The path segment of the non-default language. */
export const arabicPrefix = '/ar'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The writing direction of a language. */
export function dirOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/** "/ar", "/ar/" and "/ar/..." are Arabic; everything else ("/arabica" too) is English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === arabicPrefix || pathname.startsWith(`${arabicPrefix}/`) ? 'ar' : 'en'
}

/** The language of a request (loaders): from its URL. */
export function localeFromRequest(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname)
}

/** "/ar/solutions/x" -> "/solutions/x"; "/ar" -> "/"; English paths stay as they are. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'en') return pathname || '/'
  const rest = pathname.slice(arabicPrefix.length)
  return rest === '' ? '/' : rest
}

/**
 * An internal link in a language: "/solutions" -> "/ar/solutions" for Arabic. Paths already in a
 * language are moved to the asked one; query and hash are kept; external links are left alone.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  const cut = path.search(/[?#]/)
  const pathname = cut === -1 ? path : path.slice(0, cut)
  const tail = cut === -1 ? '' : path.slice(cut)
  const bare = stripLocale(pathname)
  if (locale === 'en') return `${bare}${tail}`
  return `${bare === '/' ? arabicPrefix : `${arabicPrefix}${bare}`}${tail}`
}

/** The same page in the other language (the language switch). */
export function alternatePath(pathname: string): string {
  return localizePath(pathname, localeFromPath(pathname) === 'ar' ? 'en' : 'ar')
}
