import { describe, expect, it } from 'vitest'
import type { LoginInput, LoginResult } from '@site/contract'
import type { AppLoadContext } from 'react-router'
import { loginAction } from './login.server'

const DEVICE = `${'a'.repeat(22)}.1900000000.${'b'.repeat(43)}`
const NEXT_DEVICE = `${'c'.repeat(22)}.1900000001.${'d'.repeat(43)}`

function signIn(cookie?: string, fields: Record<string, string> = {}) {
  const sent: LoginInput[] = []
  const context = {
    config: { secureCookies: true },
    contentApi: () => ({
      login: async (input: LoginInput): Promise<LoginResult> => {
        sent.push(input)
        return {
          token: 'session-token',
          expiresAt: new Date(
            Date.now() + (input.remember ? 30 * 86_400_000 : 43_200_000),
          ).toISOString(),
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
    body: new URLSearchParams({
      email: 'edith@example.com',
      password: 'secret password',
      ...fields,
    }),
  })
  const result = loginAction(request, context as unknown as AppLoadContext)
  return { sent, result: result as Promise<Response> }
}

describe('sign-in form', () => {
  it('when the browser holds a device token, then it goes to content-api with the password', async () => {
    const { sent, result } = signIn(`__session=old; __device=${DEVICE}`)
    await result
    expect(sent).toEqual([
      {
        email: 'edith@example.com',
        password: 'secret password',
        deviceToken: DEVICE,
        remember: false,
      },
    ])
  })

  it('when the sign-in succeeds, then the browser gets the session and its new device token, in separate cookies', async () => {
    const { sent, result } = signIn()
    const res = await result
    expect(sent[0]).not.toHaveProperty('deviceToken')
    expect(res.status).toBe(302)
    const cookies = res.headers.getSetCookie()
    expect(cookies).toHaveLength(2)
    expect(cookies[0]).toBe('__session=session-token; Path=/; HttpOnly; SameSite=Lax; Secure')
    expect(cookies[1]).toMatch(
      new RegExp(
        `^__device=${NEXT_DEVICE.replace(/\./g, '\\.')}; Max-Age=\\d+; Path=/admin; HttpOnly; SameSite=Lax; Secure$`,
      ),
    )
  })

  it('when "Remember me" is ticked, then content-api is asked for a remembered session and the cookie lives as long (30 days)', async () => {
    const { sent, result } = signIn(undefined, { remember: 'on' })
    const res = await result
    expect(sent[0]?.remember).toBe(true)
    const cookie = res.headers.getSetCookie()[0] ?? ''
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1])
    expect(maxAge).toBeGreaterThan(30 * 86_400 - 60)
    expect(maxAge).toBeLessThanOrEqual(30 * 86_400)
  })

  it('when "Remember me" is not ticked, then the session cookie has no Max-Age: it ends with the browser session', async () => {
    const { sent, result } = signIn()
    const res = await result
    expect(sent[0]?.remember).toBe(false)
    expect(res.headers.getSetCookie()[0]).not.toMatch(/Max-Age|Expires/i)
  })

  it('when the form is refused, then the e-mail and the "Remember me" choice come back (never the password)', async () => {
    const { sent, result } = signIn(undefined, { password: '', remember: 'on' })
    const res = (await result) as unknown as { data: unknown; init: { status: number } }
    expect(sent).toEqual([])
    expect(res.init.status).toBe(400)
    expect(res.data).toEqual({
      email: 'edith@example.com',
      remember: true,
      fieldErrors: { password: 'Password is required' },
    })
  })
})
