import { redirect, type AppLoadContext } from 'react-router'
import { SsoFlowId, SSO_CALLBACK_PATH } from '@site/contract'
import { deviceCookieHeader } from '../../device-cookie.server'
import { cookieValue, LOGIN_PATH, safeRedirectTo, sessionCookieHeader } from '../../session.server'
import { ssoProblemOf } from './sso-problems'

/**
 * Single sign-on's browser side. content-api runs the OpenID Connect flow (it holds the client
 * secret, the state, nonce and PKCE verifier); web keeps only the flow's random id in this
 * cookie, so the callback is accepted only in the browser that started it. HttpOnly, SameSite=Lax
 * (the provider's redirect back is a top-level GET, which Lax lets through), scoped to the
 * callback, and gone after 10 minutes like the flow itself.
 */
export const SSO_FLOW_COOKIE = '__sso_flow'
const FLOW_COOKIE_PATH = SSO_CALLBACK_PATH

function flowCookie(value: string, maxAge: number, secure: boolean): string {
  const parts = [
    `${SSO_FLOW_COOKIE}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAge}`,
    `Path=${FLOW_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

const loginWithProblem = (problem: string) =>
  `${LOGIN_PATH}?${new URLSearchParams({ sso: problem })}`

/**
 * GET /admin/login/sso ("Sign in with …", a link): a new flow at content-api, then off to the
 * provider. A link, not a form: the admin's CSP allows forms to post only to this site
 * (form-action 'self'), which would stop the redirect to the provider. Starting a flow changes
 * nothing but this browser's flow cookie, and content-api bounds the flows waiting.
 */
export async function startSsoLoader(request: Request, context: AppLoadContext) {
  const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get('redirectTo'))
  try {
    // the session ends with the provider's ID token whatever "Remember me" says
    const flow = await context.contentApi().startSso({ remember: false })
    const maxAge = Math.max(1, Math.floor((Date.parse(flow.expiresAt) - Date.now()) / 1000))
    // the id and where to go afterwards; the callback checks both again
    const cookie = `${flow.flow}|${redirectTo}`
    return redirect(flow.url, {
      headers: { 'Set-Cookie': flowCookie(cookie, maxAge, context.config.secureCookies) },
    })
  } catch (error) {
    return redirect(loginWithProblem(ssoProblemOf(error)))
  }
}

/** GET /admin/login/sso/callback: the provider's answer, checked by content-api. */
export async function ssoCallbackLoader(request: Request, context: AppLoadContext) {
  const { secureCookies } = context.config
  // "<flow id>|<redirectTo>": the id is base64url, the path may hold anything after it
  const cookie = cookieValue(request, SSO_FLOW_COOKIE) ?? ''
  const bar = cookie.indexOf('|')
  const flowId = bar === -1 ? cookie : cookie.slice(0, bar)
  const rawRedirect = bar === -1 ? '' : cookie.slice(bar + 1)
  const headers = new Headers()
  headers.append('Set-Cookie', flowCookie('', 0, secureCookies))
  const flow = SsoFlowId.safeParse(flowId)
  if (!flow.success) {
    return redirect(loginWithProblem('sso_flow_expired'), { headers })
  }
  try {
    const query = new URL(request.url).search.slice(1)
    const session = await context.contentApi().finishSso({ flow: flow.data, query })
    // the session's own expiry (the provider's ID token's at most): the cookie never outlives it
    headers.append(
      'Set-Cookie',
      sessionCookieHeader(session.token, session.expiresAt, secureCookies),
    )
    headers.append(
      'Set-Cookie',
      deviceCookieHeader(session.deviceToken, session.deviceTokenExpiresAt, secureCookies),
    )
    return redirect(safeRedirectTo(rawRedirect), { headers })
  } catch (error) {
    return redirect(loginWithProblem(ssoProblemOf(error)), { headers })
  }
}
