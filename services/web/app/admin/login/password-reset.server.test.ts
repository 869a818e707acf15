import { ContentApiError } from '@site/contract/client'
import type { PasswordResetCompletion, PasswordResetRequest } from '@site/contract'
import { describe, expect, it } from 'vitest'
import { fakeContext, serverError, unreachable } from '../../test-support/load-context'
import { LINK_NOT_VALID } from './password-reset'
import {
  PASSWORDS_DIFFER,
  RESET_SERVICE_DOWN,
  forgotPasswordAction,
  forgotPasswordLoader,
  resetPasswordAction,
  resetPasswordLoader,
} from './password-reset.server'

/** 43 base64url characters, the last as an encoder spells it (content-api's ResetToken) */
const TOKEN = `${'T'.repeat(42)}A`
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'https://falcon.example' }

function post(path: string, fields: Record<string, string>, headers = SAME_ORIGIN) {
  return new Request(`https://falcon.example${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  })
}

/** What an action answered: a Response (403, redirect) or React Router's data(body, init). */
type Answer = Response | { data: unknown; init: { status?: number } | null }
const statusOf = (answer: Answer) =>
  answer instanceof Response ? answer.status : (answer.init?.status ?? 200)
const bodyOf = (answer: Answer) => (answer instanceof Response ? undefined : answer.data)

function forgot(requestPasswordReset: (input: PasswordResetRequest) => Promise<unknown>) {
  const sent: PasswordResetRequest[] = []
  const context = fakeContext({
    requestPasswordReset: (input: PasswordResetRequest) => {
      sent.push(input)
      return requestPasswordReset(input)
    },
  })
  const run = async (fields: Record<string, string>, headers = SAME_ORIGIN) =>
    (await forgotPasswordAction(
      post('/admin/forgot-password', fields, headers),
      context,
    )) as unknown as Answer
  return { sent, run }
}

function reset(completePasswordReset: (input: PasswordResetCompletion) => Promise<unknown>) {
  const sent: PasswordResetCompletion[] = []
  const context = fakeContext({
    completePasswordReset: (input: PasswordResetCompletion) => {
      sent.push(input)
      return completePasswordReset(input)
    },
  })
  const run = async (fields: Record<string, string>, headers = SAME_ORIGIN) =>
    (await resetPasswordAction(
      post('/admin/reset-password', fields, headers),
      context,
    )) as unknown as Answer
  return { sent, run }
}

const good = {
  token: TOKEN,
  password: 'a long new password',
  confirmPassword: 'a long new password',
}

describe('forgot password page', () => {
  it('when content-api says how links are delivered, then the page knows; when it is down, then null', async () => {
    const loaded = await forgotPasswordLoader(
      fakeContext({ passwordResetDelivery: async () => 'none' }),
    )
    expect(loaded).toEqual({ delivery: 'none' })
    const down = await forgotPasswordLoader(fakeContext({ passwordResetDelivery: unreachable }))
    expect(down).toEqual({ delivery: null })
  })

  it('when an address is sent, then content-api is asked (normalised) and the page shows the one answer', async () => {
    const { sent, run } = forgot(async () => ({ accepted: true }))
    const answer = await run({ email: ' Edith@Example.com ' })
    expect(statusOf(answer)).toBe(200)
    expect(bodyOf(answer)).toEqual({ email: ' Edith@Example.com ', sent: true, fieldErrors: {} })
    expect(sent).toEqual([{ email: 'edith@example.com' }])
  })

  it('when the address is not one, then 400 names the field and nothing is asked', async () => {
    const { sent, run } = forgot(async () => ({ accepted: true }))
    const answer = await run({ email: 'edith' })
    expect(statusOf(answer)).toBe(400)
    expect(bodyOf(answer)).toMatchObject({
      sent: false,
      fieldErrors: { email: 'Enter a valid e-mail address' },
    })
    expect(sent).toEqual([])
  })

  it.each([
    ['another site posts', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['neither header is sent', {}],
  ])('when %s, then 403 and nothing is asked', async (_what, headers) => {
    const { sent, run } = forgot(async () => ({ accepted: true }))
    const answer = await run({ email: 'edith@example.com' }, headers as typeof SAME_ORIGIN)
    expect(statusOf(answer)).toBe(403)
    expect(sent).toEqual([])
  })

  it('when content-api throttles the request, then 429 says how long to wait', async () => {
    const { run } = forgot(() =>
      Promise.reject(new ContentApiError(429, 'too_many_requests', 'Too many', {}, {}, 1500)),
    )
    const answer = await run({ email: 'edith@example.com' })
    expect(statusOf(answer)).toBe(429)
    expect(bodyOf(answer)).toMatchObject({
      sent: false,
      formError: 'Too many attempts. Try again in 25 minutes.',
    })
  })

  it('when content-api refuses a field, then it is shown on the field', async () => {
    const { run } = forgot(() =>
      Promise.reject(
        new ContentApiError(400, 'validation_failed', 'Some fields are not valid', {
          email: 'Enter a valid e-mail address',
        }),
      ),
    )
    const answer = await run({ email: 'edith@example.com' })
    expect(statusOf(answer)).toBe(400)
    expect(bodyOf(answer)).toEqual({
      email: 'edith@example.com',
      sent: false,
      fieldErrors: { email: 'Enter a valid e-mail address' },
    })
  })

  it('when content-api is down or fails, then 503 or 502 with a message, never "sent"', async () => {
    const down = await forgot(unreachable).run({ email: 'edith@example.com' })
    expect(statusOf(down)).toBe(503)
    expect(bodyOf(down)).toMatchObject({ sent: false, formError: RESET_SERVICE_DOWN })
    const broken = await forgot(serverError).run({ email: 'edith@example.com' })
    expect(statusOf(broken)).toBe(502)
    expect(bodyOf(broken)).toMatchObject({ sent: false, formError: 'The request failed: boom' })
  })
})

describe('reset password page', () => {
  it('when the link carries a token, then the form gets it; missing or malformed, then null', () => {
    const at = (query: string) =>
      resetPasswordLoader(new Request(`https://falcon.example/admin/reset-password${query}`))
    expect(at(`?token=${TOKEN}`)).toEqual({ token: TOKEN })
    expect(at('')).toEqual({ token: null })
    expect(at('?token=abc')).toEqual({ token: null })
    expect(at(`?token=${TOKEN.slice(0, 30)}%3Cscript%3E`)).toEqual({ token: null })
    expect(at(`?token=${TOKEN}.x`)).toEqual({ token: null })
    expect(at(`?token=${TOKEN}A`)).toEqual({ token: null })
  })

  it('when the new password is set, then the browser goes to sign in with the notice', async () => {
    const { sent, run } = reset(async () => undefined)
    const answer = await run(good)
    expect(answer).toBeInstanceOf(Response)
    expect(statusOf(answer)).toBe(302)
    expect((answer as Response).headers.get('location')).toBe('/admin/login?reset=done')
    expect(sent).toEqual([{ token: TOKEN, password: 'a long new password' }])
  })

  it('when the password is too short or the two differ, then 400 names each field and nothing is sent', async () => {
    const { sent, run } = reset(async () => undefined)
    const short = await run({ ...good, password: 'short', confirmPassword: 'short' })
    expect(statusOf(short)).toBe(400)
    expect(bodyOf(short)).toEqual({ fieldErrors: { password: 'Use at least 12 characters' } })
    const differ = await run({ ...good, confirmPassword: 'another long password' })
    expect(bodyOf(differ)).toEqual({ fieldErrors: { confirmPassword: PASSWORDS_DIFFER } })
    expect(sent).toEqual([])
  })

  it('when the token is malformed, then the link is said to be dead and nothing is sent', async () => {
    const { sent, run } = reset(async () => undefined)
    const answer = await run({ ...good, token: 'abc' })
    expect(statusOf(answer)).toBe(400)
    expect(bodyOf(answer)).toEqual({
      fieldErrors: {},
      formError: LINK_NOT_VALID,
      linkInvalid: true,
    })
    expect(sent).toEqual([])
  })

  it('when content-api says the link is used or expired, then the page says so and offers a new one', async () => {
    const { run } = reset(() =>
      Promise.reject(new ContentApiError(400, 'invalid_reset_link', 'This link no longer works')),
    )
    const answer = await run(good)
    expect(statusOf(answer)).toBe(400)
    expect(bodyOf(answer)).toEqual({
      fieldErrors: {},
      formError: LINK_NOT_VALID,
      linkInvalid: true,
    })
  })

  it('when content-api refuses the password, then it is shown on the field', async () => {
    const { run } = reset(() =>
      Promise.reject(
        new ContentApiError(400, 'validation_failed', 'Some fields are not valid', {
          password: 'Use at most 200 characters',
        }),
      ),
    )
    const answer = await run(good)
    expect(bodyOf(answer)).toEqual({ fieldErrors: { password: 'Use at most 200 characters' } })
  })

  it.each([
    ['another site posts', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['neither header is sent', {}],
  ])('when %s, then 403 and no password is set', async (_what, headers) => {
    const { sent, run } = reset(async () => undefined)
    expect(statusOf(await run(good, headers as typeof SAME_ORIGIN))).toBe(403)
    expect(sent).toEqual([])
  })

  it('when content-api is down or fails, then 503 or 502 with a message', async () => {
    const down = await reset(unreachable).run(good)
    expect(statusOf(down)).toBe(503)
    expect(bodyOf(down)).toEqual({ fieldErrors: {}, formError: RESET_SERVICE_DOWN })
    const broken = await reset(serverError).run(good)
    expect(statusOf(broken)).toBe(502)
  })
})
