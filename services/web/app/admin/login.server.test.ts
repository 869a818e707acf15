import { describe, expect, it } from 'vitest'
import type { LoginInput, LoginResult } from '@site/content-api/schemas'
import type { AppLoadContext } from 'react-router'
import { loginAction } from './login.server'

const DEVICE = `${'a'.repeat(22)}.1900000000.${'b'.repeat(43)}`
const NEXT_DEVICE = `${'c'.repeat(22)}.1900000001.${'d'.repeat(43)}`

function signIn(cookie?: string) {
  const sent: LoginInput[] = []
  const context = {
    config: { secureCookies: true },
    contentApi: () => ({
      login: async (input: LoginInput): Promise<LoginResult> => {
        sent.push(input)
        return {
          token: 'session-token',
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          user: { id: 'u1', email: input.email, name: 'Edith', role: 'admin' },
          deviceToken: NEXT_DEVICE,
          deviceTokenExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        }
      },
    }),
  }
  const request = new Request('https://falcon.example/admin/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ email: 'edith@example.com', password: 'secret password' }),
  })
  const result = loginAction(request, context as unknown as AppLoadContext)
  return { sent, result: result as Promise<Response> }
}

describe('sign-in form', () => {
  it('when the browser holds a device token, then it goes to content-api with the password', async () => {
    const { sent, result } = signIn(`__session=old; __device=${DEVICE}`)
    await result
    expect(sent).toEqual([
      { email: 'edith@example.com', password: 'secret password', deviceToken: DEVICE },
    ])
  })

  it('when the sign-in succeeds, then the browser gets the session and its new device token, in separate cookies', async () => {
    const { sent, result } = signIn()
    const res = await result
    expect(sent[0]).not.toHaveProperty('deviceToken')
    expect(res.status).toBe(302)
    const cookies = res.headers.getSetCookie()
    expect(cookies).toHaveLength(2)
    expect(cookies[0]).toMatch(
      /^__session=session-token; .*Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    )
    expect(cookies[1]).toMatch(
      new RegExp(
        `^__device=${NEXT_DEVICE.replace(/\./g, '\\.')}; Max-Age=\\d+; Path=/admin; HttpOnly; SameSite=Lax; Secure$`,
      ),
    )
  })
})
