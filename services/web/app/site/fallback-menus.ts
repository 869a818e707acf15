import { pagePublicPaths, type PageKey, type ResolvedMenuItem } from '@site/contract'
import type { Locale } from '../i18n/locale'
import { translate, type MessageKey } from '../i18n/messages'
import type { SiteMenus } from './use-public-layout'

/** The registry's pages the catalogue has a navigation word for (nav.home, nav.about, ...). */
const named: ReadonlyArray<[PageKey, MessageKey]> = [
  ['home', 'nav.home'],
  ['about', 'nav.about'],
  ['solutions', 'nav.solutions'],
  ['products', 'nav.products'],
  ['sectors', 'nav.sectors'],
]

/**
 * The menus while content-api cannot be read (its 503 page still needs a way around the site):
 * the main pages of the page registry, named in the page's language. The menus themselves are
 * content (content/settings/navigation.json); this is only the way out of an outage.
 */
export function fallbackMenus(locale: Locale): SiteMenus {
  const items: ResolvedMenuItem[] = named.map(([page, key]) => ({
    label: translate(locale, key),
    to: pagePublicPaths[page],
    children: [],
  }))
  // the way to write to the company, whose page needs no content to take a message
  const contact = { label: translate(locale, 'nav.contact'), to: '/contact', children: [] }
  return { header: items, actions: [contact], footer: items.slice(1), solutions: [] }
}
