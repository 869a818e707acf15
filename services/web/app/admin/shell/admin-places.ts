import {
  collectionDefinitions,
  collectionKeys,
  pageAdmin,
  pageAdminPath,
  pageKeys,
  recordAdminPath,
  type AccessAction,
  type AccessTarget,
  type AdminMenuIcon,
  type CollectionKey,
  type PageKey,
} from '@site/contract'
import type { IconName } from '../../ui/Icon'
import type { AdminI18n } from '../i18n/admin-i18n'
import { en, type AdminMessageKey } from '../i18n/en'
import type { NavGroupKey } from './nav-groups'

/**
 * The admin's content areas, derived from the registries (collections from the field registry,
 * pages from the page registry): the menu, the dashboard's counts and quick actions and the
 * history links all read these, so a new collection or page is one definition in content-api.
 */
export interface AdminPlace {
  to: string
  /** the menu's and the quick action's name */
  title: string
  hint: string
  icon: AdminMenuIcon
}

export const collectionHref = (collection: CollectionKey) => `/admin/${collection}`
export const recordHref = (collection: CollectionKey, slug: string) =>
  recordAdminPath(collection, slug)
export const pageEditorHref = (page: PageKey | string) => pageAdminPath(page)

/** "Home" -> "Home page": how a page is named in running text (history, activity). */
export function pageName(page: PageKey | string): string {
  const name = (pageAdmin as Record<string, { name: string } | undefined>)[page]?.name
  return `${name ?? `${page.charAt(0).toUpperCase()}${page.slice(1)}`} page`
}

/** A record's collection in the singular, capitalised: 'about-sections' -> 'About section'. */
export function singularOf(collection: CollectionKey): string {
  const label = collectionDefinitions[collection].label
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`
}

export const collectionPlaces: readonly AdminPlace[] = collectionKeys.map((key) => ({
  to: collectionHref(key),
  title: collectionDefinitions[key].title,
  hint: collectionDefinitions[key].admin.hint,
  icon: collectionDefinitions[key].admin.icon,
}))

/** Each page's editor: "Home Page" in the menu, "Home Contents" as a quick action. */
export const pagePlaces: ReadonlyArray<AdminPlace & { menuTitle: string }> = pageKeys.map(
  (page) => ({
    to: pageEditorHref(page),
    title: `${pageAdmin[page].name} Contents`,
    menuTitle: `${pageAdmin[page].name} Page`,
    hint: pageAdmin[page].hint,
    icon: 'dashboard',
  }),
)

/** A tool of the admin's own: its English name and its catalogue key. */
const named = (labelKey: AdminMessageKey) => ({ label: en[labelKey], labelKey })

/**
 * The admin's sections: the dashboard and the drafts, then in groups every collection and page of
 * the registries (a new one gets its entry with no change here) and the admin's own tools.
 */
export const adminNavItems: ReadonlyArray<{
  to: string
  /** its name in English (the registries' and the catalogue's); `placeName` says it in others */
  label: string
  /** the admin's own tools: their name in the admin catalogue */
  labelKey?: AdminMessageKey
  icon: IconName
  /** the menu group it is listed in (nav-groups.ts); none: above the groups */
  group?: NavGroupKey
  /** shown only to users the access table lets do this (content-api refuses the others) */
  needs?: readonly [AccessTarget, AccessAction]
}> = [
  { to: '/admin', ...named('nav.dashboard'), icon: 'dashboard' },
  // drafts by status (draft, in review, ready) and the scheduled ones
  { to: '/admin/workflow', ...named('nav.workflow'), icon: 'layers' },
  ...collectionPlaces.map(({ to, title, icon }) => ({
    to,
    label: title,
    icon,
    group: 'content' as const,
  })),
  ...pagePlaces.map(({ to, menuTitle, icon }) => ({
    to,
    label: menuTitle,
    icon,
    group: 'pages' as const,
  })),
  {
    to: '/admin/our-info',
    ...named('nav.companyInfo'),
    icon: 'globe',
    group: 'pages',
    needs: ['settings', 'update'],
  },
  // the header, footer and solution menus: a settings document, beside Company Info
  {
    to: '/admin/menus',
    ...named('nav.menus'),
    icon: 'layers',
    group: 'pages',
    needs: ['settings', 'update'],
  },
  { to: '/admin/media', ...named('nav.media'), icon: 'image', group: 'site' },
  { to: '/admin/redirects', ...named('nav.redirects'), icon: 'globe', group: 'site' },
  { to: '/admin/contacts', ...named('nav.messages'), icon: 'mail', group: 'site' },
  { to: '/admin/analytics', ...named('nav.analytics'), icon: 'chart', group: 'site' },
  {
    to: '/admin/users',
    ...named('nav.users'),
    icon: 'users',
    group: 'people',
    needs: ['users', 'read'],
  },
  {
    to: '/admin/audit',
    ...named('nav.audit'),
    icon: 'shield',
    group: 'people',
    needs: ['audit', 'read'],
  },
  { to: '/admin/account', ...named('nav.account'), icon: 'user', group: 'people' },
]

/**
 * A place's name in the user's admin language: a tool's from the catalogue, a collection's or a
 * page's from the registries' names in that language (a place is known by its address); anything
 * else by its English name.
 */
export function placeName(
  i18n: AdminI18n,
  place: { to: string; label: string; labelKey?: AdminMessageKey },
  as: 'menu' | 'action' = 'menu',
): string {
  if (place.labelKey) return i18n.t(place.labelKey)
  const collection = collectionKeys.find((key) => collectionHref(key) === place.to)
  if (collection) return i18n.collection(collection).title
  const page = pageKeys.find((key) => pageEditorHref(key) === place.to)
  if (page) {
    const name = i18n.page(page).name
    return i18n.t(as === 'menu' ? 'nav.pageMenuTitle' : 'nav.pageContents', { name })
  }
  return place.label
}

/** A place's hint (the dashboard's quick actions) in the user's admin language. */
export function placeHint(
  i18n: AdminI18n,
  place: { to: string; hint: string; hintKey?: AdminMessageKey },
): string {
  if (place.hintKey) return i18n.t(place.hintKey)
  const collection = collectionKeys.find((key) => collectionHref(key) === place.to)
  if (collection) return i18n.collection(collection).hint
  const page = pageKeys.find((key) => pageEditorHref(key) === place.to)
  return page ? i18n.page(page).hint : place.hint
}
