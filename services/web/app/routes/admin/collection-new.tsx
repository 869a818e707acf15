import { useParams } from 'react-router'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { loadNew, recordDraftAction, saveItem } from '../../admin/collection/collection.server'
import { isDraftIntent } from '../../admin/drafts/draft-intent'
import { ItemEditor } from '../../admin/collection/ItemEditor'
import { notFoundOf } from '../../admin/collection/not-found'
import { adminMeta } from '../../admin/meta'
import type { Route } from './+types/collection-new'

/** /admin/:collection/new - create a record; its slug is made from its title. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadNew(request, context, params)

/** Create (the present save), or Save draft: a draft of the record the title would make. */
export const action = async ({ request, context, params }: Route.ActionArgs) =>
  isDraftIntent((await request.clone().formData()).get('intent'))
    ? recordDraftAction(request, context, { collection: params.collection })
    : saveItem(request, context, { collection: params.collection })

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, ({ t, collection }) =>
    loaderData
      ? t('meta.new', { label: collection(loaderData.collection).label })
      : t('meta.notFound'),
  )

export default function CollectionNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ItemEditor
      collection={loaderData.collection}
      record={null}
      references={loaderData.references}
      actionData={actionData}
      drafting={loaderData.drafting}
    />
  )
}

export function ErrorBoundary() {
  const params = useParams()
  return <AdminRouteError notFound={notFoundOf(params.collection)} />
}
