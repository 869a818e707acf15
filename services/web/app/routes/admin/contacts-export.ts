import { exportCsv } from '../../admin/inbox/inbox.server'
import type { Route } from './+types/contacts-export'

/** The inbox (or spam) folder as a CSV download, for editors only. */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportCsv(request, context)
}
