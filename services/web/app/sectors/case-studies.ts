import type { Client, Product } from '@site/content-api/schemas'
import { productCard, type ProductCardData } from '../products/products-page'

/** A client as a sector's case studies name it. */
export type CaseStudyClient = Pick<Client, 'slug' | 'name' | 'industry' | 'description'>

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
): SectorCaseStudies {
  return {
    products: products.filter((p) => names(p.sectors, slug)).map(productCard),
    clients: clients
      .filter((c) => names(c.sectors, slug))
      .map(({ slug: clientSlug, name, industry, description }) => ({
        slug: clientSlug,
        name,
        industry,
        description,
      })),
  }
}

export const hasCaseStudies = (c: SectorCaseStudies) =>
  c.products.length > 0 || c.clients.length > 0
