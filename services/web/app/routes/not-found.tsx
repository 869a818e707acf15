import { localeFromPath, localeFromRequest } from '../i18n/locale'
import { translate } from '../i18n/messages'
import { loadNotFound } from '../site/not-found.server'
import { seoMeta, siteUrlsFrom } from '../seo'
import { NotFoundPage } from '../site/NotFoundPage'
import { SiteShell } from '../site/SiteShell'
import type { Route } from './+types/not-found'

/** Any path no other route claims: the 404 page with the site chrome. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadNotFound(context, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seoMeta(
    {
      title: translate(localeFromPath(location.pathname), 'notFound.title'),
      description: translate(localeFromPath(location.pathname), 'notFound.message'),
      path: location.pathname,
      noIndex: true,
    },
    siteUrlsFrom(matches),
  )

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell menus={loaderData.menus} contact={loaderData.contact}>
      <NotFoundPage />
    </SiteShell>
  )
}
