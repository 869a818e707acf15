import type { LastModified, SitemapData } from '@site/content-api/schemas'
import { canonicalUrl } from '../site-urls'
import { localizePath } from '../i18n/locale'

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
export const notInSitemap: readonly string[] = ['/search']

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
  return [...lists, ...records].filter((url) => !notInSitemap.includes(url.path))
}

/** Every page in both languages: English at /x, then Arabic at /ar/x (same last change). */
export function inBothLanguages(urls: readonly SitemapUrl[]): SitemapUrl[] {
  return [...urls, ...urls.map((u) => ({ ...u, path: localizePath(u.path, 'ar') }))]
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  )

/** The sitemaps.org XML document. */
export function sitemapXml(urls: readonly SitemapUrl[], siteUrl: string): string {
  const entries = urls.map((u) => {
    const lastmod = u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''
    return `  <url><loc>${escapeXml(canonicalUrl(siteUrl, u.path))}</loc>${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
