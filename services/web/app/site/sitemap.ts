import {
  collectionDefinitions,
  collectionKeys,
  collectionPages,
  languageList,
  pageKeys,
  pagePublicPaths,
  recordPagePath,
  settingsPagePaths,
  siteSearchPath,
  type LastModified,
  type SitemapData,
} from '@site/contract'
import { canonicalUrl } from '../site-urls'
import { defaultLocale, type Locale, localizePath } from '../i18n/locale'

/** One <url> of the sitemap. */
export interface SitemapUrl {
  path: string
  lastmod: LastModified
}

/** The newest of some dates (ISO strings compare as instants only once parsed). */
function newest(dates: LastModified[]): LastModified {
  let best: { date: string; time: number } | null = null
  for (const date of dates) {
    if (!date) continue
    const time = Date.parse(date)
    if (Number.isFinite(time) && (!best || time > best.time)) best = { date, time }
  }
  return best?.date ?? null
}

/**
 * Pages of the site that are not for search engines, kept out of the sitemap: the visitors'
 * search (its pages say noindex as well).
 */
export const notInSitemap: readonly string[] = [siteSearchPath]

/**
 * Every public page and record, from the registries: each page of the page registry and each
 * list page of a collection whose records have their own page, changed when its page content or
 * any record shown on it did (collectionPages), or, for the pages showing company settings
 * (contact; the legal pages), when the settings did; and each record's own page (recordPagePath).
 */
export function sitemapUrls(data: SitemapData): SitemapUrl[] {
  const recordsOf = (collection: string) => data.collections[collection] ?? []
  const collections = collectionKeys.map((key) => ({ key, def: collectionDefinitions[key] }))
  const contentOf = new Map<string, LastModified>(
    pageKeys.map((page) => [pagePublicPaths[page], data.pages[page]]),
  )
  const listPaths = collections
    .filter(({ def }) => def.publicPath?.includes(':slug'))
    .map(({ def }) => collectionPages(def)[0] ?? '/')
  const showsSettings = (path: string) => (settingsPagePaths as readonly string[]).includes(path)
  const lists = [...new Set([...contentOf.keys(), ...listPaths])].map((path) => {
    const shownHere = collections.filter(({ def }) => collectionPages(def).includes(path))
    const recordDates = shownHere.flatMap(({ key }) => recordsOf(key).map((r) => r.lastmod))
    const settingsDate = showsSettings(path) ? [data.settings] : []
    return { path, lastmod: newest([contentOf.get(path) ?? null, ...recordDates, ...settingsDate]) }
  })
  // the pages of settings alone (the legal pages, with a page file too, are listed above)
  const fromSettings = settingsPagePaths
    .filter((path) => !contentOf.has(path))
    .map((path) => ({ path, lastmod: data.settings }))
  const records = collections.flatMap(({ key, def }) =>
    recordsOf(key).flatMap((r) => {
      const path = recordPagePath(def, r.slug)
      return path === null ? [] : [{ path, lastmod: r.lastmod }]
    }),
  )
  return [...lists, ...fromSettings, ...records].filter((url) => !notInSitemap.includes(url.path))
}

/**
 * Every page in every language of the list: English at /x, then each other language at /<code>/x
 * (same last change).
 */
export function inEveryLanguage(urls: readonly SitemapUrl[]): SitemapUrl[] {
  return languageList.flatMap((language) =>
    urls.map((u) => ({ ...u, path: localizePath(u.path, language.code) })),
  )
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  )

/**
 * A page's alternates in the sitemap (Google's xhtml:link): the page in each language of the
 * list and x-default (the default language), as its hreflang links say (seo.ts).
 */
function alternateLinks(siteUrl: string, path: string): string {
  const link = (hreflang: string, code: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(canonicalUrl(siteUrl, localizePath(path, code)))}"/>`
  return [
    ...languageList.map((language) => link(language.hreflang, language.code)),
    link('x-default', defaultLocale),
  ].join('')
}

/** The sitemaps.org XML document, each page with its language alternates. */
export function sitemapXml(urls: readonly SitemapUrl[], siteUrl: string): string {
  const entries = urls.map((u) => {
    const lastmod = u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''
    const loc = `<loc>${escapeXml(canonicalUrl(siteUrl, u.path))}</loc>`
    return `  <url>${loc}${lastmod}${alternateLinks(siteUrl, u.path)}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything public may be crawled, the admin not; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    '',
    `Sitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
