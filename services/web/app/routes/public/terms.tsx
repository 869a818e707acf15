import { loadLegalCompany } from '../../legal/legal.server'
import { LegalPage } from '../../legal/LegalPage'
import { termsSections, termsUpdated } from '../../legal/terms-text'
import { seoMeta, siteUrlsFrom } from '../../seo'
import type { Route } from './+types/terms'
import { staticPage } from '../../hydration'
import { localeFromPath, localeFromRequest } from '../../i18n/locale'
import { translate } from '../../i18n/messages'
import { useLocale, useT } from '../../i18n/use-locale'

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export function loader({ context, request }: Route.LoaderArgs) {
  return loadLegalCompany(context, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(
    {
      title: translate(localeFromPath(location.pathname), 'page.terms'),
      description: translate(localeFromPath(location.pathname), 'legal.termsDescription'),
      keywords: ['terms of service', 'terms of use', 'Falcon Gridworks'],
      path: location.pathname,
    },
    siteUrlsFrom(matches),
  )

export default function Terms({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <LegalPage
      title={t('page.terms')}
      lead={t('legal.termsLead')}
      updated={termsUpdated}
      sections={termsSections(loaderData.company, locale)}
      company={loaderData.company}
    />
  )
}
