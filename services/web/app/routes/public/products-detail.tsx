import { localeFromRequest } from '../../i18n/locale'
import { breadcrumbJsonLd, productJsonLd } from '../../json-ld'
import { loadProductDetail } from '../../products/product-detail.server'
import { ProductDetail, productCrumbs, productsListPath } from '../../products/ProductDetail'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { StatusPage } from '../../site/StatusPage'
import { Button } from '../../ui/Button'
import type { Route } from './+types/products-detail'
import { staticPage } from '../../hydration'

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadProductDetail(context, params.slug, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const product = loaderData?.product
  const site = siteUrlsFrom(matches)
  if (!product) {
    return seoMeta({ title: 'Product Not Found', path: location.pathname, noIndex: true }, site)
  }
  const brand = product.partner_details?.name
  return seoMeta(
    {
      title: product.title,
      description: product.summary,
      keywords: [
        product.title,
        product.category,
        brand ?? '',
        ...product.specifications.slice(0, 3).map((s) => s.name),
        'Falcon Gridworks',
      ]
        .map((k) => k.trim())
        .filter(Boolean),
      path: location.pathname,
      image: product.image,
      jsonLd: [
        productJsonLd(
          {
            name: product.title,
            description: product.summary,
            path: location.pathname,
            image: product.image || undefined,
            category: product.category || undefined,
            brand,
            sku: product.slug,
          },
          site,
        ),
        breadcrumbJsonLd(productCrumbs(product.title), location.pathname, site),
      ],
    },
    site,
  )
}

export default function ProductDetailRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.product) {
    return (
      <StatusPage
        code="Error 404"
        icon="cpu"
        title="Product Not Found"
        message="The product you are looking for does not exist or is no longer offered."
        actions={
          <Button to={productsListPath} iconEnd="arrow-right">
            View All Products
          </Button>
        }
      />
    )
  }
  return <ProductDetail product={loaderData.product} />
}
