import { Outlet, useRouteLoaderData } from 'react-router'
import { loadCompanyContact } from '../../site/company-contact.server'
import { readOr } from '../../log.server'
import { RouteError } from '../../site/RouteError'
import { SiteShell } from '../../site/SiteShell'
import type { Route } from './+types/layout'

/**
 * Solution titles for the header dropdown and footer, and the company's contact details; slugs
 * stand in for titles and contact lines are left out if content-api is down.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = context.contentApi()
  const [solutions, contact] = await Promise.all([
    readOr('solutions (navigation)', () => api.listSolutions(), []),
    loadCompanyContact(context),
  ])
  const solutionTitles: Record<string, string> = {}
  for (const s of solutions) solutionTitles[s.slug] = s.title
  return { solutionTitles, contact }
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell solutionTitles={loaderData.solutionTitles} contact={loaderData.contact}>
      <Outlet />
    </SiteShell>
  )
}

/** Errors in public pages keep the header and footer around the error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('routes/public/layout')
  return (
    <SiteShell solutionTitles={data?.solutionTitles} contact={data?.contact}>
      <RouteError error={error} />
    </SiteShell>
  )
}
