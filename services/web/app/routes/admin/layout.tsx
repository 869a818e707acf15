import { Link, Outlet } from 'react-router'
import { AdminRouteError } from '../../admin/AdminRouteError'
import { AdminShell } from '../../admin/AdminShell'
import { adminDocumentHeaders, adminMeta } from '../../admin/meta'
import { skipClientOnlyParamChanges } from '../../admin/revalidate'
import * as shell from '../../admin/shell.css'
import { adminRoot } from '../../admin/theme.css'
import { requireEditor } from '../../session.server'
import type { Route } from './+types/layout'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireEditor(request, context)
  return { user }
}

// Every admin page under the shell inherits these (child routes export no headers of their own).
export const headers: Route.HeadersFunction = () => adminDocumentHeaders

// Shown when the layout itself fails; the pages under it set their own title.
export const meta: Route.MetaFunction = ({ error }) =>
  adminMeta(error ? 'Something went wrong' : 'Admin')

export const shouldRevalidate = skipClientOnlyParamChanges

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
    </AdminShell>
  )
}

/**
 * The session could not even be checked (content-api down): there is no user to draw the shell
 * for, so the error stands alone, with Retry.
 */
export function ErrorBoundary() {
  return (
    <div className={adminRoot}>
      <main id="admin-main" className={shell.main}>
        <div className={shell.mainInner}>
          <AdminRouteError />
          <p>
            <Link to="/">Back to Site</Link>
          </p>
        </div>
      </main>
    </div>
  )
}
