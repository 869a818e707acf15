import { staticPage } from '../../hydration'
import { translate } from '../../i18n/messages'
import { localeFromPath, localeFromRequest } from '../../i18n/locale'
import { ProductCategories } from '../../products/ProductCategories'
import { productCategories } from '../../products/products-page'
import { loadProductsPage } from '../../products/products-page.server'
import { Partnerships, ProductInnovation, StrategicPartners } from '../../products/ProductsSections'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { PageCallToAction } from '../../site/PageCallToAction'
import { ListHero } from '../../site/ListHero'
import type { Route } from './+types/products'

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export function loader({ context, request }: Route.LoaderArgs) {
  return loadProductsPage(context, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    {
      title: loaderData?.seo.title || translate(localeFromPath(location.pathname), 'page.products'),
      description: loaderData?.seo.description || loaderData?.hero.description,
      keywords: [
        ...productCategories.map((c) => c.name.toLowerCase()),
        ...(loaderData?.strategic?.partners.map((p) => p.name) ?? []),
        'datasheets',
        'Dubai',
        'MENA',
        'Africa',
      ],
      path: location.pathname,
      image: loaderData?.hero.image || loaderData?.innovation.image,
    },
    siteUrlsFrom(matches),
  )

export default function Products({ loaderData }: Route.ComponentProps) {
  const { hero, strategic, partners, innovation, categories, cta } = loaderData
  return (
    <>
      <ListHero hero={hero} />
      {strategic ? <StrategicPartners strategic={strategic} /> : null}
      <Partnerships partners={partners} />
      <ProductInnovation innovation={innovation} />
      <ProductCategories categories={categories} />
      <PageCallToAction cta={cta} />
    </>
  )
}
