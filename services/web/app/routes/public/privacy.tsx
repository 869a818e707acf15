import { loadLegalCompany, privacyAnalyticsOf } from '../../legal/legal.server'
import { LegalPage } from '../../legal/LegalPage'
import { privacySections, privacyUpdated } from '../../legal/privacy-text'
import { seoMeta, siteUrlsFrom } from '../../seo'
import type { Route } from './+types/privacy'
import { staticPage } from '../../hydration'
import { localeFromPath, localeFromRequest } from '../../i18n/locale'
import { translate } from '../../i18n/messages'
import { useLocale, useT } from '../../i18n/use-locale'

/** /privacy-policy.html (the address the old site had for it, kept), rendered in the site's own layout. */

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export async function loader({ context, request }: Route.LoaderArgs) {
  const { company } = await loadLegalCompany(context, localeFromRequest(request))
  return { company, analytics: privacyAnalyticsOf(context.config) }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(
    {
      title: translate(localeFromPath(location.pathname), 'page.privacy'),
      description: translate(localeFromPath(location.pathname), 'legal.privacyDescription'),
      keywords: ['privacy policy', 'cookies', 'personal data', 'Falcon Gridworks'],
      path: location.pathname,
    },
    siteUrlsFrom(matches),
  )

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <LegalPage
      title={t('page.privacy')}
      lead={t('legal.privacyLead')}
      updated={privacyUpdated}
      sections={privacySections(loaderData.company, locale, loaderData.analytics)}
      company={loaderData.company}
    />
  )
}
