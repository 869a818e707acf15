import { data, type AppLoadContext } from 'react-router'
import type { Locale } from '../i18n/locale'
import { readPublic } from '../site/content-read.server'

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
  const product = await readPublic(`product ${slug}`, () => api.getProduct(slug))
  if (!product) return data({ product: null }, { status: 404 })
  return { product }
}
