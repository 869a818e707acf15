import type { MetaDescriptor } from 'react-router'
import type { JsonLd } from './json-ld'
import { canonicalUrl, shareImageUrl, type SiteOrigins } from './site-urls'
import { SHARE_IMAGE_SIZE, languageList, languageOf } from '@site/contract'
import { defaultLocale, type Locale, localeFromPath, localizePath } from './i18n/locale'
import { translate } from './i18n/messages'

export const defaultKeywords = [
  'energy systems',
  'IT infrastructure',
  'industrial automation',
  'battery energy storage',
  'smart cities',
  'Dubai',
  'UAE',
  'MENA',
  'Africa',
]

/**
 * The image social cards use when a page has none of its own (legal pages, errors): the brand
 * photo of the seed content. A page with an image of its own passes it in PageSeo.image.
 */
export const defaultShareImage = 'media/home-hero.jpg'

export interface SiteUrls extends SiteOrigins {
  /** the company's Organization JSON-LD (json-ld.ts), added to every page that has it */
  organization?: JsonLd | null
}

export interface PageSeo {
  title: string
  description?: string
  keywords?: readonly string[]
  /** the page path, e.g. /solutions/energy-systems (query and hash are dropped) */
  path: string
  /** a "media/<file>" reference for social sharing */
  image?: string
  type?: 'website' | 'article'
  /** pages that should stay out of search results (e.g. 404): no canonical link either */
  noIndex?: boolean
  /** structured data of this page (breadcrumbs, product), see json-ld.ts */
  jsonLd?: readonly JsonLd[]
}

/**
 * "Energy Systems" -> "Energy Systems | Falcon Gridworks" (the brand as the page's language
 * writes it: catalogue site.name); the brand alone stays as it is.
 */
export function fullTitle(title: string, locale: Locale = defaultLocale): string {
  const siteName = translate(locale, 'site.name')
  const trimmed = title.trim()
  if (!trimmed || trimmed === siteName) return siteName
  return trimmed.includes(siteName) ? trimmed : `${trimmed} | ${siteName}`
}

/**
 * Every public page's meta tags (title, description, keywords, social-sharing tags, robots
 * index/follow and a canonical link).
 */
export function seoMeta(seo: PageSeo, site: SiteUrls): MetaDescriptor[] {
  const locale = localeFromPath(seo.path)
  const title = fullTitle(seo.title, locale)
  const description = (seo.description ?? '').trim() || translate(locale, 'site.description')
  const url = canonicalUrl(site.siteUrl, seo.path)
  const image = shareImageUrl(site, seo.image || defaultShareImage)
  const keywords = (seo.keywords?.length ? seo.keywords : defaultKeywords).join(', ')

  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: keywords },
    { name: 'robots', content: seo.noIndex ? 'noindex,follow' : 'index,follow' },
    { property: 'og:site_name', content: translate(locale, 'site.name') },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: seo.type ?? 'website' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ]
  // A page that is not to be indexed (a 404) names no canonical URL: there is none.
  if (!seo.noIndex) {
    tags.push(
      { property: 'og:url', content: url },
      { tagName: 'link', rel: 'canonical', href: url },
      ...languageAlternates(site.siteUrl, seo.path),
    )
  }
  tags.push({ property: 'og:locale', content: languageOf(locale).ogLocale })
  if (image) {
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(SHARE_IMAGE_SIZE.width) },
      { property: 'og:image:height', content: String(SHARE_IMAGE_SIZE.height) },
      { property: 'og:image:alt', content: title },
      { name: 'twitter:image', content: image },
    )
  }
  for (const item of [site.organization, ...(seo.jsonLd ?? [])]) {
    if (item) tags.push({ 'script:ld+json': item })
  }
  return tags
}

/**
 * The page in each language of the list for search engines: one hreflang per language and
 * x-default (the default language), each canonical in its own language (the canonical link of
 * /fr/x is /fr/x).
 */
export function languageAlternates(siteUrl: string, path: string): MetaDescriptor[] {
  const clean = (path.split(/[?#]/, 1)[0] ?? '/') || '/'
  const href = (code: Locale) => canonicalUrl(siteUrl, localizePath(clean, code))
  return [
    ...languageList.map((language): MetaDescriptor => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language.hreflang,
      href: href(language.code),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: href(defaultLocale) },
  ]
}

interface MatchLike {
  id: string
  loaderData?: unknown
}

/**
 * The site URLs from the root loader's data, as meta() functions see it in `matches`, and the
 * company's Organization JSON-LD from the first loader that provides one (the public layout, the
 * 404 route).
 */
export function siteUrlsFrom(matches: ReadonlyArray<MatchLike | undefined>): SiteUrls {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as Partial<SiteUrls> | undefined
  const site: SiteUrls = {
    siteUrl: root?.siteUrl ?? '',
    publicMediaUrl: root?.publicMediaUrl ?? '',
  }
  for (const match of matches) {
    const data = match?.loaderData as { organization?: unknown } | null | undefined
    if (data && typeof data === 'object' && data.organization) {
      site.organization = data.organization as JsonLd
      break
    }
  }
  return site
}
