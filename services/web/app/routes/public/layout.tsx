import { Outlet, isRouteErrorResponse } from 'react-router'
import { errorOrLoaderHeaders } from '../../site/content-read.server'
import { loadPublicLayout } from '../../site/public-layout.server'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { RouteError } from '../../site/RouteError'
import { SiteShell } from '../../site/SiteShell'
import type { Route } from './+types/layout'
import { localeFromPath, localeFromRequest } from '../../i18n/locale'
import { translate } from '../../i18n/messages'
import { usePublicLayoutData } from '../../site/use-public-layout'

/** Navigation titles, contact details and the company JSON-LD (lenient: see the module). */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadPublicLayout(context, localeFromRequest(request))
}

/** A page's thrown 503 carries Retry-After and no-store: pass them on to the browser. */
export const headers: Route.HeadersFunction = errorOrLoaderHeaders

/** The head of an error page (the pages' own meta describes them otherwise). */
export const meta: Route.MetaFunction = ({ error, location, matches }) => {
  if (!error) return []
  const status = isRouteErrorResponse(error) ? error.status : 500
  const locale = localeFromPath(location.pathname)
  const title = translate(
    locale,
    status === 404 ? 'notFound.title' : status === 503 ? 'unavailable.title' : 'error.title',
  )
  return seoMeta({ title, path: location.pathname, noIndex: true }, siteUrlsFrom(matches))
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell menus={loaderData.menus} contact={loaderData.contact}>
      <Outlet />
    </SiteShell>
  )
}

/** Errors in public pages keep the header and footer around the error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = usePublicLayoutData()
  return (
    <SiteShell menus={data?.menus} contact={data?.contact}>
      <RouteError error={error} />
    </SiteShell>
  )
}
