/** The five solution pages the header dropdown and the footer always list (spec section 2). */
export const solutionSlugs = [
  'energy-systems',
  'it-infrastructure',
  'industrial-automation',
  'battery-energy-storage-systems',
  'software-platforms',
] as const

/** Where "all solutions" links point: the Solutions list page. */
export const solutionsListPath = '/solutions'

import type { MessageKey } from '../i18n/messages'

export interface NavLink {
  label: string
  to: string
  /** the label in the message catalogue (i18n/messages.ts); content titles have none */
  labelKey?: MessageKey
}

export const mainNav: NavLink[] = [
  { label: 'Home', labelKey: 'nav.home', to: '/' },
  { label: 'About', labelKey: 'nav.about', to: '/about' },
  { label: 'Solutions', labelKey: 'nav.solutions', to: '/solutions' },
  { label: 'Products', labelKey: 'nav.products', to: '/products' },
  { label: 'Sectors', labelKey: 'nav.sectors', to: '/sectors' },
]

export const contactLink: NavLink = { label: 'Contact', labelKey: 'nav.contact', to: '/contact' }

export const quickLinks: NavLink[] = [
  { label: 'About Us', labelKey: 'nav.aboutUs', to: '/about' },
  { label: 'Solutions', labelKey: 'nav.solutions', to: '/solutions' },
  { label: 'Products', labelKey: 'nav.products', to: '/products' },
  { label: 'Sectors', labelKey: 'nav.sectors', to: '/sectors' },
  { label: 'Contact', labelKey: 'nav.contact', to: '/contact' },
]

/** "battery-energy-storage-systems" -> "Battery Energy Storage Systems" (fallback titles). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word === 'it' ? 'IT' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
}

/**
 * The dropdown and footer entries: the five fixed slugs, titled from content-api's list when it
 * has them, else from the slug.
 */
export function solutionLinks(titles: ReadonlyMap<string, string> = new Map()): NavLink[] {
  return solutionSlugs.map((slug) => ({
    label: titles.get(slug) ?? titleFromSlug(slug),
    to: `/solutions/${slug}`,
  }))
}
