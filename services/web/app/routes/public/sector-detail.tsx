import { localeFromRequest } from '../../i18n/locale'
import { breadcrumbJsonLd } from '../../json-ld'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { loadSectorDetail } from '../../sectors/sector-detail.server'
import { SectorDetail, sectorCrumbs, sectorsListPath } from '../../sectors/SectorDetail'
import { StatusPage } from '../../site/StatusPage'
import { Button } from '../../ui/Button'
import type { Route } from './+types/sector-detail'
import { staticPage } from '../../hydration'

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadSectorDetail(context, params.slug, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const sector = loaderData?.sector
  const site = siteUrlsFrom(matches)
  if (!sector) {
    return seoMeta({ title: 'Sector Not Found', path: location.pathname, noIndex: true }, site)
  }
  return seoMeta(
    {
      title: sector.title,
      description: sector.description,
      keywords: [`${sector.title} sector`, ...sector.solutions.slice(0, 4), 'Falcon Gridworks']
        .map((k) => k.trim())
        .filter(Boolean),
      path: location.pathname,
      image: sector.image,
      type: 'article',
      jsonLd: [breadcrumbJsonLd(sectorCrumbs(sector.title), location.pathname, site)],
    },
    site,
  )
}

export default function SectorDetailRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.sector) {
    return (
      <StatusPage
        code="Error 404"
        icon="building"
        title="Sector Not Found"
        message="The sector you are looking for does not exist or is no longer listed."
        actions={
          <Button to={sectorsListPath} iconEnd="arrow-right">
            View All Sectors
          </Button>
        }
      />
    )
  }
  return <SectorDetail sector={loaderData.sector} />
}
