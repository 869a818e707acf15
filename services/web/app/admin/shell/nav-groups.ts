import { z } from 'zod'
import type { AdminMessageKey } from '../i18n/en'

/**
 * The admin menu's groups, in menu order. Dashboard and Drafts & review stand above them; every
 * other place belongs to one (admin-places.ts says which).
 */
export const navGroups = [
  { key: 'content', labelKey: 'nav.group.content' },
  { key: 'pages', labelKey: 'nav.group.pages' },
  { key: 'site', labelKey: 'nav.group.site' },
  { key: 'people', labelKey: 'nav.group.people' },
] as const satisfies ReadonlyArray<{ key: string; labelKey: AdminMessageKey }>
export type NavGroupKey = (typeof navGroups)[number]['key']
const navGroupKeys = navGroups.map((g) => g.key) as [NavGroupKey, ...NavGroupKey[]]

/**
 * The group an editor left open, remembered in a cookie (not localStorage) so the server renders
 * the menu as the editor left it: no shift when the page hydrates, and the same menu without
 * JavaScript. Not HttpOnly: the menu's script writes it when a group is opened or closed.
 */
export const NAV_COOKIE_NAME = 'admin_nav'
const YEAR = 365 * 24 * 60 * 60

/** "content.site" -> the open groups; a cookie that is not a list of known groups is no choice. */
const NavCookie = z
  .string()
  .max(64)
  .transform((value) => (value === '' ? [] : value.split('.')))
  .pipe(z.array(z.enum(navGroupKeys)).max(navGroups.length))

/** The open group the cookie remembers ([] all closed); null when the editor made no choice. */
export function parseNavCookie(value: string | undefined): NavGroupKey[] | null {
  if (value === undefined) return null
  const parsed = NavCookie.safeParse(value)
  return parsed.success ? [...new Set(parsed.data)] : null
}

export function navCookie(open: Iterable<NavGroupKey>): string {
  const value = navGroupKeys.filter((key) => new Set(open).has(key)).join('.')
  return `${NAV_COOKIE_NAME}=${value}; Path=/admin; Max-Age=${YEAR}; SameSite=Lax`
}

/**
 * The group drawn open: one at a time (an accordion), so the menu fits a laptop's height with any
 * group open. The group of the page shown, so its own entry is in sight; elsewhere (Dashboard,
 * Drafts & review) the one the editor opened last, or Content before any choice.
 */
export function openNavGroup(
  remembered: NavGroupKey[] | null,
  current: NavGroupKey | undefined,
): NavGroupKey | undefined {
  if (current) return current
  return remembered === null ? 'content' : remembered[0]
}
