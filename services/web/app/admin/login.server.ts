import { data, redirect, type AppLoadContext } from 'react-router'
import { LoginInput, fieldErrorsOf } from '@site/content-api/schemas'
import { deviceCookieHeader, getDeviceToken } from '../device-cookie.server'
import { safeRedirectTo, sessionCookieHeader } from '../session.server'
import { errorsByField } from './field-errors'
import { loginFailureOf } from './login-errors'

export interface LoginActionData {
  /** echoed back so the editor need not retype it (the password never is) */
  email: string
  fieldErrors: Partial<Record<string, string>>
  formError?: string
}

/** POST /admin/login: signs in with content-api and keeps the session and device cookies. */
export async function loginAction(request: Request, context: AppLoadContext) {
  const form = await request.formData()
  const email = String(form.get('email') ?? '')
  const redirectTo = safeRedirectTo(form.get('redirectTo'))

  // Same schema as content-api: obvious mistakes never cost a round trip (or a throttle strike).
  const deviceToken = getDeviceToken(request)
  const parsed = LoginInput.safeParse({
    email,
    password: String(form.get('password') ?? ''),
    ...(deviceToken ? { deviceToken } : {}),
  })
  if (!parsed.success) {
    return data<LoginActionData>(
      { email, fieldErrors: errorsByField(fieldErrorsOf(parsed.error)) },
      { status: 400 },
    )
  }

  try {
    const session = await context.contentApi().login(parsed.data)
    const { secureCookies } = context.config
    const headers = new Headers()
    headers.append(
      'Set-Cookie',
      sessionCookieHeader(session.token, session.expiresAt, secureCookies),
    )
    // this browser is now one the editor signed in from (see device-cookie.server.ts)
    headers.append(
      'Set-Cookie',
      deviceCookieHeader(session.deviceToken, session.deviceTokenExpiresAt, secureCookies),
    )
    return redirect(redirectTo, { headers })
  } catch (error) {
    const failure = loginFailureOf(error)
    return data<LoginActionData>(
      { email, fieldErrors: failure.fieldErrors ?? {}, formError: failure.formError },
      { status: failure.status },
    )
  }
}
