import { loadNotFound } from '../site/not-found.server'
import { seoMeta, siteUrlsFrom } from '../seo'
import { NotFoundPage } from '../site/NotFoundPage'
import { SiteShell } from '../site/SiteShell'
import type { Route } from './+types/not-found'

/** Any path no other route claims: the 404 page with the site chrome. */
export function loader({ context }: Route.LoaderArgs) {
  return loadNotFound(context)
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seoMeta(
    {
      title: 'Page not found',
      description: 'The page you are looking for does not exist.',
      path: location.pathname,
      noIndex: true,
    },
    siteUrlsFrom(matches),
  )

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell contact={loaderData.contact}>
      <NotFoundPage />
    </SiteShell>
  )
}
