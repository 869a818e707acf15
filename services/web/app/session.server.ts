import { redirect } from 'react-router'
import { ContentApiError, type ContentClient } from '@site/contract/client'
import type { SessionUser } from '@site/contract'
import type { WebLoadContext } from './load-context'
import { loadFailure } from './admin/load-errors.server'
import { describeApiError } from './admin/api-errors'

/**
 * The editor's session as web keeps it: the opaque content-api session token in an HttpOnly
 * cookie. The browser never sees the token from JavaScript (HttpOnly) and never sends it on
 * cross-site POSTs (SameSite=Lax), which is the CSRF defence of the admin's forms.
 */
export const SESSION_COOKIE_NAME = '__session'

/** Where a signed-in editor lands when no (valid) redirectTo was asked for. */
export const ADMIN_HOME = '/admin'
export const LOGIN_PATH = '/admin/login'

function cookieAttributes(secure: boolean): string[] {
  const attrs = ['Path=/', 'HttpOnly', 'SameSite=Lax']
  // Secure only over https: on http://localhost a Secure cookie would never be sent back.
  if (secure) attrs.push('Secure')
  return attrs
}

/** Seconds from `now` until `expiresAt`, never negative; undefined when expiresAt is unreadable. */
function maxAgeSeconds(expiresAt: string | Date, now: Date): number | undefined {
  const expires = expiresAt instanceof Date ? expiresAt : new Date(expiresAt)
  const ms = expires.getTime() - now.getTime()
  if (Number.isNaN(ms)) return undefined
  return Math.max(0, Math.floor(ms / 1000))
}

/**
 * Set-Cookie value that stores the session token. With an expiry ("Remember me") the cookie
 * lives until the session's own expiry, so it never outlives the server-side session and a
 * browser restart keeps the editor signed in; with `null` it is a browser-session cookie (no
 * Max-Age), gone when the browser closes (content-api ends that session after 12 hours anyway).
 */
export function sessionCookieHeader(
  token: string,
  expiresAt: string | Date | null,
  secure: boolean,
  now: Date = new Date(),
): string {
  const parts = [`${SESSION_COOKIE_NAME}=${encodeURIComponent(token)}`]
  const maxAge = expiresAt === null ? undefined : maxAgeSeconds(expiresAt, now)
  // An unreadable expiry falls back to a browser-session cookie rather than a guessed lifetime.
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`)
  return [...parts, ...cookieAttributes(secure)].join('; ')
}

/** Set-Cookie value that deletes the session cookie (same name, path and flags, Max-Age=0). */
export function clearSessionCookieHeader(secure: boolean): string {
  return [`${SESSION_COOKIE_NAME}=`, 'Max-Age=0', ...cookieAttributes(secure)].join('; ')
}

/** The session token from the request's Cookie header, or undefined. */
export function getSessionToken(request: Request): string | undefined {
  return cookieValue(request, SESSION_COOKIE_NAME)
}

/** The value of cookie `name` in the request's Cookie header; undefined when absent or empty. */
export function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1) continue
    if (pair.slice(0, eq).trim() !== name) continue
    const raw = pair.slice(eq + 1).trim()
    let value: string
    try {
      value = decodeURIComponent(raw)
    } catch {
      return undefined // a mangled cookie is no value
    }
    return value === '' ? undefined : value
  }
  return undefined
}

// Control characters and backslashes: browsers treat "\" like "/" ("/\evil.example" is
// protocol-relative), and control characters are stripped before parsing.
// eslint-disable-next-line no-control-regex
const UNSAFE_PATH_CHARS = /[\\\u0000-\u001f\u007f]/
const BASE = 'http://admin.invalid'

/**
 * A post-login destination that cannot leave the site or the admin: a same-origin path under
 * /admin (query and hash kept), else `fallback`. Blocks open redirects such as "//evil.example",
 * "/\evil.example", "https://evil.example" and "/admin/../elsewhere". The login and logout pages
 * themselves are not destinations (they would bounce or sign the editor straight out).
 */
export function safeRedirectTo(
  value: FormDataEntryValue | string | null | undefined,
  fallback: string = ADMIN_HOME,
): string {
  if (typeof value !== 'string') return fallback
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_PATH_CHARS.test(value)) {
    return fallback
  }
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const path = url.pathname
  if (path !== ADMIN_HOME && !path.startsWith(`${ADMIN_HOME}/`)) return fallback
  if (path === LOGIN_PATH || path === '/admin/logout') return fallback
  return `${path}${url.search}${url.hash}`
}

/** /admin/login?redirectTo=<the request's path and query>, so the editor comes back after login. */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url)
  const back = safeRedirectTo(`${url.pathname}${url.search}`, '')
  return back === '' || back === ADMIN_HOME
    ? LOGIN_PATH
    : `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: back })}`
}

/** Where a user who must set up a second factor is sent (My Account's two-step sign-in). */
export const SECOND_FACTOR_SETUP_PATH = '/admin/account'
/** The admin pages such a user may still open: the set-up and signing out. */
const SECOND_FACTOR_SETUP_PATHS = new Set([SECOND_FACTOR_SETUP_PATH, '/admin/logout'])
const pathOf = (request: Request) => new URL(request.url).pathname.replace(/\/+$/, '')

export interface Editor {
  user: SessionUser
  token: string
  /** a content-api client that sends the editor's token */
  api: ContentClient
}

type SessionContext = Pick<WebLoadContext, 'contentApi' | 'config'>

// The admin layout and the page under it both call requireEditor for the same request (their
// loaders run in parallel); one me() round trip per request is enough.
const editorsByRequest = new WeakMap<Request, Promise<Editor | null>>()

/**
 * The signed-in editor, or null when there is no session cookie or content-api says the session
 * is not (or no longer) valid (401). Any other failure (content-api down, 5xx) is thrown as a
 * route error response with a readable message: it is not a reason to sign the editor out.
 */
export function getEditor(request: Request, context: SessionContext): Promise<Editor | null> {
  let found = editorsByRequest.get(request)
  if (!found) {
    found = lookUpEditor(request, context)
    editorsByRequest.set(request, found)
  }
  return found
}

/**
 * getEditor for a form action, which answers the form instead of throwing: the editor (null when
 * signed out), or the sentence to show when content-api could not say who it is (getEditor throws
 * that failure as a route error response carrying it; `fallback` words a failure without one).
 */
export async function getActionEditor(
  request: Request,
  context: SessionContext,
  fallback: (error: unknown) => string = describeApiError,
): Promise<{ editor: Editor | null } | { unavailable: string }> {
  try {
    return { editor: await getEditor(request, context) }
  } catch (error) {
    const message = (error as { data?: { message?: unknown } }).data?.message
    return { unavailable: typeof message === 'string' ? message : fallback(error) }
  }
}

async function lookUpEditor(request: Request, context: SessionContext): Promise<Editor | null> {
  const token = getSessionToken(request)
  if (!token) return null
  const api = context.contentApi(token)
  try {
    const user = await api.me()
    return { user, token, api }
  } catch (e) {
    if (e instanceof ContentApiError && e.status === 401) return null
    throw loadFailure(e)
  }
}

/**
 * The guard every admin loader and action starts with. Without a valid session it throws a
 * redirect to the login page (which brings the editor back here afterwards) and drops a stale
 * cookie on the way.
 */
export async function requireEditor(request: Request, context: SessionContext): Promise<Editor> {
  const editor = await getEditor(request, context)
  if (editor?.user.mustSetUpSecondFactor && !SECOND_FACTOR_SETUP_PATHS.has(pathOf(request))) {
    // required of their role and not set up: My Account's set-up is all they may use until it is
    throw redirect(SECOND_FACTOR_SETUP_PATH)
  }
  if (editor) return editor
  const headers = new Headers()
  if (getSessionToken(request) !== undefined) {
    headers.append('Set-Cookie', clearSessionCookieHeader(context.config.secureCookies))
  }
  throw redirect(loginUrlFor(request), { headers })
}
