import { collectionDefinitions } from '@site/content-api/schemas'
import { AdminRouteError } from '../../admin/AdminRouteError'
import { loadEdit, saveItem } from '../../admin/collection/collection.server'
import { ItemEditor, notFoundOf } from '../../admin/collection/ItemEditor'
import { adminMeta } from '../../admin/meta'
import { useParams } from 'react-router'
import type { Route } from './+types/collection-edit'

/** /admin/:collection/:slug - edit any record, the form drawn from the field registry. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadEdit(request, context, params)

export const action = ({ request, context, params }: Route.ActionArgs) =>
  saveItem(request, context, params)

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return adminMeta('Not found')
  const def = collectionDefinitions[loaderData.collection]
  const title = loaderData.record[def.titleField]
  return adminMeta(`Edit ${typeof title === 'string' && title ? title : loaderData.record.slug}`)
}

export default function CollectionEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ItemEditor
      collection={loaderData.collection}
      record={loaderData.record}
      references={loaderData.references}
      actionData={actionData}
      lang={loaderData.lang}
      translationChanges={loaderData.translationChanges}
    />
  )
}

export function ErrorBoundary() {
  const params = useParams()
  return <AdminRouteError notFound={notFoundOf(params.collection)} />
}
