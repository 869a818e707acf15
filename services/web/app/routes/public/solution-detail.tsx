import { breadcrumbJsonLd } from '../../json-ld'
import { loadSolutionDetail } from '../../solutions/solution-detail.server'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { recordSeoOf } from '../../seo-text'
import { solutionsListPath } from '../../site/navigation'
import { StatusPage } from '../../site/StatusPage'
import { SolutionDetail, solutionCrumbs } from '../../solutions/SolutionDetail'
import { Button } from '../../ui/Button'
import type { Route } from './+types/solution-detail'
import { localeFromPath, localeFromRequest } from '../../i18n/locale'
import { translate } from '../../i18n/messages'
import { useT } from '../../i18n/use-locale'
import { staticPage } from '../../hydration'

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadSolutionDetail(context, params.slug, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const solution = loaderData?.solution
  const site = siteUrlsFrom(matches)
  if (!solution) {
    return seoMeta(
      {
        title: translate(localeFromPath(location.pathname), 'solution.notFound'),
        path: location.pathname,
        noIndex: true,
      },
      site,
    )
  }
  return seoMeta(
    {
      ...recordSeoOf('solutions', solution),
      keywords: [
        solution.title,
        solution.category,
        ...solution.features.slice(0, 5),
        'Falcon Gridworks',
      ]
        .map((k) => k.trim())
        .filter(Boolean),
      path: location.pathname,
      image: solution.image,
      type: 'article',
      jsonLd: [
        breadcrumbJsonLd(
          solutionCrumbs(solution.title, localeFromPath(location.pathname)),
          location.pathname,
          site,
        ),
      ],
    },
    site,
  )
}

export default function SolutionDetailRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  if (!loaderData.solution) {
    return (
      <StatusPage
        code={t('notFound.code')}
        icon="grid-3x3"
        title={t('solution.notFound')}
        message={t('solution.notFoundMessage')}
        actions={
          <Button to={solutionsListPath} iconEnd="arrow-right">
            {t('button.viewAllSolutions')}
          </Button>
        }
      />
    )
  }
  return <SolutionDetail solution={loaderData.solution} />
}
