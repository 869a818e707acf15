import { breadcrumbJsonLd } from '../../json-ld'
import { loadSolutionDetail } from '../../solutions/solution-detail.server'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { solutionsListPath } from '../../site/navigation'
import { StatusPage } from '../../site/StatusPage'
import { SolutionDetail, solutionCrumbs } from '../../solutions/SolutionDetail'
import { Button } from '../../ui/Button'
import type { Route } from './+types/solution-detail'
import { localeFromPath, localeFromRequest } from '../../i18n/locale'
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
    return seoMeta({ title: 'Solution Not Found', path: location.pathname, noIndex: true }, site)
  }
  return seoMeta(
    {
      title: solution.title,
      description: solution.description,
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
  if (!loaderData.solution) {
    return (
      <StatusPage
        code="Error 404"
        icon="grid-3x3"
        title="Solution Not Found"
        message="The solution you are looking for does not exist or is no longer offered."
        actions={
          <Button to={solutionsListPath} iconEnd="arrow-right">
            View All Solutions
          </Button>
        }
      />
    )
  }
  return <SolutionDetail solution={loaderData.solution} />
}
