import { data, redirect, type AppLoadContext } from 'react-router'
import {
  errorsByField,
  isMfaRequired,
  LoginInput,
  MfaLoginInput,
  fieldErrorsOf,
  type LoginResult,
  type PasswordResetDelivery,
  type SsoOptions,
} from '@site/contract'
import { deviceCookieHeader, getDeviceToken } from '../../device-cookie.server'
import {
  clearSessionCookieHeader,
  getEditor,
  getSessionToken,
  safeRedirectTo,
  sessionCookieHeader,
} from '../../session.server'
import { codeFailureOf, loginFailureOf } from './login-errors'
import { isPasswordChangedUrl } from './password-reset'
import { ssoProblemMessage } from './sso-problems'

export interface LoginActionData {
  /** echoed back so the editor need not retype it (the password never is) */
  email: string
  /** "Remember me" as it was ticked */
  remember: boolean
  fieldErrors: Partial<Record<string, string>>
  formError?: string
  /**
   * The password was right and the account has a second factor: the form asks for a code,
   * carrying content-api's short-lived, single-use ticket (not a session) to the next post.
   */
  ticket?: string
}

/**
 * GET /admin/login: a signed-in editor goes straight on; otherwise the form, with the demo
 * credentials in demo mode (the form fills in the demo e-mail), how reset links are delivered
 * ("Forgot password?" or "ask an admin"), and the notice after a reset.
 */
export async function loginLoader(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const redirectTo = safeRedirectTo(url.searchParams.get('redirectTo'))
  const passwordChanged = isPasswordChangedUrl(url)
  const headers = new Headers()
  let serviceDown = false

  if (getSessionToken(request) !== undefined) {
    try {
      // Already signed in: straight on to the admin.
      if (await getEditor(request, context)) throw redirect(redirectTo)
      headers.append('Set-Cookie', clearSessionCookieHeader(context.config.secureCookies))
    } catch (error) {
      if (error instanceof Response) throw error
      serviceDown = true // cannot tell; show the form and say why signing in may fail
    }
  }

  // The demo box exists only in demo mode, and only with credentials content-api offers (404 -> null).
  const api = context.contentApi()
  const [demo, resetDelivery, sso] = await Promise.all([
    context.config.demoMode
      ? api.demoCredentials().catch(() => {
          serviceDown = true
          return null
        })
      : null,
    // unknown (content-api down): offer the link, the page explains if it cannot work
    api.passwordResetDelivery().catch((): PasswordResetDelivery | null => null),
    // single sign-on's button, when content-api has it configured (unknown: no button)
    api
      .ssoOptions()
      .then((options) => options.sso)
      .catch((): SsoOptions['sso'] => null),
  ])
  // after a single sign-on that did not sign in: why (only sentences of the catalogue)
  const ssoProblem = ssoProblemMessage(url.searchParams.get('sso'))

  return data(
    { redirectTo, demo, serviceDown, resetDelivery, passwordChanged, sso, ssoProblem },
    { headers },
  )
}

/**
 * POST /admin/login: signs in with content-api and keeps the session and device cookies. With a
 * second factor, in two posts: the password (answered by the code form), then the code.
 */
export async function loginAction(request: Request, context: AppLoadContext) {
  const form = await request.formData()
  const email = String(form.get('email') ?? '')
  // a ticked checkbox sends its value ("on"); an unticked one sends nothing
  const remember = form.get('remember') !== null
  const redirectTo = safeRedirectTo(form.get('redirectTo'))
  if (form.get('intent') === 'code') {
    return codeStep(context, { form, email, remember, redirectTo })
  }

  // Same schema as content-api: obvious mistakes never cost a round trip (or a throttle strike).
  const deviceToken = getDeviceToken(request)
  const parsed = LoginInput.safeParse({
    email,
    password: String(form.get('password') ?? ''),
    ...(deviceToken ? { deviceToken } : {}),
    remember,
  })
  if (!parsed.success) {
    return data<LoginActionData>(
      { email, remember, fieldErrors: errorsByField(fieldErrorsOf(parsed.error)) },
      { status: 400 },
    )
  }

  try {
    const answer = await context.contentApi().login(parsed.data)
    if (isMfaRequired(answer)) {
      return data<LoginActionData>({ email, remember, fieldErrors: {}, ticket: answer.ticket })
    }
    return signedIn(context, answer, remember, redirectTo)
  } catch (error) {
    const failure = loginFailureOf(error)
    return data<LoginActionData>(
      { email, remember, fieldErrors: failure.fieldErrors ?? {}, formError: failure.formError },
      { status: failure.status },
    )
  }
}

/** The second post: the ticket of the right password and a code of the app (or a recovery code). */
async function codeStep(
  context: AppLoadContext,
  step: { form: FormData; email: string; remember: boolean; redirectTo: string },
) {
  const { form, email, remember, redirectTo } = step
  const ticket = String(form.get('ticket') ?? '')
  const parsed = MfaLoginInput.safeParse({ ticket, code: String(form.get('code') ?? '') })
  if (!parsed.success) {
    const fieldErrors = errorsByField(fieldErrorsOf(parsed.error))
    // a mangled ticket cannot be used: back to the password
    if (fieldErrors.ticket) {
      return data<LoginActionData>(
        { email, remember, fieldErrors: {}, formError: fieldErrors.ticket },
        { status: 400 },
      )
    }
    return data<LoginActionData>({ email, remember, fieldErrors, ticket }, { status: 400 })
  }
  try {
    const session = await context.contentApi().loginWithSecondFactor(parsed.data)
    return signedIn(context, session, remember, redirectTo)
  } catch (error) {
    const failure = codeFailureOf(error)
    return data<LoginActionData>(
      {
        email,
        remember,
        fieldErrors: failure.fieldErrors ?? {},
        formError: failure.formError,
        ...(failure.ticketSpent ? {} : { ticket }),
      },
      { status: failure.status },
    )
  }
}

function signedIn(
  context: AppLoadContext,
  session: LoginResult,
  remember: boolean,
  redirectTo: string,
) {
  const { secureCookies } = context.config
  const headers = new Headers()
  // remembered: until the session's 30-day expiry; otherwise for this browser session only
  headers.append(
    'Set-Cookie',
    sessionCookieHeader(session.token, remember ? session.expiresAt : null, secureCookies),
  )
  // this browser is now one the editor signed in from (see device-cookie.server.ts)
  headers.append(
    'Set-Cookie',
    deviceCookieHeader(session.deviceToken, session.deviceTokenExpiresAt, secureCookies),
  )
  return redirect(redirectTo, { headers })
}
