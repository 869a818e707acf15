/**
 * Structured data (schema.org JSON-LD) for search engines, in one place: the company on every
 * public page, breadcrumbs on detail pages, products on product pages. Each helper returns a plain
 * object; `seoMeta` (seo.ts) renders them as <script type="application/ld+json"> through React
 * Router's meta (which escapes them for inline use).
 */
import { canonicalUrl, shareImageUrl, type SiteOrigins } from './site-urls'

export type JsonLd = Record<string, unknown>

/** What the company JSON-LD says, from company settings (see site/company-contact.ts). */
export interface OrganizationFacts {
  name: string
  description: string
  address: string
  phone: string
  email: string
  /** profiles elsewhere (LinkedIn) */
  sameAs: string[]
  /** the office's position (the contact map's), when known */
  geo?: { latitude: number; longitude: number } | null
}

const nonEmpty = (value: string) => value.trim() !== ''

/** Drops keys whose value is '', undefined or an empty list, so the output only states facts. */
function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  )
}

/** Organization + LocalBusiness (a Dubai office visitors can call or visit). */
export function organizationJsonLd(facts: OrganizationFacts, site: SiteOrigins): JsonLd {
  const url = canonicalUrl(site.siteUrl, '/')
  return compact({
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${url}#organization`,
    name: facts.name,
    url,
    logo: canonicalUrl(site.siteUrl, '/favicon.svg'),
    image: canonicalUrl(site.siteUrl, '/favicon.svg'),
    description: facts.description,
    telephone: facts.phone,
    email: facts.email,
    address: nonEmpty(facts.address)
      ? { '@type': 'PostalAddress', streetAddress: facts.address }
      : undefined,
    sameAs: facts.sameAs.filter(nonEmpty),
    geo: facts.geo ? { '@type': 'GeoCoordinates', ...facts.geo } : undefined,
  })
}

export interface BreadcrumbStep {
  label: string
  /** a site path; the last step (the current page) may leave it out */
  to?: string
}

/**
 * BreadcrumbList for a detail page: Home > List > Page. `currentPath` names the last step when it
 * has no link of its own (as the visible breadcrumb renders it).
 */
export function breadcrumbJsonLd(
  steps: readonly BreadcrumbStep[],
  currentPath: string,
  site: SiteOrigins,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: canonicalUrl(site.siteUrl, step.to ?? currentPath),
    })),
  }
}

export interface ProductFacts {
  name: string
  description: string
  /** the product page's path, e.g. /products/corvane-rx500-rtu */
  path: string
  /** a "media/<file>" reference */
  image?: string
  category?: string
  /** the maker (the partner's name) */
  brand?: string
  /** the product's slug, a stable identifier */
  sku?: string
}

/** Product (product detail pages). No offer: prices are quoted, not listed. */
export function productJsonLd(product: ProductFacts, site: SiteOrigins): JsonLd {
  const url = canonicalUrl(site.siteUrl, product.path)
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    url,
    image: shareImageUrl(site, product.image) ?? undefined,
    category: product.category,
    sku: product.sku,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    manufacturer: product.brand ? { '@type': 'Organization', name: product.brand } : undefined,
  })
}
