import { localeFromPath, localeFromRequest } from '../../i18n/locale'
import { translate } from '../../i18n/messages'
import { useT } from '../../i18n/use-locale'
import { breadcrumbJsonLd, productJsonLd } from '../../json-ld'
import { loadProductDetail } from '../../products/product-detail.server'
import { ProductDetail, productCrumbs, productsListPath } from '../../products/ProductDetail'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { recordSeoOf } from '../../seo-text'
import { StatusPage } from '../../site/StatusPage'
import { Button } from '../../ui/Button'
import type { Route } from './+types/product-detail'
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
    return seoMeta(
      {
        title: translate(localeFromPath(location.pathname), 'product.notFound'),
        path: location.pathname,
        noIndex: true,
      },
      site,
    )
  }
  const brand = product.partner_details?.name
  return seoMeta(
    {
      ...recordSeoOf('products', product),
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
        breadcrumbJsonLd(
          productCrumbs(product.title, localeFromPath(location.pathname)),
          location.pathname,
          site,
        ),
      ],
    },
    site,
  )
}

export default function ProductDetailRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  if (!loaderData.product) {
    return (
      <StatusPage
        code={t('notFound.code')}
        icon="cpu"
        title={t('product.notFound')}
        message={t('product.notFoundMessage')}
        actions={
          <Button to={productsListPath} iconEnd="arrow-right">
            {t('product.viewAll')}
          </Button>
        }
      />
    )
  }
  return <ProductDetail product={loaderData.product} />
}
