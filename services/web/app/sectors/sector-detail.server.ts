import { data, type AppLoadContext } from 'react-router'
import type { Locale } from '../i18n/locale'
import { collectionReads } from '../site/collection-read.server'
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
  const read = collectionReads(context, locale)
  const [sector, products, clients, partners] = await Promise.all([
    read.get('sectors', slug),
    read.list('products'),
    read.list('clients'),
    // in the page's language: the partner a product embeds is its stored English
    read.list('partners'),
  ])
  if (!sector) return data({ sector: null, caseStudies: null }, { status: 404 })
  return { sector, caseStudies: sectorCaseStudies(sector.slug, products, clients, partners) }
}
