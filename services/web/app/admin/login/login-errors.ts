import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import { errorsByField } from '@site/contract'

export const INVALID_CREDENTIALS = 'Invalid email or password. Please try again.'
export const WRONG_CODE = 'That code is not right, or was used already. Try the next one.'
export const TICKET_SPENT = 'This sign-in has expired. Enter your password again.'
export const LOGIN_UNREACHABLE =
  'The sign-in service is not reachable right now. Please try again in a moment.'

/** "Too many attempts. Try again in 15 minutes." from Retry-After seconds (rounded up). */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (
    retryAfterSeconds === undefined ||
    !Number.isFinite(retryAfterSeconds) ||
    retryAfterSeconds <= 0
  ) {
    return 'Too many attempts. Try again in a few minutes.'
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

/**
 * "Sign-in is busy right now. Try again in 3 seconds." content-api had no password-hashing slot
 * for this sign-in soon enough (strangers are guessing passwords): nothing was checked.
 */
export function signInBusyMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) {
    return 'Sign-in is busy right now. Try again in a few seconds.'
  }
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return `Sign-in is busy right now. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`
}

/** Retry-After of a 429, in seconds (the client parses the header), or undefined. */
export function retryAfterSecondsOf(error: ContentApiError): number | undefined {
  return error.retryAfterSeconds
}

export interface LoginFailure {
  status: number
  formError?: string
  fieldErrors?: Partial<Record<string, string>>
}

/** A failed content-api login as what the form shows. */
export function loginFailureOf(error: unknown): LoginFailure {
  if (error instanceof ContentApiUnreachableError)
    return { status: 503, formError: LOGIN_UNREACHABLE }
  if (error instanceof ContentApiError) {
    if (error.status === 401) return { status: 401, formError: INVALID_CREDENTIALS }
    // 429 for a new browser, 503 for a known one: either way, try again in a moment
    if (error.code === 'sign_in_busy') {
      return { status: error.status, formError: signInBusyMessage(retryAfterSecondsOf(error)) }
    }
    if (error.status === 429) {
      return { status: 429, formError: tooManyAttemptsMessage(retryAfterSecondsOf(error)) }
    }
    if (error.status === 400 && Object.keys(error.fields).length > 0) {
      return { status: 400, fieldErrors: errorsByField(error.fields) }
    }
    return { status: 502, formError: `Sign-in failed: ${error.message}` }
  }
  throw error
}

/**
 * A refused code as what the form shows. A wrong code keeps the code form (the ticket takes a
 * few); an expired or spent ticket goes back to the password (`ticketSpent`).
 */
export function codeFailureOf(error: unknown): LoginFailure & { ticketSpent?: true } {
  if (error instanceof ContentApiError) {
    if (error.code === 'mfa_ticket_invalid') {
      return { status: 401, formError: TICKET_SPENT, ticketSpent: true }
    }
    if (error.code === 'invalid_code') {
      return { status: 401, fieldErrors: { code: WRONG_CODE } }
    }
  }
  return loginFailureOf(error)
}
