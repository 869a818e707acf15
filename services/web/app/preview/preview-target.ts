import { defaultLanguage, isLanguageCode } from '@site/contract'
import {
  collectionDefinitions,
  isCollectionKey,
  pageKeys,
  pagePublicPaths,
  recordShownAt,
  type CollectionKey,
  type PageKey,
} from '@site/contract'
import { localizePath, type Locale } from '../i18n/locale'

/**
 * What `/preview/<target>` shows: the real public page a draft changes. A draft's target is
 * `<collection>/<slug>`, `pages/<page>` or `settings/company` (the draft branch `drafts/<target>`);
 * this module names the page each one is shown on and the editor it comes from.
 */
export type PreviewTarget =
  | { kind: 'record'; collection: CollectionKey; slug: string }
  | { kind: 'page'; page: PageKey }
  | { kind: 'settings' }

/** The address prefix of every preview. */
export const PREVIEW_PREFIX = '/preview/'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The target named by `<collection>/<slug>`, `pages/<page>` or `settings/company`; else null. */
export function parsePreviewTarget(target: string): PreviewTarget | null {
  const parts = target.split('/')
  if (parts.length !== 2) return null
  const [first = '', second = ''] = parts
  if (first === 'settings') return second === 'company' ? { kind: 'settings' } : null
  if (first === 'pages') {
    return (pageKeys as readonly string[]).includes(second)
      ? { kind: 'page', page: second as PageKey }
      : null
  }
  if (isCollectionKey(first) && SLUG.test(second)) {
    return { kind: 'record', collection: first, slug: second }
  }
  return null
}

/** The target as content-api names it (the part after `drafts/`). */
export function targetName(target: PreviewTarget): string {
  switch (target.kind) {
    case 'record':
      return `${target.collection}/${target.slug}`
    case 'page':
      return `pages/${target.page}`
    case 'settings':
      return 'settings/company'
  }
}

/**
 * The public path a draft changes, in English: a record's own page (or the page its collection
 * is shown on), a page's address, and Home for the company settings (its contact details and
 * JSON-LD show on every page). Null for a record of a collection the site shows nowhere.
 */
export function publicPathOf(target: PreviewTarget): string | null {
  switch (target.kind) {
    case 'record':
      return recordShownAt(collectionDefinitions[target.collection], target.slug)
    case 'page':
      return pagePublicPaths[target.page]
    case 'settings':
      return '/'
  }
}

/** The admin editor the draft is edited in (the preview bar's way back for signed-in users). */
export function editorPathOf(target: PreviewTarget): string {
  switch (target.kind) {
    case 'record':
      return `/admin/${target.collection}/${target.slug}`
    case 'page':
      return `/admin/${target.page}-contents`
    case 'settings':
      return '/admin/our-info'
  }
}

/** A preview request, read from `/preview/<target>?lang=ar&token=…&live=…`. */
export interface PreviewRequest {
  target: PreviewTarget
  /** the target as content-api names it */
  name: string
  locale: Locale
  /** the public page rendered in its place, in the asked language ('/ar/products/x') */
  publicPath: string
  /** a share link's token */
  token?: string
  /** a live preview's id */
  live?: string
}

/**
 * The preview a request asks for, or null when it names none: not under /preview/, an unknown
 * target, a record shown on no page, or a language the site does not have. Only the first of
 * each parameter counts; empty ones are absent.
 */
export function previewRequestOf(pathname: string, search: string): PreviewRequest | null {
  if (!pathname.startsWith(PREVIEW_PREFIX)) return null
  let rest: string
  try {
    rest = decodeURIComponent(pathname.slice(PREVIEW_PREFIX.length))
  } catch {
    return null
  }
  const target = parsePreviewTarget(rest.replace(/\/$/, ''))
  if (!target) return null
  const path = publicPathOf(target)
  if (path === null) return null
  const query = new URLSearchParams(search)
  const lang = query.get('lang') || defaultLanguage
  if (!isLanguageCode(lang)) return null
  const token = query.get('token') || undefined
  const live = query.get('live') || undefined
  return {
    target,
    name: targetName(target),
    locale: lang,
    publicPath: localizePath(path, lang),
    ...(token ? { token } : {}),
    ...(live ? { live } : {}),
  }
}
