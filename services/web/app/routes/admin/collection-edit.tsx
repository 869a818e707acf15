import { collectionDefinitions } from '@site/contract'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { loadEdit, recordDraftAction, saveItem } from '../../admin/collection/collection.server'
import { isDraftIntent } from '../../admin/drafts/draft-intent'
import { unpublishAction } from '../../admin/unpublish/unpublish.server'
import { isUnpublishIntent, isUnpublishResult } from '../../admin/unpublish/unpublish-intent'
import { ItemEditor } from '../../admin/collection/ItemEditor'
import { notFoundOf } from '../../admin/collection/not-found'
import { renameItem, type RenameResult } from '../../admin/collection/rename.server'
import { RENAMED_PARAM } from '../../admin/collection/renamed-param'
import { adminMeta } from '../../admin/meta'
import { skipClientOnlyParamChanges } from '../../admin/revalidate'
import { useParams, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/collection-edit'

/** /admin/:collection/:slug - edit any record, the form drawn from the field registry. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadEdit(request, context, params)

/**
 * The record's form saves; the Web address form (`intent=rename`) renames; "Unpublish at" posts
 * `unpublish-at` / `unpublish-cancel`; Save draft, autosave and the draft panel post the draft
 * intents.
 */
export const action = async ({ request, context, params }: Route.ActionArgs) => {
  const intent = (await request.clone().formData()).get('intent')
  if (intent === 'rename') return renameItem(request, context, params)
  if (isUnpublishIntent(intent)) return unpublishAction(request, context, params)
  if (isDraftIntent(intent)) return recordDraftAction(request, context, params)
  return saveItem(request, context, params)
}

// An autosave must not reload the form the editor is typing in (its answer carries the version).
// Nor does dismissing the Saved notice (?saved=) re-read the record under the form.
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  args.formData?.get('autosave') === '1' ? false : skipClientOnlyParamChanges(args)

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return adminMeta(matches, ({ t }) => t('meta.notFound'))
  const def = collectionDefinitions[loaderData.collection]
  const title = loaderData.record[def.titleField]
  const name = typeof title === 'string' && title ? title : loaderData.record.slug
  return adminMeta(matches, ({ t }) => t('meta.edit', { title: name }))
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
      actionData={isRename(actionData) || isUnpublishResult(actionData) ? undefined : actionData}
      renameResult={isRename(actionData) ? actionData : undefined}
      unpublishResult={isUnpublishResult(actionData) ? actionData : undefined}
      renamedFrom={searchParams.get(RENAMED_PARAM) ?? undefined}
      lang={loaderData.lang}
      translationChanges={loaderData.translationChanges}
      checks={loaderData.checks}
      drafting={loaderData.drafting}
    />
  )
}

export function ErrorBoundary() {
  const params = useParams()
  return <AdminRouteError notFound={notFoundOf(params.collection)} />
}
