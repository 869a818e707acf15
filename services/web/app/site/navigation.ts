import { pagePublicPaths } from '@site/contract'
import type { MessageKey } from '../i18n/messages'

/** Where "all solutions" links point: the Solutions list page. */
export const solutionsListPath = pagePublicPaths.solutions

/**
 * The header's call to action (a button beside the search, not a menu item: the menus are content,
 * content/settings/navigation.json, resolved by content-api).
 */
export const contactLink: { to: string; labelKey: MessageKey } = {
  labelKey: 'nav.contact',
  to: '/contact',
}
