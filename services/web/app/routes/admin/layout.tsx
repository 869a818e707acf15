import { Link, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router'
import { can, DEFAULT_TIME_ZONE } from '@site/contract'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { AdminShell } from '../../admin/shell/AdminShell'
import { CompanyTimeZone } from '../../admin/dates'
import { adminLanguageOf } from '../../admin/i18n/admin-i18n'
import { AdminLanguage } from '../../admin/i18n/use-admin-i18n'
import { unreadCount } from '../../admin/inbox/inbox.server'
import { reviewCount } from '../../admin/workflow/review-count.server'
import { adminDocumentHeaders, adminMeta } from '../../admin/meta'
import { skipClientOnlyParamChanges } from '../../admin/revalidate'
import * as shell from '../../admin/shell/shell.css'
import { adminRoot } from '../../admin/theme.css'
import { NAV_COOKIE_NAME, parseNavCookie } from '../../admin/shell/nav-groups'
import { cookieValue, requireEditor } from '../../session.server'
import type { Route } from './+types/layout'
import type { AdminLayoutData } from '../../admin/shell/admin-layout-data'

export async function loader({ request, context }: Route.LoaderArgs): Promise<AdminLayoutData> {
  const { user, api } = await requireEditor(request, context)
  // the menu's badges (unread messages; drafts waiting for someone who may publish them); the
  // admin works on without them when content-api cannot say
  // timeZone: every date below is shown in the company's zone, the same in the server's render
  // and in the browser (admin/dates.tsx)
  // (none while a second factor must be set up first: content-api answers nothing else then)
  const settingUp = user.mustSetUpSecondFactor === true
  const [unreadMessages, draftsInReview] = await Promise.all([
    settingUp ? null : unreadCount(api),
    !settingUp && can(user.role, 'drafts', 'publish') ? reviewCount(api) : null,
  ])
  return {
    user,
    unreadMessages,
    draftsInReview,
    timeZone: context.config.companyTimeZone ?? DEFAULT_TIME_ZONE,
    navOpen: parseNavCookie(cookieValue(request, NAV_COOKIE_NAME)),
  }
}

// Every admin page under the shell inherits these (child routes export no headers of their own).
export const headers: Route.HeadersFunction = () => adminDocumentHeaders

// Shown when the layout itself fails; the pages under it set their own title.
export const meta: Route.MetaFunction = ({ error, matches }) =>
  adminMeta(matches, ({ t }) => t(error ? 'shell.somethingWrong' : 'shell.admin'))

// Opening a message marks it read: the badge follows whenever the editor moves in Messages.
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  args.nextUrl.pathname.startsWith('/admin/contacts') || skipClientOnlyParamChanges(args)

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    // the user's admin language (My Account): every admin word and date under the shell
    <AdminLanguage.Provider value={adminLanguageOf(loaderData.user)}>
      <CompanyTimeZone.Provider value={loaderData.timeZone}>
        <AdminShell user={loaderData.user}>
          <Outlet />
        </AdminShell>
      </CompanyTimeZone.Provider>
    </AdminLanguage.Provider>
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
