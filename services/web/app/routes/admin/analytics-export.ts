import { analyticsExportLoader } from '../../admin/dashboard/admin-pages.server'
import type { Route } from './+types/analytics-export'

/** One table of /admin/analytics as a CSV download, for editors only. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return analyticsExportLoader(request, context, params.table)
}
