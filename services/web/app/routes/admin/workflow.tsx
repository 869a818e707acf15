import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { adminMeta } from '../../admin/meta'
import { WorkflowBoard } from '../../admin/workflow/WorkflowBoard'
import { workflowLoader } from '../../admin/workflow/workflow.server'
import { workflowAction } from '../../admin/workflow/workflow-action.server'
import type { Route } from './+types/workflow'

/** /admin/workflow: every draft by status (draft, in review, ready), the scheduled ones. */
export const loader = ({ request, context }: Route.LoaderArgs) => workflowLoader(request, context)

/** The cards' forms: status, publish, schedule and its cancelling, discard (content-api checks who). */
export const action = ({ request, context }: Route.ActionArgs) => workflowAction(request, context)

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('nav.workflow'))

export default function Workflow({ loaderData, actionData }: Route.ComponentProps) {
  return <WorkflowBoard {...loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
