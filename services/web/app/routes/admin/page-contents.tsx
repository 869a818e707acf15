import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { adminMeta } from '../../admin/meta'
import {
  loadPageEditor,
  pageDraftAction,
  savePageSection,
} from '../../admin/pages/page-editor.server'
import { isDraftIntent } from '../../admin/drafts/draft-intent'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { PageContentsEditor } from '../../admin/pages/PageContentsEditor'
import type { Route } from './+types/page-contents'

/** /admin/{home,about,solutions,products,sectors}-contents: one module for every page. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadPageEditor(request, context)

/** Save Info of a section (straight to the site), or a draft intent of the page. */
export const action = async ({ request, context }: Route.ActionArgs) =>
  isDraftIntent((await request.clone().formData()).get('intent'))
    ? pageDraftAction(request, context)
    : savePageSection(request, context)

// An autosave must not reload the form the editor is typing in (its answer carries the version).
export const shouldRevalidate = ({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  formData?.get('autosave') === '1' ? false : defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, ({ t, page }) =>
    loaderData ? t('nav.pageContents', { name: page(loaderData.page).name }) : t('meta.notFound'),
  )

export default function PageContents({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageContentsEditor
      key={`${loaderData.page}-${loaderData.lang}`}
      page={loaderData.page}
      content={loaderData.content}
      actionData={actionData}
      lang={loaderData.lang}
      catalogueCounts={loaderData.catalogueCounts}
      checks={loaderData.checks}
      drafting={loaderData.drafting}
    />
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
