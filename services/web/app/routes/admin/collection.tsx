import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { listAction, loadList } from '../../admin/collection/list.server'
import { CollectionList } from '../../admin/collection/CollectionList'
import { notFoundOf } from '../../admin/collection/not-found'
import { adminMeta } from '../../admin/meta'
import { skipNoticeParamChanges } from '../../admin/revalidate'
import { useParams } from 'react-router'
import type { Route } from './+types/collection'

/** /admin/:collection - the manager of a collection (list, sort, filter, bulk actions, reorder). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadList(request, context, params)

export const action = ({ request, context, params }: Route.ActionArgs) =>
  listAction(request, context, params)

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, ({ t, collection }) =>
    loaderData ? collection(loaderData.collection).title : t('meta.notFound'),
  )

// Dismissing the notice (?saved=) must not reload the list; a search (?q=) asks content-api.
export const shouldRevalidate = skipNoticeParamChanges

export default function Collection({ loaderData }: Route.ComponentProps) {
  return (
    <CollectionList
      // a different collection is a different list (its own order and search)
      key={loaderData.collection}
      collection={loaderData.collection}
      records={loaderData.records}
      total={loaderData.total}
      facets={loaderData.facets}
      views={loaderData.views}
      error={loaderData.error}
    />
  )
}

export function ErrorBoundary() {
  const params = useParams()
  return <AdminRouteError notFound={notFoundOf(params.collection)} />
}
