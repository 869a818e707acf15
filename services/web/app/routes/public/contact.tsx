import { staticPage } from '../../hydration'
import { localeFromPath } from '../../i18n/locale'
import { translate } from '../../i18n/messages'
import { ContactPage } from '../../contact/ContactPage'
import { contactAction, contactHeaders, loadContactPage } from '../../contact/contact.server'
import { seoMeta, siteUrlsFrom } from '../../seo'
import type { Route } from './+types/contact'

/**
 * Sent without React's runtime (hydration.ts): the form posts as a plain form, the map is
 * office-map-script.ts, and static-enhance.ts does the rest.
 */
export const handle = staticPage

export function loader({ request, context }: Route.LoaderArgs) {
  return loadContactPage(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context)
}

// private, no-store (a freshly signed form per view), and a 429's Retry-After
export const headers: Route.HeadersFunction = contactHeaders

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(
    {
      title: translate(localeFromPath(location.pathname), 'contact.hero.small'),
      description: translate(localeFromPath(location.pathname), 'contact.description'),
      keywords: [
        'contact',
        'Dubai',
        'energy',
        'industrial automation',
        'IT infrastructure',
        'quote',
      ],
      path: location.pathname,
    },
    siteUrlsFrom(matches),
  )

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage {...loaderData} result={actionData} />
}
