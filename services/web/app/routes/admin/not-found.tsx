import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { adminNotFoundLoader } from '../../admin/dashboard/admin-pages.server'
import { adminMeta } from '../../admin/meta'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import type { Route } from './+types/not-found'

export function loader({ request, context }: Route.LoaderArgs) {
  return adminNotFoundLoader(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('notFound.title'))

export default function AdminNotFound() {
  return null
}

export function ErrorBoundary() {
  const { t } = useAdminI18n()
  return (
    <AdminRouteError
      notFound={{
        title: t('notFound.title'),
        back: { to: '/admin', label: t('notFound.backToDashboard') },
      }}
    />
  )
}
