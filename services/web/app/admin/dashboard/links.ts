import { isCollectionKey, type ActivityChange } from '@site/contract'
import {
  collectionPlaces,
  pageEditorHref,
  pageName,
  pagePlaces,
  recordHref,
  singularOf,
} from '../shell/admin-places'
import { en, type AdminMessageKey } from '../i18n/en'

/**
 * The admin page that edits what a commit changed, or null (media files, unknown files, deleted
 * records still link to their collection). One place for these paths: the collection editors'
 * routes are /admin/{collection} and /admin/{collection}/{slug}; pages /admin/{page}-contents.
 */
export function editorHrefOf(change: ActivityChange): string | null {
  switch (change.kind) {
    case 'record':
      return isCollectionKey(change.collection) ? recordHref(change.collection, change.slug) : null
    case 'page':
      return pageEditorHref(change.page)
    case 'settings':
      return '/admin/our-info'
    case 'redirects':
      return '/admin/redirects'
    default:
      return null
  }
}

/** "energy-systems" in "solutions" -> "Solution: energy-systems" (the link's text). */
export function changeLabel(change: ActivityChange): string {
  switch (change.kind) {
    case 'record':
      return `${isCollectionKey(change.collection) ? singularOf(change.collection) : change.collection}: ${change.slug}`
    case 'page':
      return pageName(change.page)
    case 'settings':
      return 'Company info'
    case 'redirects':
      return 'Redirects'
    case 'media':
      return `Image ${change.file.replace(/^media\//, '')}`
    default:
      return change.file
  }
}

/** A quick action to one of the admin's own tools, named in the admin catalogue. */
function tool(to: string, labelKey: AdminMessageKey, hintKey: AdminMessageKey) {
  return { to, title: en[labelKey], hint: en[hintKey], labelKey, hintKey }
}

/**
 * The dashboard's 13 quick actions: every content area of the admin (collections, pages, company info
 * and messages), in the menu's order.
 */
export const quickActions: ReadonlyArray<{
  to: string
  title: string
  hint: string
  labelKey?: AdminMessageKey
  hintKey?: AdminMessageKey
}> = [
  ...collectionPlaces.map(({ to, title, hint }) => ({ to, title, hint })),
  ...pagePlaces.map(({ to, title, hint }) => ({ to, title, hint })),
  tool('/admin/our-info', 'nav.companyInfo', 'quick.companyInfoHint'),
  tool('/admin/contacts', 'nav.messages', 'quick.messagesHint'),
]
