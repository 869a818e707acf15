import { redirect } from 'react-router'
import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import { log } from '../../log.server'
import { isSameOriginRequest } from '../../same-origin.server'
import { clearSessionCookieHeader, getSessionToken, LOGIN_PATH } from '../../session.server'
import type { Route } from './+types/logout'

/**
 * Logout is a same-origin POST only (a link, a prefetch or another site must never sign anyone
 * out). It revokes the session
 * on content-api, so the token is dead even if a copy of the cookie survives, and always clears
 * the cookie: the editor asked to leave, and a failure to revoke must not keep them signed in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // another site's form must not sign the editor out (a logout CSRF)
  if (!isSameOriginRequest(request, context.config.siteUrl)) {
    return new Response('Sign-out must come from this site.', { status: 403 })
  }
  const token = getSessionToken(request)
  if (token) {
    try {
      await context.contentApi(token).logout()
    } catch (error) {
      // 401: the session was already gone, which is what we wanted.
      const alreadyGone = error instanceof ContentApiError && error.status === 401
      if (!alreadyGone) {
        // The session stays valid until it expires on content-api; say so in the logs.
        log.warn('logout could not revoke the session', {
          reason:
            error instanceof ContentApiUnreachableError || error instanceof ContentApiError
              ? error.message
              : String(error),
        })
      }
    }
  }
  return redirect(LOGIN_PATH, {
    headers: { 'Set-Cookie': clearSessionCookieHeader(context.config.secureCookies) },
  })
}

/** GET /admin/logout (a typed URL, an old bookmark) changes nothing. */
export function loader() {
  return redirect('/admin')
}
