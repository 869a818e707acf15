import { Outlet, isRouteErrorResponse, useRouteLoaderData } from 'react-router'
import { loadCompanyContact } from '../../site/company-contact.server'
import { errorOrLoaderHeaders } from '../../site/content-read.server'
import { readOr } from '../../log.server'
import { organizationFromContact } from '../../site/organization'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { RouteError } from '../../site/RouteError'
import { SiteShell } from '../../site/SiteShell'
import type { Route } from './+types/layout'

/**
 * Solution titles for the header dropdown and footer, and the company's contact details; slugs
 * stand in for titles and contact lines are left out if content-api is down (the page's own
 * loader then answers 503, and this layout's boundary shows it with the site chrome).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = context.contentApi()
  const [solutions, contact] = await Promise.all([
    readOr('solutions (navigation)', () => api.listSolutions(), []),
    loadCompanyContact(context),
  ])
  const solutionTitles: Record<string, string> = {}
  for (const s of solutions) solutionTitles[s.slug] = s.title
  return { solutionTitles, contact, organization: organizationFromContact(contact, context.config) }
}

/** A page's thrown 503 carries Retry-After and no-store: pass them on to the browser. */
export const headers: Route.HeadersFunction = errorOrLoaderHeaders

/** The head of an error page (the pages' own meta describes them otherwise). */
export const meta: Route.MetaFunction = ({ error, location, matches }) => {
  if (!error) return []
  const status = isRouteErrorResponse(error) ? error.status : 500
  const title =
    status === 404
      ? 'Page not found'
      : status === 503
        ? 'Temporarily unavailable'
        : 'Something went wrong'
  return seoMeta({ title, path: location.pathname, noIndex: true }, siteUrlsFrom(matches))
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
