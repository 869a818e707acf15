import { data } from 'react-router'
import { ContentApiError, type ContentClient } from '@site/contract/client'
import {
  bulkActions,
  collectionDefinitions,
  type BulkAction,
  type CollectionKey,
} from '@site/contract'
import { describeApiError } from '../api-errors'
import { adminI18n, adminLanguageOf, type AdminI18n } from '../i18n/admin-i18n'
import { getEditor, requireEditor } from '../../session.server'
import { collectionOf, SESSION_ENDED, type AdminRecord } from './collection.server'
import { apiQueryOf, readListView } from './list-params'

/**
 * A collection's list: its loader (a page of the URL's view, from content-api) and its actions
 * (delete, reorder, bulk actions, saved views).
 */

type Context = Parameters<typeof requireEditor>[1]

export async function loadList(
  request: Request,
  context: Context,
  params: { collection?: string },
) {
  const { api } = await requireEditor(request, context)
  const collection = collectionOf(params.collection)
  // sort, filters, search and page are the URL's, applied by content-api: a page of 10,000
  const view = readListView(collectionDefinitions[collection], new URL(request.url).searchParams)
  try {
    const [page, views] = await Promise.all([
      api.records(collection).page(apiQueryOf(view)),
      // the saved views are a convenience: the list shows without them
      api.listViews().catch(() => []),
    ])
    return {
      collection,
      records: page.items as AdminRecord[],
      total: page.total,
      facets: page.facets,
      views: views
        .filter((v) => v.collection === collection)
        .map(({ name, query }) => ({ name, query })),
      error: null,
    }
  } catch (error) {
    if (error instanceof Response) throw error
    // Shown in place of the list ("Error: {message}" with Retry); the page stays usable.
    return {
      collection,
      records: [] as AdminRecord[],
      total: 0,
      facets: {} as Record<string, string[]>,
      views: [] as Array<{ name: string; query: string }>,
      error: describeApiError(error),
    }
  }
}

export interface ListActionResult {
  ok: boolean
  message: string
  /** after a 409: the records that still refer to the one being deleted */
  referrers?: Array<{ collection: string; slug: string; title: string }>
}

/**
 * The list's actions: `intent=delete` (slug, version), `intent=reorder` (the slugs in their new
 * order, each with `version:<slug>`: one commit of the sort orders that change) and
 * `intent=bulk` (an action on the selected slugs, each with its version, or on every record the
 * list's view matches: `all` with the view's query string).
 */
export async function listAction(
  request: Request,
  context: Context,
  params: { collection?: string },
) {
  const collection = collectionOf(params.collection)
  const form = await request.formData()
  const editor = await getEditor(request, context)
  if (!editor)
    return data<ListActionResult>(
      { ok: false, message: SESSION_ENDED.split(',')[0] + '.' },
      { status: 401 },
    )
  const records = editor.api.records(collection)
  // the notices are written here, so in the editor's admin language
  const i18n = adminI18n(adminLanguageOf(editor.user))
  const { t } = i18n
  const intent = form.get('intent')
  const versionsOf = (slugs: string[]) =>
    Object.fromEntries(
      slugs.flatMap((slug) => {
        const version = form.get(`version:${slug}`)
        return typeof version === 'string' && version ? [[slug, version]] : []
      }),
    )
  try {
    if (intent === 'delete') {
      const slug = String(form.get('slug') ?? '')
      const version = String(form.get('version') ?? '')
      if (!slug)
        return data<ListActionResult>(
          { ok: false, message: t('list.nothingToDelete') },
          { status: 400 },
        )
      await records.remove(slug, version || undefined)
      return { ok: true, message: t('list.deleted', { title: String(form.get('title') ?? slug) }) }
    }
    if (intent === 'reorder') {
      const order = form.getAll('order').map(String)
      if (order.length === 0)
        return data<ListActionResult>(
          { ok: false, message: t('list.noOrderSent') },
          { status: 400 },
        )
      const { changed } = await records.order({ slugs: order, versions: versionsOf(order) })
      return { ok: true, message: t(changed.length ? 'list.orderSaved' : 'list.orderUnchanged') }
    }
    if (intent === 'bulk') return await bulkAction(collection, records, form, versionsOf, i18n)
    if (intent === 'save-view' || intent === 'delete-view')
      return await viewAction(collection, editor.api, intent, form, i18n)
    return data<ListActionResult>({ ok: false, message: t('list.unknownAction') }, { status: 400 })
  } catch (error) {
    if (error instanceof ContentApiError) {
      const referrers = (error.body as { error?: { referrers?: ListActionResult['referrers'] } })
        ?.error?.referrers
      return data<ListActionResult>(
        { ok: false, message: error.message, ...(referrers ? { referrers } : {}) },
        { status: error.status >= 500 ? 502 : error.status },
      )
    }
    return data<ListActionResult>({ ok: false, message: describeApiError(error) }, { status: 503 })
  }
}

/** What each bulk action did, for the notice: "Deactivated 3 products." */
const bulkDone = {
  activate: 'list.bulkDone.activate',
  deactivate: 'list.bulkDone.deactivate',
  feature: 'list.bulkDone.feature',
  unfeature: 'list.bulkDone.unfeature',
  delete: 'list.bulkDone.delete',
} as const satisfies Record<BulkAction, string>

async function bulkAction(
  collection: CollectionKey,
  records: ReturnType<ContentClient['records']>,
  form: FormData,
  versionsOf: (slugs: string[]) => Record<string, string>,
  { t, count, collection: namesOf }: AdminI18n,
): Promise<ListActionResult | ReturnType<typeof data<ListActionResult>>> {
  const action = String(form.get('action') ?? '')
  if (!(bulkActions as readonly string[]).includes(action))
    return data<ListActionResult>({ ok: false, message: t('list.unknownAction') }, { status: 400 })
  const def = collectionDefinitions[collection]
  // "select all matching": every record of the view the editor saw, read again now
  const all = form.get('all') === '1'
  const view = readListView(def, new URLSearchParams(String(form.get('view') ?? '')))
  const { page: _page, limit: _limit, ...query } = apiQueryOf(view)
  const slugs = all
    ? (await records.matching(query)).map((r) => r.slug)
    : form.getAll('slug').map(String)
  if (slugs.length === 0)
    return data<ListActionResult>(
      { ok: false, message: t('list.nothingSelected') },
      { status: 400 },
    )
  const { changed } = await records.bulk({
    action: action as BulkAction,
    slugs,
    ...(all ? {} : { versions: versionsOf(slugs) }),
  })
  const { title, label } = namesOf(collection)
  const nouns = { singular: label.toLowerCase(), plural: title.toLowerCase() }
  return {
    ok: true,
    message:
      changed.length === 0
        ? t(slugs.length === 1 ? 'list.bulkUnchanged.one' : 'list.bulkUnchanged.other', nouns)
        : t(bulkDone[action as BulkAction], {
            records: count('count.records', changed.length, nouns),
          }),
  }
}

/**
 * "Save view" (a name for the list's query string; the same name again replaces it) and a
 * saved view's Remove: the user's views are read, changed and written back whole.
 */
async function viewAction(
  collection: CollectionKey,
  api: ContentClient,
  intent: 'save-view' | 'delete-view',
  form: FormData,
  { t }: AdminI18n,
): Promise<ListActionResult | ReturnType<typeof data<ListActionResult>>> {
  const name = String(form.get('name') ?? '').trim()
  const views = await api.listViews()
  const others = views.filter((v) => !(v.collection === collection && v.name === name))
  if (intent === 'delete-view') {
    await api.setListViews(others)
    return { ok: true, message: t('list.viewRemoved', { name }) }
  }
  const query = String(form.get('query') ?? '')
  try {
    await api.setListViews([...others, { name, collection, query }])
  } catch (error) {
    if (error instanceof ContentApiError && error.status === 400) {
      const why = Object.values(error.fields)[0] ?? error.message
      return data<ListActionResult>(
        { ok: false, message: t('list.viewNotSaved', { why }) },
        { status: 400 },
      )
    }
    throw error
  }
  return { ok: true, message: t('list.viewSaved', { name }) }
}
