import type { PageContent, Partner, Product } from '@site/contract'
import { buildListHero, type CounterField, type ListHeroContent } from '../site/list-hero'
import { catalogueCounts } from '../site/catalogue-counts'
import { missingOf } from '../i18n/bidi'
import type { Locale } from '../i18n/locale'
import { translate, type MessageKey } from '../i18n/messages'
import { ctaOf, type CtaContent, type Intro, introOf, pageField } from '../site/page-sections'
import type { IconName } from '../ui/Icon'

/** The three fixed product categories, in this order, each with its own section. */
export const productCategories = [
  {
    name: 'Software Platforms',
    slug: 'software-platforms',
    icon: 'monitor',
    description:
      'Energy management, SCADA and analytics software, deployed in the region’s cloud or on your premises.',
  },
  {
    name: 'Hardware Systems',
    slug: 'hardware-systems',
    icon: 'cpu',
    description:
      'Power conversion, storage, control and data centre equipment built for heat, dust and remote sites.',
  },
  {
    name: 'Connectivity Solutions',
    slug: 'connectivity-solutions',
    icon: 'wifi',
    description:
      'Industrial networking, private LTE and gateways that keep field assets connected.',
  },
] as const satisfies ReadonlyArray<{
  name: string
  slug: string
  icon: IconName
  description: string
}>

/** Products whose category is none of the three are still listed, under this heading. */
const otherCategory = {
  name: 'Other Products',
  slug: 'other-products',
  icon: 'grid-3x3',
  description: 'More equipment and software we supply and support.',
} as const

/**
 * What a product card needs (only this travels to the browser), with the fields that fell back
 * to English (`missing`, i18n/bidi.tsx).
 */
export type ProductCardData = Pick<
  Product,
  'slug' | 'title' | 'summary' | 'image' | 'category' | 'price_range'
> & { partnerName: string; missing: string[] }

export interface ProductCategory {
  name: string
  slug: string
  icon: IconName
  description: string
  products: ProductCardData[]
}

/** A partner as the strategic-partners section shows it (`missing`: i18n/bidi.tsx). */
export type PartnerCardData = Pick<
  Partner,
  'slug' | 'name' | 'logo' | 'logo_alt' | 'description' | 'website'
> & { missing?: string[] }

export interface ProductsPageContent {
  hero: ListHeroContent
  /** null when no active partner is strategic: the section is not shown at all */
  strategic: (Intro & { partners: PartnerCardData[] }) | null
  /** every active partner, for the partnerships section's logo row */
  partners: PartnerCardData[]
  innovation: Intro & { image: string }
  categories: ProductCategory[]
  productCount: number
  cta: CtaContent
}

export const productsHeroCounters = [
  { key: 'products', label: 'list.counter.products' },
  { key: 'partners', label: 'list.counter.partners' },
  { key: 'categories', label: 'list.counter.categories' },
  { key: 'countries', label: 'list.counter.countries' },
] as const satisfies readonly CounterField[]

export const partnerCard = (p: Partner): PartnerCardData => ({
  slug: p.slug,
  name: p.name,
  logo: p.logo,
  logo_alt: p.logo_alt,
  description: p.description,
  website: p.website,
  missing: missingOf(p),
})

/**
 * A product as its card shows it (the products page, a sector's case studies). The partner's
 * name comes from the partners read in the page's language when given: the partner embedded in
 * a product is its stored English.
 */
export const productCard =
  (partners: readonly Partner[] = []) =>
  (p: Product): ProductCardData => ({
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    image: p.image,
    category: p.category,
    price_range: p.price_range,
    partnerName:
      partners.find((partner) => partner.slug === p.partner)?.name ?? p.partner_details?.name ?? '',
    missing: missingOf(p),
  })

/** The /products page from its page content, the active products and partners (by key). */
export function buildProductsPage(
  page: PageContent,
  products: Product[],
  partners: Partner[],
  locale: Locale = 'en',
): ProductsPageContent {
  const t = (key: MessageKey) => translate(locale, key)
  // the heading and text in the page's language; products are grouped by the stored English name
  const shown = <C extends { slug: string; name: string; description: string }>(c: C): C => ({
    ...c,
    name: t(`products.category.${c.slug}` as MessageKey),
    description: t(`products.category.${c.slug}.description` as MessageKey),
  })
  const strategic = partners.filter((p) => p.is_strategic)
  const known = new Set<string>(productCategories.map((c) => c.name.toLowerCase()))
  const inCategory = (name: string) =>
    products.filter((p) => p.category.trim().toLowerCase() === name.toLowerCase())
  const others = products.filter((p) => !known.has(p.category.trim().toLowerCase()))
  const categories: ProductCategory[] = productCategories.map((c) => ({
    ...shown(c),
    products: inCategory(c.name).map(productCard(partners)),
  }))
  if (others.length > 0)
    categories.push({ ...shown(otherCategory), products: others.map(productCard(partners)) })
  return {
    hero: buildListHero(
      page,
      productsHeroCounters,
      'products.title',
      locale,
      catalogueCounts('products', { products, partners }),
    ),
    strategic:
      strategic.length > 0
        ? {
            ...introOf(page, 'partners', t('products.strategicTitle')),
            partners: strategic.map(partnerCard),
          }
        : null,
    partners: partners.map(partnerCard),
    innovation: {
      ...introOf(page, 'innovation', t('products.innovationTitle')),
      image: pageField(page, 'innovation', 'image'),
    },
    categories,
    productCount: products.length,
    cta: ctaOf(page, t('products.ctaTitle'), locale),
  }
}

/** A product's category as the page's language names it (unknown categories as stored). */
export function categoryName(category: string, locale: Locale = 'en'): string {
  const name = category.trim().toLowerCase()
  const known = productCategories.find((c) => c.name.toLowerCase() === name)
  return known ? translate(locale, `products.category.${known.slug}`) : category
}

/** The icon of a product's category (a product without one of the three gets the grid). */
export function categoryIcon(category: string): IconName {
  const name = category.trim().toLowerCase()
  return productCategories.find((c) => c.name.toLowerCase() === name)?.icon ?? otherCategory.icon
}
