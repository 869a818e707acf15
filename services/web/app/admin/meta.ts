import type { MetaDescriptor } from 'react-router'
import { adminI18n, adminLanguageOf, type AdminI18n } from './i18n/admin-i18n'
import type { AdminLayoutData } from './shell/admin-layout-data'

/** The route matches meta receives: only what finding the admin layout's data needs of them. */
export type MetaMatches = ReadonlyArray<{ id: string; data?: unknown } | undefined>

/**
 * The admin language of the page a meta function describes. Meta has no context or hook, but it
 * sees the loader data of every matched route: the admin layout's carries the signed-in user and
 * so their choice on My Account. Outside the layout (sign-in, password pages) the default language.
 */
export function metaI18n(matches: MetaMatches): AdminI18n {
  const layout = matches.find((match) => match?.id === 'routes/admin/layout')
  const data = layout?.data as AdminLayoutData | undefined
  return adminI18n(adminLanguageOf(data?.user))
}

/**
 * Head tags of every admin page. React Router replaces (does not merge) a parent route's meta, so
 * each admin route returns these itself: a title in the user's admin language and robots noindex
 * (the admin is never indexed; the layout also sends X-Robots-Tag for the same reason).
 */
export function adminMeta(
  matches: MetaMatches,
  title: (i18n: AdminI18n) => string,
): MetaDescriptor[] {
  const i18n = metaI18n(matches)
  return [
    { title: `${title(i18n)} · ${i18n.t('shell.admin')}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

/** HTTP headers of admin documents: never indexed, never kept by a shared cache (they are per user). */
export const adminDocumentHeaders = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'private, no-store',
}
