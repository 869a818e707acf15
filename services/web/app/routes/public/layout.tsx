import { Outlet, useRouteLoaderData } from 'react-router'
import { readOr } from '../../log.server'
import { RouteError } from '../../site/RouteError'
import { SiteShell } from '../../site/SiteShell'
import type { Route } from './+types/layout'

/** Solution titles for the header dropdown and footer; slugs stand in if content-api is down. */
export async function loader({ context }: Route.LoaderArgs) {
  const solutions = await readOr(
    'solutions (navigation)',
    () => context.contentApi().listSolutions(),
    [],
  )
  const solutionTitles: Record<string, string> = {}
  for (const s of solutions) solutionTitles[s.slug] = s.title
  return { solutionTitles }
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell solutionTitles={loaderData.solutionTitles}>
      <Outlet />
    </SiteShell>
  )
}

/** Errors in public pages keep the header and footer around the error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('routes/public/layout')
  return (
    <SiteShell solutionTitles={data?.solutionTitles}>
      <RouteError error={error} />
    </SiteShell>
  )
}
