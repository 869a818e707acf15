import { auditExport } from '../../admin/audit/audit.server'
import type { Route } from './+types/audit-export'

/** The audit log, filtered as the page's URL says, as a CSV download (admins only). */
export function loader({ request, context }: Route.LoaderArgs) {
  return auditExport(request, context)
}
