import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isRouteErrorResponse } from 'react-router'
import { createContentClient } from '@site/contract/client'
import {
  clearSessionCookieHeader,
  getEditor,
  getSessionToken,
  loginUrlFor,
  requireEditor,
  safeRedirectTo,
  sessionCookieHeader,
} from './session.server'

const attrs = (header: string) => header.split('; ')

describe('sessionCookieHeader', () => {
  const now = new Date('2030-01-01T00:00:00Z')

  it('when a token is stored, then the cookie is HttpOnly, SameSite=Lax, Path=/ and lives until expiresAt', () => {
    const header = sessionCookieHeader('tok123', '2030-01-01T02:00:00Z', false, now)
    const parts = attrs(header)
    expect(parts[0]).toBe('__session=tok123')
    expect(parts).toContain('HttpOnly')
    expect(parts).toContain('SameSite=Lax')
    expect(parts).toContain('Path=/')
    expect(parts).toContain('Max-Age=7200')
    expect(parts).not.toContain('Secure')
  })

  it('when the site is served over https, then the cookie is Secure', () => {
    expect(attrs(sessionCookieHeader('t', '2030-01-01T00:01:00Z', true, now))).toContain('Secure')
  })

  it('when expiresAt is in the past, then Max-Age is 0 rather than negative', () => {
    expect(attrs(sessionCookieHeader('t', '2029-12-31T00:00:00Z', false, now))).toContain(
      'Max-Age=0',
    )
  })

  it('when expiresAt cannot be read, then no Max-Age is set (a browser-session cookie)', () => {
    const header = sessionCookieHeader('t', 'not a date', false, now)
    expect(header).not.toMatch(/Max-Age/)
    expect(attrs(header)).toContain('HttpOnly')
  })

  it('when no expiry is given (not "Remember me"), then it is a browser-session cookie: no Max-Age or Expires', () => {
    const header = sessionCookieHeader('t', null, true, now)
    expect(header).not.toMatch(/Max-Age|Expires/i)
    expect(attrs(header)).toEqual(['__session=t', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure'])
  })

  it('when the token has cookie-unsafe characters, then they are encoded and read back intact', () => {
    const token = 'a;b c=d%'
    const header = sessionCookieHeader(token, '2030-01-01T01:00:00Z', false, now)
    const pair = attrs(header)[0]!
    expect(pair).not.toMatch(/[; ]/)
    const request = new Request('http://localhost/admin', { headers: { cookie: pair } })
    expect(getSessionToken(request)).toBe(token)
  })
})

describe('clearSessionCookieHeader', () => {
  it('when the session is cleared, then the same cookie is expired with the same flags', () => {
    const parts = attrs(clearSessionCookieHeader(true))
    expect(parts[0]).toBe('__session=')
    expect(parts).toEqual(
      expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']),
    )
    expect(attrs(clearSessionCookieHeader(false))).not.toContain('Secure')
  })
})

describe('getSessionToken', () => {
  const withCookie = (cookie?: string) =>
    new Request('http://localhost/admin', cookie ? { headers: { cookie } } : {})

  it('when the cookie is among others, then its value is returned', () => {
    expect(getSessionToken(withCookie('theme=dark; __session=abc; other=1'))).toBe('abc')
  })

  it('when there is no cookie, an empty one or only a similarly named one, then there is no token', () => {
    expect(getSessionToken(withCookie())).toBeUndefined()
    expect(getSessionToken(withCookie('__session='))).toBeUndefined()
    expect(getSessionToken(withCookie('x__session=abc; __session_old=def'))).toBeUndefined()
  })

  it('when the cookie value is badly encoded, then there is no token', () => {
    expect(getSessionToken(withCookie('__session=%E0%A4%A'))).toBeUndefined()
  })
})

describe('safeRedirectTo', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/solutions', '/admin/solutions'],
    ['/admin/solutions?q=energy#top', '/admin/solutions?q=energy#top'],
    ['/admin/solutions/energy-systems', '/admin/solutions/energy-systems'],
  ])('when redirectTo is the admin path %s, then it is kept', (input, expected) => {
    expect(safeRedirectTo(input)).toBe(expected)
  })

  it.each([
    ['//evil.example/admin'],
    ['/\\evil.example/admin'],
    ['\\\\evil.example'],
    ['https://evil.example/admin'],
    ['javascript:alert(1)'],
    ['/admin/../elsewhere'],
    ['/admin%2f..%2f..%2fx/..'],
    ['/administrator'],
    ['/'],
    ['/solutions'],
    ['admin'],
    ['/admin\t/x'],
    ['/admin/login'],
    ['/admin/logout'],
    [''],
  ])('when redirectTo is %j, then the fallback is used', (input) => {
    expect(safeRedirectTo(input)).toBe('/admin')
  })

  it('when redirectTo is missing or a file, then the given fallback is used', () => {
    expect(safeRedirectTo(null)).toBe('/admin')
    expect(safeRedirectTo(undefined, '/admin/solutions')).toBe('/admin/solutions')
    expect(safeRedirectTo(new File([], 'x'))).toBe('/admin')
  })
})

describe('loginUrlFor', () => {
  it('when an admin page needs a login, then redirectTo carries its path and query', () => {
    const url = loginUrlFor(new Request('http://localhost/admin/solutions?q=grid'))
    expect(url).toBe('/admin/login?redirectTo=%2Fadmin%2Fsolutions%3Fq%3Dgrid')
    expect(new URL(url, 'http://localhost').searchParams.get('redirectTo')).toBe(
      '/admin/solutions?q=grid',
    )
  })

  it('when the page is the dashboard, then no redirectTo is needed', () => {
    expect(loginUrlFor(new Request('http://localhost/admin'))).toBe('/admin/login')
  })
})

describe('requireEditor against a content-api', () => {
  const user = { id: 'u1', email: 'editor@example.com', name: 'Eda Editor', role: 'editor' }
  let server: Server
  let baseUrl: string
  const seenAuth: Array<string | undefined> = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      seenAuth.push(req.headers.authorization)
      if (req.url === '/api/auth/me' && req.headers.authorization === 'Bearer good-token') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ user }))
        return
      }
      if (req.url === '/api/auth/me' && req.headers.authorization === 'Bearer broken-token') {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { code: 'internal', message: 'boom' } }))
        return
      }
      res.writeHead(401, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in first' } }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const context = (secureCookies = false, url = () => baseUrl) => ({
    config: {
      siteUrl: secureCookies ? 'https://falcon.example' : 'http://localhost:3000',
      publicMediaUrl: '',
      demoMode: false,
      production: secureCookies,
      secureCookies,
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapAttribution: '© Tiles',
      contactFormSecret: 'test-secret-0123456789',
    },
    clientIp: '127.0.0.1',
    contentApi: (token?: string) => createContentClient({ baseUrl: url(), token, timeoutMs: 2000 }),
  })
  const request = (path: string, token?: string) =>
    new Request(
      `http://localhost${path}`,
      token ? { headers: { cookie: `__session=${token}` } } : {},
    )

  async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
    try {
      await promise
    } catch (e) {
      return e
    }
    throw new Error('expected a throw')
  }

  it('when the session is valid, then the user, the token and an authenticated client are returned', async () => {
    const editor = await requireEditor(request('/admin', 'good-token'), context())
    expect(editor.user).toEqual(user)
    expect(editor.token).toBe('good-token')
    seenAuth.length = 0
    await expect(editor.api.me()).resolves.toEqual(user)
    expect(seenAuth).toEqual(['Bearer good-token'])
  })

  it('when there is no cookie, then it redirects to the login with redirectTo and sets no cookie', async () => {
    seenAuth.length = 0
    const thrown = await thrownBy(requireEditor(request('/admin/solutions?q=x'), context()))
    expect(thrown).toBeInstanceOf(Response)
    const res = thrown as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/admin/login?redirectTo=%2Fadmin%2Fsolutions%3Fq%3Dx')
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(seenAuth).toEqual([]) // no round trip without a token
  })

  it('when content-api answers 401, then it redirects to the login and clears the cookie', async () => {
    const thrown = await thrownBy(
      requireEditor(request('/admin/solutions/energy-systems', 'expired'), context(true)),
    )
    const res = thrown as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(
      '/admin/login?redirectTo=%2Fadmin%2Fsolutions%2Fenergy-systems',
    )
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^__session=; Max-Age=0;/)
    expect(cookie).toContain('Secure')
  })

  it('when content-api fails otherwise, then an error page (502) is thrown rather than signing the editor out', async () => {
    const thrown = await thrownBy(requireEditor(request('/admin', 'broken-token'), context()))
    expect(thrown).not.toBeInstanceOf(Response) // not a redirect to the login
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status: 502 } })
    expect((thrown as { data: unknown }).data).toEqual({ message: 'boom' })
  })

  it('when content-api is unreachable, then a 503 error page with a readable message is thrown', async () => {
    const ctx = context(false, () => 'http://127.0.0.1:1')
    const thrown = await thrownBy(requireEditor(request('/admin', 'good-token'), ctx))
    expect(thrown).toMatchObject({ init: { status: 503 } })
    expect((thrown as { data: { message: string } }).data.message).toMatch(/not reachable/)
    expect(isRouteErrorResponse(thrown)).toBe(false) // RR turns it into one when it is thrown
  })

  it('when the layout and the page check the same request, then content-api is asked once', async () => {
    const req = request('/admin', 'good-token')
    seenAuth.length = 0
    const [a, b] = await Promise.all([getEditor(req, context()), requireEditor(req, context())])
    expect(a?.user).toEqual(user)
    expect(b.user).toEqual(user)
    expect(seenAuth).toEqual(['Bearer good-token'])
  })
})
