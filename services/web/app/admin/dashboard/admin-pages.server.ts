import { data, type AppLoadContext } from 'react-router'
import type { AdminLoadErrorData } from '../load-errors.server'
import { requireEditor } from '../../session.server'

/** /admin/analytics: the configured reporting dashboard's address, or null (how to configure). */
export async function analyticsLoader(request: Request, context: AppLoadContext) {
  await requireEditor(request, context)
  return { dashboardUrl: context.config.analyticsDashboardUrl || null }
}

/**
 * Any /admin/... path no route claims: a 404 inside the admin layout (the menu stays), for
 * signed-in users; others go to the login page first (the admin's paths are not public).
 */
export async function adminNotFoundLoader(
  request: Request,
  context: AppLoadContext,
): Promise<never> {
  await requireEditor(request, context)
  const path = new URL(request.url).pathname
  throw data<AdminLoadErrorData>(
    { message: `There is no admin page at ${path}. Choose a page from the menu.` },
    { status: 404 },
  )
}
