/**
 * The five solution pages the header dropdown and the footer always list (fixed, whatever the
 * solutions collection holds, so the navigation does not depend on a content read).
 */
export const solutionSlugs = [
  'energy-systems',
  'it-infrastructure',
  'industrial-automation',
  'battery-energy-storage-systems',
  'software-platforms',
] as const

/** Where "all solutions" links point: the Solutions list page. */
export const solutionsListPath = '/solutions'

import type { FallbackLang } from '../i18n/bidi'
import type { MessageKey } from '../i18n/messages'

export interface NavLink {
  label: string
  to: string
  /** the label in the message catalogue (i18n/messages.ts); content titles have none */
  labelKey?: MessageKey
  /** 'en' when a content title is English for want of a translation (i18n/bidi.tsx) */
  lang?: FallbackLang
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
 * has them, else from the slug (English). `english`: the slugs whose title fell back to English.
 */
export function solutionLinks(
  titles: ReadonlyMap<string, string> = new Map(),
  english: readonly string[] = [],
): NavLink[] {
  return solutionSlugs.map((slug) => {
    const title = titles.get(slug)
    return {
      label: title ?? titleFromSlug(slug),
      to: `/solutions/${slug}`,
      ...(title === undefined || english.includes(slug) ? { lang: 'en' as const } : {}),
    }
  })
}
