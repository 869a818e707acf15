import { isCollectionKey, pageKeys, type HistoryTarget, type PageKey } from '@site/contract'

export type { HistoryTarget }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const COMMIT = /^[0-9a-f]{7,40}$/

/**
 * The admin page showing the history of a record, a page or the company settings:
 * `/admin/history/solutions/energy-systems`, `/admin/history/pages/home`,
 * `/admin/history/settings`; with `commit`, that version is selected and compared with now.
 */
export function historyHref(target: HistoryTarget, commit?: string): string {
  const path =
    'settings' in target
      ? '/admin/history/settings'
      : 'page' in target
        ? `/admin/history/pages/${target.page}`
        : `/admin/history/${encodeURIComponent(target.collection)}/${encodeURIComponent(target.slug)}`
  return commit ? `${path}?${new URLSearchParams({ commit })}` : path
}

/** The target named by the part of the path after /admin/history/, or null when it names none. */
export function parseHistoryPath(splat: string | undefined): HistoryTarget | null {
  const parts = (splat ?? '').split('/').filter((part) => part !== '')
  if (parts.length === 1 && parts[0] === 'settings') return { settings: true }
  if (parts.length !== 2) return null
  const [first = '', second = ''] = parts
  if (first === 'pages') {
    return (pageKeys as readonly string[]).includes(second) ? { page: second as PageKey } : null
  }
  if (isCollectionKey(first) && SLUG.test(second)) {
    return { collection: first, slug: second }
  }
  return null
}

export const isCommitId = (value: string | null): value is string =>
  value !== null && COMMIT.test(value)
