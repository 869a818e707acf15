import { data } from 'react-router'
import { log } from '../../log.server'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { solutionsListPath } from '../../site/navigation'
import { StatusPage } from '../../site/StatusPage'
import { SolutionDetail } from '../../solutions/SolutionDetail'
import { Button } from '../../ui/Button'
import type { Route } from './+types/solution-detail'

export async function loader({ params, context }: Route.LoaderArgs) {
  let solution
  try {
    solution = await context.contentApi().getSolution(params.slug)
  } catch (error) {
    // content-api down or failing: not a "not found" (search engines would drop the page), but a
    // temporary error page with the site chrome (layout ErrorBoundary).
    log.warn('content_read_failed', { what: `solution ${params.slug}`, error })
    throw data(null, { status: 503 })
  }
  // Unknown slug: the 'Solution Not Found' state, with a real 404 status.
  if (!solution) return data({ solution: null }, { status: 404 })
  return { solution }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const solution = loaderData?.solution
  if (!solution) {
    return seoMeta(
      { title: 'Solution Not Found', path: location.pathname, noIndex: true },
      siteUrlsFrom(matches),
    )
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
    },
    siteUrlsFrom(matches),
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
          // TODO(later issue): the /solutions list page; until then the home page's grid.
          <Button to={solutionsListPath} iconEnd="arrow-right">
            View All Solutions
          </Button>
        }
      />
    )
  }
  return <SolutionDetail solution={loaderData.solution} />
}
