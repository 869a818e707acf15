import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { loadHistory, restoreVersion } from '../../admin/history/history.server'
import { HistoryView } from '../../admin/history/HistoryView'
import { adminMeta } from '../../admin/meta'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import type { Route } from './+types/history'

/** /admin/history/* : who changed a record, a page or the settings, a field diff, Restore. */
export const loader = (args: Route.LoaderArgs) => loadHistory(args)

export const action = (args: Route.ActionArgs) => restoreVersion(args)

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, ({ t }) =>
    loaderData ? t('meta.history', { title: loaderData.title }) : t('meta.historyNotFound'),
  )

export default function History({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryView {...loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  const { t } = useAdminI18n()
  return (
    <AdminRouteError
      notFound={{
        title: t('meta.historyNotFound'),
        back: { to: '/admin', label: t('notFound.backToDashboard') },
      }}
    />
  )
}
