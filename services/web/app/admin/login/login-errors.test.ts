import { describe, expect, it } from 'vitest'
import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import { loginFailureOf, signInBusyMessage, tooManyAttemptsMessage } from './login-errors'

describe('login errors', () => {
  it('when Retry-After is known, then the wait is shown in whole minutes, rounded up', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Try again in 15 minutes.')
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Try again in 2 minutes.')
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Try again in 1 minute.')
  })

  it('when Retry-After is missing, then the message still says to wait', () => {
    expect(tooManyAttemptsMessage(undefined)).toBe('Too many attempts. Try again in a few minutes.')
  })

  it('when content-api answers 401, 429, 400 or is unreachable, then each gets its own message', () => {
    expect(loginFailureOf(new ContentApiError(401, 'invalid_credentials', 'x'))).toEqual({
      status: 401,
      formError: 'Invalid email or password. Please try again.',
    })
    const limited = Object.assign(new ContentApiError(429, 'too_many_attempts', 'x'), {
      retryAfterSeconds: 600,
    })
    expect(loginFailureOf(limited).formError).toBe('Too many attempts. Try again in 10 minutes.')
    expect(
      loginFailureOf(new ContentApiError(400, 'validation_failed', 'x', { email: 'Bad e-mail' })),
    ).toEqual({ status: 400, fieldErrors: { email: 'Bad e-mail' } })
    expect(loginFailureOf(new ContentApiUnreachableError('http://x', 'down')).formError).toMatch(
      /not reachable/,
    )
  })

  it('when content-api has no password-hashing slot for the sign-in, then the form says it is busy and for how many seconds, for a new browser (429) and a known one (503)', () => {
    for (const status of [429, 503]) {
      const busy = Object.assign(new ContentApiError(status, 'sign_in_busy', 'x'), {
        retryAfterSeconds: 3,
      })
      expect(loginFailureOf(busy)).toEqual({
        status,
        formError: 'Sign-in is busy right now. Try again in 3 seconds.',
      })
    }
    expect(signInBusyMessage(1)).toBe('Sign-in is busy right now. Try again in 1 second.')
    expect(signInBusyMessage(undefined)).toBe(
      'Sign-in is busy right now. Try again in a few seconds.',
    )
  })

  it('when the failure is not from content-api, then it is rethrown', () => {
    expect(() => loginFailureOf(new TypeError('bug'))).toThrow('bug')
  })
})
