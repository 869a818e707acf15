import { DeviceToken } from '@site/contract'
import { cookieValue } from './session.server'

/**
 * The browser's device token (content-api's auth/device-tokens.ts): proof that this browser
 * signed in before, so a stranger's guessing at the account does not keep it out. It has its own
 * cookie beside the session's and outlives sign-out on purpose: signing out ends the session,
 * not the browser's standing. HttpOnly (no script reads it) and SameSite=Lax like the session.
 * Path=/admin: the sign-in form posts to /admin/login, or /admin/login.data once hydrated, and
 * no public page needs it.
 */
export const DEVICE_COOKIE_NAME = '__device'

export function deviceCookieHeader(
  token: string,
  expiresAt: string,
  secure: boolean,
  now: Date = new Date(),
): string {
  const parts = [`${DEVICE_COOKIE_NAME}=${encodeURIComponent(token)}`]
  const ms = new Date(expiresAt).getTime() - now.getTime()
  if (!Number.isNaN(ms)) parts.push(`Max-Age=${Math.max(0, Math.floor(ms / 1000))}`)
  parts.push('Path=/admin', 'HttpOnly', 'SameSite=Lax')
  // Secure only over https: on http://localhost a Secure cookie would never be sent back.
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/**
 * The device token this browser holds, when it looks like one. A mangled cookie is simply no
 * token: the sign-in must not fail on a field the visitor cannot see.
 */
export function getDeviceToken(request: Request): string | undefined {
  const parsed = DeviceToken.safeParse(cookieValue(request, DEVICE_COOKIE_NAME))
  return parsed.success ? parsed.data : undefined
}
