import { data, type AppLoadContext } from 'react-router'
import type { Client } from '@site/contract'
import type { Locale } from '../i18n/locale'
import { readPublic } from '../site/content-read.server'
import { sectorCaseStudies } from './case-studies'

/**
 * /sectors/{slug}: the sector with its case studies (the products and clients that name it), or
 * 'Sector Not Found' with a real 404. content-api down is a 503, never a "not found".
 */
export async function loadSectorDetail(
  context: AppLoadContext,
  slug: string,
  locale: Locale = 'en',
) {
  const api = context.contentApi(undefined, locale)
  const [sector, products, clients, partners] = await Promise.all([
    readPublic(`sector ${slug}`, () => api.getSector(slug)),
    readPublic('products', () => api.listProducts()),
    // the client types collection records loosely; clients have ClientInput's fields
    readPublic('clients', () => api.records('clients').list() as unknown as Promise<Client[]>),
    // in the page's language: the partner a product embeds is its stored English
    readPublic('partners', () => api.listPartners()),
  ])
  if (!sector) return data({ sector: null, caseStudies: null }, { status: 404 })
  return { sector, caseStudies: sectorCaseStudies(sector.slug, products, clients, partners) }
}
