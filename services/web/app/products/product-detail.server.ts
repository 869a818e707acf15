import { data, type AppLoadContext } from 'react-router'
import { readPublic } from '../site/content-read.server'

/**
 * /products/{slug}: the product, or 'Product Not Found' with a real 404. content-api down is a 503,
 * never a "not found" (search engines would drop the page).
 */
export async function loadProductDetail(context: AppLoadContext, slug: string) {
  const product = await readPublic(`product ${slug}`, () => context.contentApi().getProduct(slug))
  if (!product) return data({ product: null }, { status: 404 })
  return { product }
}
