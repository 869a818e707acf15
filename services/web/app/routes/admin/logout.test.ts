import { describe, expect, it, vi } from 'vitest'
import type { Route } from './+types/logout'
import { action, loader } from './logout'

function contextWith(revoked: string[]) {
  return {
    config: { siteUrl: 'https://falcon.example', secureCookies: true },
    contentApi: (token?: string) => ({
      logout: async () => {
        revoked.push(token ?? '')
      },
    }),
  } as unknown as Route.ActionArgs['context']
}

function post(headers: Record<string, string>) {
  return new Request('http://127.0.0.1:3000/admin/logout', {
    method: 'POST',
    headers: { cookie: '__session=tok1', ...headers },
  })
}

const run = (request: Request, revoked: string[]) =>
  action({ request, context: contextWith(revoked), params: {} } as unknown as Route.ActionArgs)

describe('logout', () => {
  it('when a same-origin page posts, then the session is revoked and the cookie cleared', async () => {
    const revoked: string[] = []
    const res = await run(
      post({ 'sec-fetch-site': 'same-origin', origin: 'https://falcon.example' }),
      revoked,
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/admin/login')
    expect(res.headers.get('set-cookie')).toMatch(/__session=;.*Max-Age=0/i)
    expect(revoked).toEqual(['tok1'])
  })

  it('when only Origin says it is the site (no Sec-Fetch-Site), then it signs out', async () => {
    const revoked: string[] = []
    const res = await run(post({ origin: 'https://falcon.example' }), revoked)
    expect(res.status).toBe(302)
    expect(revoked).toEqual(['tok1'])
  })

  it.each([
    ['another site posts', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a same-site subdomain posts', { 'sec-fetch-site': 'same-site' }],
    ['Origin names another site', { origin: 'https://evil.example' }],
    ['neither header is sent', {}],
  ])('when %s, then 403 and nothing is revoked or cleared', async (_what, headers) => {
    const revoked: string[] = []
    const res = await run(post(headers), revoked)
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(revoked).toEqual([])
  })

  it('when content-api cannot revoke the session, then the cookie is still cleared and one warning line says why', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      const context = {
        ...contextWith([]),
        contentApi: () => ({
          logout: () => Promise.reject(new Error('connect ECONNREFUSED')),
        }),
      } as unknown as Route.ActionArgs['context']
      const res = await action({
        request: post({ origin: 'https://falcon.example' }),
        context,
        params: {},
      } as unknown as Route.ActionArgs)
      expect(res.headers.get('set-cookie')).toMatch(/__session=;/)
      const lines = stderr.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as unknown)
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'warn',
          service: 'web',
          msg: 'logout could not revoke the session',
          reason: 'Error: connect ECONNREFUSED',
        }),
      ])
    } finally {
      stderr.mockRestore()
    }
  })

  it('when GET /admin/logout is opened, then it only redirects to the admin', () => {
    const res = loader()
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/admin')
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})
