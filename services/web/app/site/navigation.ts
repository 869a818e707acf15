/**
 * The five solutions the Solutions page's "Five Pillars" show (the menus list theirs from
 * content: content/settings/navigation.json).
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

import type { MessageKey } from '../i18n/messages'

/**
 * The header's call to action (a button beside the search, not a menu item: the menus are content,
 * content/settings/navigation.json, resolved by content-api).
 */
export const contactLink: { to: string; labelKey: MessageKey } = {
  labelKey: 'nav.contact',
  to: '/contact',
}

/** "battery-energy-storage-systems" -> "Battery Energy Storage Systems" (fallback titles). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word === 'it' ? 'IT' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
}
