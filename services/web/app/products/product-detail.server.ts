import { data, type AppLoadContext } from 'react-router'
import type { Locale } from '../i18n/locale'
import { readPublic } from '../site/content-read.server'
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
  const api = context.contentApi(undefined, locale)
  const [product, partners] = await Promise.all([
    readPublic(`product ${slug}`, () => api.getProduct(slug)),
    // in the page's language, with its English fallbacks: the embedded partner is stored English
    readPublic('partners', () => api.listPartners()),
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
