/**
 * How a page view's fields become what is counted: the path (and whether the site serves it), the
 * referrer's host, the campaign. Pure functions: the store and its tests share them.
 */
// `/fr/x` -> `/x`: the page a translated path is the translation of
import { withoutLanguage } from '@site/contract'

/**
 * The key of the "other" row in daily_pages and daily_dimensions: the empty string, which no
 * counted path (always starts with /), referrer host (has a dot) or campaign (two tabs) can be.
 */
export const OTHER = ''

/** The path counted: no query or fragment, no trailing slash but the root's, lower case. */
export function countedPath(raw: string): string {
  const cut = (raw.split(/[?#]/, 1)[0] ?? '/').toLowerCase()
  const trimmed = cut.length > 1 ? cut.replace(/\/+$/, '') : cut
  return trimmed === '' ? '/' : trimmed
}

/** The counted path when the site serves it (`publicPaths` has no language), else OTHER. */
export function servedPath(raw: string, publicPaths: ReadonlySet<string>): string {
  const pagePath = countedPath(raw)
  return publicPaths.has(withoutLanguage(pagePath)) ? pagePath : OTHER
}

/** A referrer's host (lower case, no www.), from a URL or a bare host; null: none or unreadable. */
export function referrerHost(referrer: string | undefined): string | null {
  const text = referrer?.trim()
  if (!text) return null
  let host: string
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname
  } catch {
    return null
  }
  host = host.toLowerCase().replace(/^www\./, '')
  return host.includes('.') || host === 'localhost' ? host : null
}

/** The campaign's key (source, medium, campaign, tab-separated), or null for an untagged view. */
export function campaignKey(view: {
  utm_source?: string | undefined
  utm_medium?: string | undefined
  utm_campaign?: string | undefined
}): string | null {
  if (!view.utm_source && !view.utm_medium && !view.utm_campaign) return null
  // the schema refuses control characters, tab included: a tab here only separates
  return [view.utm_source, view.utm_medium, view.utm_campaign]
    .map((v) => v?.trim() ?? '')
    .join('\t')
}

/** `/solutions/<slug>` or `/fr/products/<slug>` (any language): the collection and slug, or null. */
export function catalogueEntry(
  pagePath: string,
): { kind: 'solutions' | 'products'; slug: string } | null {
  const match = /^\/(solutions|products)\/([^/]+)$/.exec(withoutLanguage(pagePath))
  if (!match?.[1] || !match[2]) return null
  return { kind: match[1] as 'solutions' | 'products', slug: match[2] }
}
