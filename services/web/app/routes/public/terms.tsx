import { loadLegalCompany } from '../../legal/legal.server'
import { LegalPage } from '../../legal/LegalPage'
import { termsSections, termsUpdated } from '../../legal/terms-text'
import { seoMeta, siteUrlsFrom } from '../../seo'
import type { Route } from './+types/terms'
import { staticPage } from '../../hydration'

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalCompany(context)
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(
    {
      title: 'Terms of Service',
      description:
        'The terms of use of the Falcon Gridworks website: information, intellectual property, liability and governing law.',
      keywords: ['terms of service', 'terms of use', 'Falcon Gridworks'],
      path: location.pathname,
    },
    siteUrlsFrom(matches),
  )

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Terms of Service"
      lead="The rules for using this website, in plain language."
      updated={termsUpdated}
      sections={termsSections(loaderData.company)}
      company={loaderData.company}
    />
  )
}
