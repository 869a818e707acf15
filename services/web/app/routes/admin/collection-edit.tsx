import { collectionDefinitions } from '@site/content-api/schemas'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { loadEdit, saveItem } from '../../admin/collection/collection.server'
import { ItemEditor, notFoundOf } from '../../admin/collection/ItemEditor'
import { renameItem, type RenameResult } from '../../admin/collection/rename.server'
import { RENAMED_PARAM } from '../../admin/collection/renamed-param'
import { adminMeta } from '../../admin/meta'
import { useParams, useSearchParams } from 'react-router'
import type { Route } from './+types/collection-edit'

/** /admin/:collection/:slug - edit any record, the form drawn from the field registry. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadEdit(request, context, params)

/** The record's form saves; the Web address form (`intent=rename`) renames. */
export const action = async ({ request, context, params }: Route.ActionArgs) =>
  (await request.clone().formData()).get('intent') === 'rename'
    ? renameItem(request, context, params)
    : saveItem(request, context, params)

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return adminMeta('Not found')
  const def = collectionDefinitions[loaderData.collection]
  const title = loaderData.record[def.titleField]
  return adminMeta(`Edit ${typeof title === 'string' && title ? title : loaderData.record.slug}`)
}

const isRename = (result: unknown): result is RenameResult =>
  (result as { intent?: unknown } | undefined)?.intent === 'rename'

export default function CollectionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  return (
    <ItemEditor
      collection={loaderData.collection}
      record={loaderData.record}
      references={loaderData.references}
      actionData={isRename(actionData) ? undefined : actionData}
      renameResult={isRename(actionData) ? actionData : undefined}
      renamedFrom={searchParams.get(RENAMED_PARAM) ?? undefined}
      lang={loaderData.lang}
      translationChanges={loaderData.translationChanges}
    />
  )
}

export function ErrorBoundary() {
  const params = useParams()
  return <AdminRouteError notFound={notFoundOf(params.collection)} />
}
