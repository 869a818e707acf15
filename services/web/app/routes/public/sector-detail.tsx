import { localeFromPath, localeFromRequest } from '../../i18n/locale'
import { translate } from '../../i18n/messages'
import { useT } from '../../i18n/use-locale'
import { breadcrumbJsonLd } from '../../json-ld'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { recordSeoOf } from '../../seo-text'
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
    return seoMeta(
      {
        title: translate(localeFromPath(location.pathname), 'sector.notFound'),
        path: location.pathname,
        noIndex: true,
      },
      site,
    )
  }
  return seoMeta(
    {
      ...recordSeoOf('sectors', sector),
      keywords: [`${sector.title} sector`, ...sector.solutions.slice(0, 4), 'Falcon Gridworks']
        .map((k) => k.trim())
        .filter(Boolean),
      path: location.pathname,
      image: sector.image,
      type: 'article',
      jsonLd: [
        breadcrumbJsonLd(
          sectorCrumbs(sector.title, localeFromPath(location.pathname)),
          location.pathname,
          site,
        ),
      ],
    },
    site,
  )
}

export default function SectorDetailRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  if (!loaderData.sector) {
    return (
      <StatusPage
        code={t('notFound.code')}
        icon="building"
        title={t('sector.notFound')}
        message={t('sector.notFoundMessage')}
        actions={
          <Button to={sectorsListPath} iconEnd="arrow-right">
            {t('sector.viewAll')}
          </Button>
        }
      />
    )
  }
  return <SectorDetail sector={loaderData.sector} caseStudies={loaderData.caseStudies} />
}
