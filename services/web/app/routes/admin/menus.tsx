import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { adminMeta } from '../../admin/meta'
import { MenusEditor } from '../../admin/menus/MenusEditor'
import { menusAction, menusLoader, type MenusActionData } from '../../admin/menus/menus.server'
import type { Route } from './+types/menus'

/** /admin/menus: the header, footer and solution menus (content/settings/navigation.json). */
export const loader = ({ request, context }: Route.LoaderArgs) => menusLoader(request, context)

export const action = ({ request, context }: Route.ActionArgs) => menusAction(request, context)

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('menus.title'))

export default function Menus({ loaderData, actionData }: Route.ComponentProps) {
  // a new saved version: a fresh editor (its state and its unsaved-changes baseline)
  return (
    <MenusEditor
      key={loaderData.version}
      edit={loaderData}
      result={actionData as MenusActionData | undefined}
    />
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
