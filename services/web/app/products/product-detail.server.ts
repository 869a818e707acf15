import { data, type AppLoadContext } from 'react-router'
import type { Locale } from '../i18n/locale'
import { collectionReads } from '../site/collection-read.server'
import { partnerCard } from './products-page'

/**
 * /products/{slug}: the product, or 'Product Not Found' with a real 404. content-api down is a 503,
 * never a "not found" (search engines would drop the page).
 */
export async function loadProductDetail(
  context: AppLoadContext,
  slug: string,
  locale: Locale = 'en',
) {
  const read = collectionReads(context, locale)
  const [product, partners] = await Promise.all([
    read.get('products', slug),
    // in the page's language, with its English fallbacks: the embedded partner is stored English
    read.list('partners'),
  ])
  if (!product) return data({ product: null }, { status: 404 })
  const partner = partners.find((p) => p.slug === product.partner)
  return {
    product: {
      ...product,
      partner_details:
        product.partner_details && partner
          ? { ...product.partner_details, ...partnerCard(partner) }
          : product.partner_details,
    },
  }
}
