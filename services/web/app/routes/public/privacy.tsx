import { loadLegalCompany } from '../../legal/legal.server'
import { LegalPage } from '../../legal/LegalPage'
import { privacySections, privacyUpdated } from '../../legal/privacy-text'
import { seoMeta, siteUrlsFrom } from '../../seo'
import type { Route } from './+types/privacy'
import { staticPage } from '../../hydration'

/** /privacy-policy.html (the spec's address for it), rendered in the site's own layout. */

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalCompany(context)
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(
    {
      title: 'Privacy Policy',
      description:
        'How Falcon Gridworks handles personal data on its website: cookies, analytics consent and contact messages.',
      keywords: ['privacy policy', 'cookies', 'personal data', 'Falcon Gridworks'],
      path: location.pathname,
    },
    siteUrlsFrom(matches),
  )

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What personal data we collect when you use this website, why, and the choices you have."
      updated={privacyUpdated}
      sections={privacySections(loaderData.company)}
      company={loaderData.company}
    />
  )
}
