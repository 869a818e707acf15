import type { HistoryTarget } from './history.js'

/**
 * Where an item's editor is in the admin: the menu and the workflow board link there, and so do
 * the e-mails content-api sends about drafts (one place for both services).
 */
export const recordAdminPath = (collection: string, slug: string) =>
  `/admin/${collection}/${encodeURIComponent(slug)}`
export const pageAdminPath = (page: string) => `/admin/${page}-contents`
export const SETTINGS_ADMIN_PATH = '/admin/our-info'

/** /admin/<collection>/<slug>, /admin/<page>-contents or /admin/our-info. */
export function itemAdminPath(item: HistoryTarget): string {
  if ('settings' in item) return SETTINGS_ADMIN_PATH
  if ('page' in item) return pageAdminPath(item.page)
  return recordAdminPath(item.collection, item.slug)
}
