import type { Client, Partner, Product } from '@site/contract'
import { missingOf } from '../i18n/bidi'
import { productCard, type ProductCardData } from '../products/products-page'

/** A client as a sector's case studies name it (`missing`: i18n/bidi.tsx). */
export type CaseStudyClient = Pick<Client, 'slug' | 'name' | 'industry' | 'description'> & {
  missing: string[]
}

/** What a sector's "View Case Studies" leads to: the products and clients that name the sector. */
export interface SectorCaseStudies {
  products: ProductCardData[]
  clients: CaseStudyClient[]
}

const names = (sectors: unknown, slug: string) => Array.isArray(sectors) && sectors.includes(slug)

/** The active products and clients whose `sectors` name this sector, in their list order. */
export function sectorCaseStudies(
  slug: string,
  products: Product[],
  clients: Client[],
  partners: readonly Partner[] = [],
): SectorCaseStudies {
  return {
    products: products.filter((p) => names(p.sectors, slug)).map(productCard(partners)),
    clients: clients
      .filter((c) => names(c.sectors, slug))
      .map((c) => ({
        slug: c.slug,
        name: c.name,
        industry: c.industry,
        description: c.description,
        missing: missingOf(c),
      })),
  }
}

export const hasCaseStudies = (c: SectorCaseStudies) =>
  c.products.length > 0 || c.clients.length > 0
