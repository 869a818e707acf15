import type { AppLoadContext } from 'react-router'
import { pageSeoOf } from '../seo-text'
import type { Locale } from '../i18n/locale'
import { readPublic } from '../site/content-read.server'
import { collectionReads } from '../site/collection-read.server'
import { buildProductsPage } from './products-page'

/** /products: page content, products and partners; none is an empty state, content-api down a 503. */
export async function loadProductsPage(context: AppLoadContext, locale: Locale = 'en') {
  const api = context.contentApi(undefined, locale)
  const read = collectionReads(context, locale)
  const [page, products, partners] = await Promise.all([
    readPublic('products page content', () => api.getPage('products')),
    read.list('products'),
    read.list('partners'),
  ])
  return { ...buildProductsPage(page, products, partners, locale), seo: pageSeoOf(page) }
}
