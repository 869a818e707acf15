import { data, redirect, type AppLoadContext } from 'react-router'
import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import {
  errorsByField,
  PasswordResetCompletion,
  PasswordResetRequest,
  ResetToken,
  fieldErrorsOf,
  type PasswordResetDelivery,
} from '@site/contract'
import { isSameOriginRequest } from '../../same-origin.server'
import { tooManyAttemptsMessage } from './login-errors'
import { LINK_NOT_VALID, PASSWORD_CHANGED_URL } from './password-reset'

export const RESET_SERVICE_DOWN =
  'The sign-in service is not reachable right now. Please try again in a moment.'
export const PASSWORDS_DIFFER = 'The two passwords are not the same'

export interface ForgotPasswordActionData {
  /** echoed back so the form keeps it */
  email: string
  /** the request was accepted: the page shows the one answer, whatever the address */
  sent: boolean
  fieldErrors: Partial<Record<string, string>>
  formError?: string
}

export interface ResetPasswordActionData {
  fieldErrors: Partial<Record<string, string>>
  formError?: string
  /** the link is dead (used, expired, malformed): the page offers a new one */
  linkInvalid?: boolean
}

/** Another site must not make a visitor's browser ask for mail or set a password (CSRF). */
function refuseCrossSite(request: Request, context: AppLoadContext): Response | null {
  return isSameOriginRequest(request, context.config.siteUrl)
    ? null
    : new Response('This form must be sent from this site.', { status: 403 })
}

/** A content-api failure that is nobody's input mistake: down (503) or broken (502). */
function serviceFailure(error: unknown): { status: number; formError: string } {
  if (error instanceof ContentApiUnreachableError)
    return { status: 503, formError: RESET_SERVICE_DOWN }
  if (error instanceof ContentApiError) {
    return { status: 502, formError: `The request failed: ${error.message}` }
  }
  throw error
}

/** /admin/forgot-password: whether links can be sent here (null: content-api did not say). */
export async function forgotPasswordLoader(context: AppLoadContext) {
  const delivery = await context
    .contentApi()
    .passwordResetDelivery()
    .catch((): PasswordResetDelivery | null => null)
  return { delivery }
}

export async function forgotPasswordAction(request: Request, context: AppLoadContext) {
  const refused = refuseCrossSite(request, context)
  if (refused) return refused
  const form = await request.formData()
  const email = String(form.get('email') ?? '')
  const parsed = PasswordResetRequest.safeParse({ email })
  if (!parsed.success) {
    return data<ForgotPasswordActionData>(
      { email, sent: false, fieldErrors: errorsByField(fieldErrorsOf(parsed.error)) },
      { status: 400 },
    )
  }
  try {
    await context.contentApi().requestPasswordReset(parsed.data)
    return data<ForgotPasswordActionData>({ email, sent: true, fieldErrors: {} })
  } catch (error) {
    if (error instanceof ContentApiError && error.status === 429) {
      return data<ForgotPasswordActionData>(
        {
          email,
          sent: false,
          fieldErrors: {},
          formError: tooManyAttemptsMessage(error.retryAfterSeconds),
        },
        { status: 429 },
      )
    }
    if (error instanceof ContentApiError && error.status === 400) {
      return data<ForgotPasswordActionData>(
        {
          email,
          sent: false,
          fieldErrors: errorsByField(error.fields),
          ...(Object.keys(error.fields).length > 0 ? {} : { formError: error.message }),
        },
        { status: 400 },
      )
    }
    const failure = serviceFailure(error)
    return data<ForgotPasswordActionData>(
      { email, sent: false, fieldErrors: {}, formError: failure.formError },
      { status: failure.status },
    )
  }
}

/** /admin/reset-password?token=...: the token when it looks like one (null: say so at once). */
export function resetPasswordLoader(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { token: ResetToken.safeParse(token).success ? token : null }
}

export async function resetPasswordAction(request: Request, context: AppLoadContext) {
  const refused = refuseCrossSite(request, context)
  if (refused) return refused
  const form = await request.formData()
  const text = (name: string) => String(form.get(name) ?? '')
  const parsed = PasswordResetCompletion.safeParse({
    token: text('token'),
    password: text('password'),
  })
  const fields: Record<string, string> = parsed.success ? {} : fieldErrorsOf(parsed.error)
  if (fields.token) {
    return data<ResetPasswordActionData>(
      { fieldErrors: {}, formError: LINK_NOT_VALID, linkInvalid: true },
      { status: 400 },
    )
  }
  if (text('confirmPassword') !== text('password')) fields.confirmPassword ??= PASSWORDS_DIFFER
  if (!parsed.success || Object.keys(fields).length > 0) {
    return data<ResetPasswordActionData>({ fieldErrors: errorsByField(fields) }, { status: 400 })
  }
  try {
    await context.contentApi().completePasswordReset(parsed.data)
  } catch (error) {
    if (error instanceof ContentApiError && error.code === 'invalid_reset_link') {
      return data<ResetPasswordActionData>(
        { fieldErrors: {}, formError: LINK_NOT_VALID, linkInvalid: true },
        { status: 400 },
      )
    }
    if (error instanceof ContentApiError && error.status === 400) {
      return data<ResetPasswordActionData>(
        {
          fieldErrors: errorsByField(error.fields),
          ...(Object.keys(error.fields).length > 0 ? {} : { formError: error.message }),
        },
        { status: 400 },
      )
    }
    const failure = serviceFailure(error)
    return data<ResetPasswordActionData>(
      { fieldErrors: {}, formError: failure.formError },
      { status: failure.status },
    )
  }
  return redirect(PASSWORD_CHANGED_URL)
}
