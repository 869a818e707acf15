import { data } from 'react-router'
import { loadCompanyContact } from '../site/company-contact.server'
import { seoMeta, siteUrlsFrom } from '../seo'
import { NotFoundPage } from '../site/NotFoundPage'
import { SiteShell } from '../site/SiteShell'
import type { Route } from './+types/not-found'

/*
 * Any path no other route claims. /about, /products, /sectors, /contact, /terms and /solutions are
 * linked from the navigation but built in later issues: until then they land here, on purpose.
 */
export async function loader({ context }: Route.LoaderArgs) {
  // A real 404 status, not a 200 page that says "not found".
  return data({ contact: await loadCompanyContact(context) }, { status: 404 })
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
