import { data } from 'react-router'
import { loadCompanyContact } from '../site/company-contact.server'
import { organizationFromContact } from '../site/organization'
import { seoMeta, siteUrlsFrom } from '../seo'
import { NotFoundPage } from '../site/NotFoundPage'
import { SiteShell } from '../site/SiteShell'
import type { Route } from './+types/not-found'

/** Any path no other route claims: the 404 page with the site chrome. */
export async function loader({ context }: Route.LoaderArgs) {
  // A real 404 status, not a 200 page that says "not found".
  const contact = await loadCompanyContact(context)
  return data(
    { contact, organization: organizationFromContact(contact, context.config) },
    { status: 404 },
  )
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
