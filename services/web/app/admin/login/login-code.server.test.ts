import { describe, expect, it } from 'vitest'
import type { LoginAnswer, LoginInput, LoginResult, MfaLoginInput } from '@site/contract'
import { ContentApiError } from '@site/contract/client'
import type { AppLoadContext } from 'react-router'
import { loginAction } from './login.server'
import { TICKET_SPENT, WRONG_CODE } from './login-errors'

const TICKET = 't'.repeat(43)
const DEVICE = `${'c'.repeat(22)}.1900000001.${'d'.repeat(43)}`

const session: LoginResult = {
  token: 'session-token',
  expiresAt: new Date(Date.now() + 43_200_000).toISOString(),
  user: { id: 'u1', email: 'edith@example.com', name: 'Edith', role: 'admin', twoFactor: true },
  deviceToken: DEVICE,
  deviceTokenExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
}

/** The login action over a content-api whose account has a second factor. */
function post(fields: Record<string, string>, codeAnswer: () => Promise<LoginResult>) {
  const passwords: LoginInput[] = []
  const codes: MfaLoginInput[] = []
  const context = {
    config: { secureCookies: true },
    contentApi: () => ({
      login: async (input: LoginInput): Promise<LoginAnswer> => {
        passwords.push(input)
        return { mfa_required: true, ticket: TICKET, expiresAt: new Date().toISOString() }
      },
      loginWithSecondFactor: async (input: MfaLoginInput) => {
        codes.push(input)
        return codeAnswer()
      },
    }),
  }
  const request = new Request('https://falcon.example/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'edith@example.com', ...fields }),
  })
  const result = loginAction(request, context as unknown as AppLoadContext) as Promise<unknown>
  return { passwords, codes, result }
}

type Answered = { data: Record<string, unknown>; init: { status: number } | null }

describe('sign-in with a second factor', () => {
  it('when the password is right, then the code form comes back with the ticket and no cookie is set', async () => {
    const { result } = post({ password: 'secret password', remember: 'on' }, async () => session)
    const res = (await result) as Answered
    expect(res.data).toEqual({
      email: 'edith@example.com',
      remember: true,
      fieldErrors: {},
      ticket: TICKET,
    })
    expect(res).not.toBeInstanceOf(Response)
  })

  it('when the code is right, then the browser gets the session and device cookies and goes on', async () => {
    const { passwords, codes, result } = post(
      { intent: 'code', ticket: TICKET, code: ' 123 456 ', remember: 'on' },
      async () => session,
    )
    const res = (await result) as Response
    expect(passwords).toEqual([])
    expect(codes).toEqual([{ ticket: TICKET, code: '123456' }])
    expect(res.status).toBe(302)
    const cookies = res.headers.getSetCookie()
    expect(cookies[0]).toMatch(/^__session=session-token; Max-Age=\d+;/)
    expect(cookies[1]).toMatch(/^__device=/)
  })

  it('when the code is wrong, then the code form stays with the same ticket and says so', async () => {
    const wrong = new ContentApiError(
      401,
      'invalid_code',
      'That code is not right, or was used already.',
    )
    const { result } = post({ intent: 'code', ticket: TICKET, code: '000000' }, () =>
      Promise.reject(wrong),
    )
    const res = (await result) as Answered
    expect(res.init?.status).toBe(401)
    expect(res.data).toMatchObject({ ticket: TICKET, fieldErrors: { code: WRONG_CODE } })
  })

  it('when the ticket is spent or expired, then the password form comes back with why', async () => {
    const spent = new ContentApiError(401, 'mfa_ticket_invalid', 'expired')
    const { result } = post({ intent: 'code', ticket: TICKET, code: '000000' }, () =>
      Promise.reject(spent),
    )
    const res = (await result) as Answered
    expect(res.data).toEqual({
      email: 'edith@example.com',
      remember: false,
      fieldErrors: {},
      formError: TICKET_SPENT,
    })
  })

  it('when the code is not a code, then 400 names it and content-api is not asked', async () => {
    const { codes, result } = post(
      { intent: 'code', ticket: TICKET, code: 'letmein' },
      async () => session,
    )
    const res = (await result) as Answered
    expect(codes).toEqual([])
    expect(res.init?.status).toBe(400)
    expect(res.data).toMatchObject({ ticket: TICKET, fieldErrors: { code: expect.any(String) } })
  })
})
