import { loadLegalPage } from '../../legal/legal.server'
import { legalPageAt, legalPages } from '../../legal/legal-pages'
import { legalValues } from '../../legal/legal-values'
import { LegalPage } from '../../legal/LegalPage'
import { seoMeta, siteUrlsFrom } from '../../seo'
import type { Route } from './+types/legal'
import { staticPage } from '../../hydration'
import { localeFromPath, localeFromRequest } from '../../i18n/locale'
import { translate } from '../../i18n/messages'
import { useLocale, useT } from '../../i18n/use-locale'

/**
 * The legal pages, /terms and /privacy-policy.html (the spec's address for it), in the site's
 * own layout: their text is content (content/pages/terms.json, privacy.json), edited in the
 * admin's page editor in every language; which one is shown follows from the path.
 */

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export function loader({ context, request }: Route.LoaderArgs) {
  return loadLegalPage(context, new URL(request.url).pathname, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const page = legalPageAt(location.pathname)
  if (!page) return []
  const locale = localeFromPath(location.pathname)
  return seoMeta(
    {
      title: loaderData?.seo.title || translate(locale, legalPages[page].title),
      description: loaderData?.seo.description || translate(locale, legalPages[page].description),
      keywords: [...legalPages[page].keywords],
      path: location.pathname,
    },
    siteUrlsFrom(matches),
  )
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const locale = useLocale()
  const { page, updated, sections, lang, company, analytics } = loaderData
  return (
    <LegalPage
      title={t(legalPages[page].title)}
      lead={t(legalPages[page].lead)}
      updated={updated}
      sections={sections}
      values={legalValues(company, analytics, locale)}
      lang={lang}
      company={company}
    />
  )
}
