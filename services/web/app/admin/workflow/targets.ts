import {
  isCollectionKey,
  itemAdminPath,
  pageKeys,
  type HistoryTarget,
  type PageKey,
} from '@site/contract'
import { pageName, singularOf } from '../shell/admin-places'

/**
 * A draft's target (`<collection>/<slug>`, `pages/<page>`, `settings/company`) as the item it
 * changes, or null for a target this admin does not know (a branch pushed by a newer version).
 */
export function draftItemOf(target: string): HistoryTarget | null {
  const [first = '', second = '', ...rest] = target.split('/')
  if (rest.length > 0 || second === '') return null
  if (first === 'settings') return second === 'company' ? { settings: true } : null
  if (first === 'pages') {
    return (pageKeys as readonly string[]).includes(second) ? { page: second as PageKey } : null
  }
  return isCollectionKey(first) ? { collection: first, slug: second } : null
}

/** Where the item's editor is: /admin/<collection>/<slug>, /admin/<page>-contents, /admin/our-info. */
export const draftEditorHref = (item: HistoryTarget): string => itemAdminPath(item)

/** What kind of item it is, for people: "Product", "Home page", "Company info". */
export function draftKindOf(item: HistoryTarget): string {
  if ('settings' in item) return 'Company info'
  if ('page' in item) return pageName(item.page)
  return isCollectionKey(item.collection) ? singularOf(item.collection) : item.collection
}

/** The item's name: a record's title (or name) as in its draft, else the slug; a page's name. */
export function draftTitleOf(item: HistoryTarget, fields: unknown): string {
  if (!('collection' in item)) return draftKindOf(item)
  const record = (fields ?? {}) as { title?: unknown; name?: unknown }
  const name = typeof record.title === 'string' && record.title !== '' ? record.title : record.name
  return typeof name === 'string' && name !== '' ? name : item.slug
}
