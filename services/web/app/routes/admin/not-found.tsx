import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { adminNotFoundLoader } from '../../admin/dashboard/admin-pages.server'
import { adminMeta } from '../../admin/meta'
import type { Route } from './+types/not-found'

export function loader({ request, context }: Route.LoaderArgs) {
  return adminNotFoundLoader(request, context)
}

export const meta: Route.MetaFunction = () => adminMeta('Page not found')

export default function AdminNotFound() {
  return null
}

export function ErrorBoundary() {
  return (
    <AdminRouteError
      notFound={{ title: 'Page not found', back: { to: '/admin', label: 'Back to Dashboard' } }}
    />
  )
}
