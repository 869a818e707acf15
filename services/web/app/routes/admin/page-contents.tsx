import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { adminMeta } from '../../admin/meta'
import { loadPageEditor, savePageSection } from '../../admin/pages/page-editor.server'
import { PageContentsEditor } from '../../admin/pages/PageContentsEditor'
import type { Route } from './+types/page-contents'

/** /admin/{home,about,solutions,products,sectors}-contents: one module for every page. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadPageEditor(request, context)

export const action = ({ request, context }: Route.ActionArgs) => savePageSection(request, context)

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${loaderData.page} page content` : 'Not found')

export default function PageContents({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageContentsEditor
      key={`${loaderData.page}-${loaderData.lang}`}
      page={loaderData.page}
      content={loaderData.content}
      actionData={actionData}
      lang={loaderData.lang}
      catalogueCounts={loaderData.catalogueCounts}
    />
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
