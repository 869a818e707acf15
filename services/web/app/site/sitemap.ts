import { languageList, type LastModified, type SitemapData } from '@site/content-api/schemas'
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

/** Collections that have a public detail page, and where it lives. */
const detailCollections = ['solutions', 'products', 'sectors'] as const

/**
 * Every public page and record. A list page changed when its page content or any of its records
 * did; pages made from company settings (contact, terms, privacy) when the settings did.
 */
export function sitemapUrls(data: SitemapData): SitemapUrl[] {
  const dates = (collection: string) => (data.collections[collection] ?? []).map((r) => r.lastmod)
  const lists: SitemapUrl[] = [
    { path: '/', lastmod: newest([data.pages.home, ...dates('solutions')]) },
    { path: '/about', lastmod: newest([data.pages.about, ...dates('about-sections')]) },
    { path: '/solutions', lastmod: newest([data.pages.solutions, ...dates('solutions')]) },
    {
      path: '/products',
      lastmod: newest([data.pages.products, ...dates('products'), ...dates('partners')]),
    },
    { path: '/sectors', lastmod: newest([data.pages.sectors, ...dates('sectors')]) },
    { path: '/contact', lastmod: data.settings },
    { path: '/terms', lastmod: data.settings },
    { path: '/privacy-policy.html', lastmod: data.settings },
  ]
  const records = detailCollections.flatMap((collection) =>
    (data.collections[collection] ?? []).map((r) => ({
      path: `/${collection}/${r.slug}`,
      lastmod: r.lastmod,
    })),
  )
  return [...lists, ...records]
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
