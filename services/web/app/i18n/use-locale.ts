import { useCallback } from 'react'
import { useLocation } from 'react-router'
import { type Locale, localeFromPath, localizePath } from './locale'
import { type CountKey, type MessageKey, translate, translateCount } from './messages'

/** The language of the page being shown (from its URL). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname)
}

/** `const t = useT(); t('nav.home')` — the catalogue in the page's language. */
export function useT() {
  const locale = useLocale()
  return useCallback(
    (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values),
    [locale],
  )
}

/** `const count = useCount(); count('count.products', 10)` — "10 products" by the language's rules. */
export function useCount() {
  const locale = useLocale()
  return useCallback((key: CountKey, n: number) => translateCount(locale, key, n), [locale])
}

/** `const to = useLocalizedPath(); to('/solutions')` — internal links that keep the page's language. */
export function useLocalizedPath() {
  const locale = useLocale()
  return useCallback((path: string) => localizePath(path, locale), [locale])
}
