import type { ListPageQuery } from '@site/contract/client'
import {
  filterableFields,
  isTranslationLanguage,
  sortableFields,
  statusesOf,
  type CollectionFields,
  type ListStatus,
} from '@site/contract'

/**
 * A collection list's view as its URL holds it (`?sort=title&order=desc&status=inactive&
 * category=Energy&q=lfp&page=2`), so a view reloads, bookmarks and shares as it is. Read from
 * the collection's definition alone: a value the collection does not have is left out (a stale
 * bookmark shows the list without it rather than an error).
 */

/** Records a list page shows: the first screen of 10,000 is these, built by content-api. */
export const LIST_PAGE_SIZE = 50

export interface ListView {
  sort: string | null
  order: 'asc' | 'desc'
  status: ListStatus | null
  lang: string | null
  /** filters by a field's value (category=Energy, partner=voltline, is_strategic=true) */
  fields: Record<string, string>
  q: string
  page: number
}

/** The URL parameters a view is written in (anything else, such as `saved`, is not the view). */
const VIEW_KEYS = ['sort', 'order', 'status', 'lang', 'q', 'page'] as const

export function readListView(def: CollectionFields, params: URLSearchParams): ListView {
  const sort = params.get('sort')
  const status = params.get('status')
  const lang = params.get('lang')
  const page = Number(params.get('page') ?? '1')
  const fields: Record<string, string> = {}
  for (const key of filterableFields(def)) {
    const value = params.get(key)
    if (value) fields[key] = value.slice(0, 120)
  }
  return {
    sort: sort && sortableFields(def).includes(sort) ? sort : null,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    status: (statusesOf(def) as string[]).includes(status ?? '') ? (status as ListStatus) : null,
    lang: isTranslationLanguage(lang) ? lang : null,
    fields,
    q: (params.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The view as content-api's list query (its `filter` terms are `key:value`). */
export function apiQueryOf(view: ListView): ListPageQuery {
  return {
    sort: view.sort,
    order: view.order,
    filter: [
      ...(view.status ? [`status:${view.status}`] : []),
      ...(view.lang ? [`lang:${view.lang}`] : []),
      ...Object.entries(view.fields).map(([key, value]) => `${key}:${value}`),
    ],
    q: view.q,
    page: view.page,
    limit: LIST_PAGE_SIZE,
  }
}

/** Whether a view narrows the list (a filter or a search): its count reads "N matching". */
export const isNarrowed = (view: ListView) =>
  view.status !== null || Object.keys(view.fields).length > 0 || view.q !== ''

/**
 * Whether the view shows the records in their hand-set order, whole (no filter or search), so
 * moving a row means moving it in that order: sorted by sort_order, or not sorted at all.
 */
export function showsHandOrder(def: CollectionFields, view: ListView): boolean {
  return (
    'sort_order' in def.fields &&
    (view.sort === null || view.sort === 'sort_order') &&
    view.order === 'asc' &&
    !isNarrowed(view)
  )
}

/**
 * `params` with the view changed: a new sort or filter starts again at page 1; a default value
 * is left out of the URL. Other parameters (the Saved notice's) are dropped: they were about the
 * view before.
 */
export function withView(
  params: URLSearchParams,
  change: Partial<Omit<ListView, 'fields'>> & { fields?: Record<string, string | null> },
): URLSearchParams {
  const next = new URLSearchParams()
  for (const [key, value] of params) {
    if ((VIEW_KEYS as readonly string[]).includes(key) || key in (change.fields ?? {})) continue
    if (key === 'saved' || key === 'merged') continue
    next.append(key, value)
  }
  const keep = (key: (typeof VIEW_KEYS)[number]) => {
    const value = key in change ? change[key as keyof typeof change] : params.get(key)
    return value === null || value === undefined ? '' : String(value)
  }
  const sort = keep('sort')
  if (sort) next.set('sort', sort)
  if (keep('order') === 'desc') next.set('order', 'desc')
  for (const key of ['status', 'lang', 'q'] as const) if (keep(key)) next.set(key, keep(key))
  for (const [key, value] of Object.entries(change.fields ?? {})) if (value) next.set(key, value)
  // a page number stays only when the page itself is what changed
  const page = 'page' in change ? Number(change.page) : 1
  if (page > 1) next.set('page', String(page))
  return next
}

/** The view part of a list's URL (no page, no notice), as "Save view" names it. */
export function viewQuery(params: URLSearchParams): string {
  const out = new URLSearchParams(params)
  for (const key of ['page', 'saved', 'merged']) out.delete(key)
  return out.toString()
}
