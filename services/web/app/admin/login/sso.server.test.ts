import { describe, expect, it } from 'vitest'
import type { AppLoadContext } from 'react-router'
import type { LoginResult, SsoCallbackInput, SsoStart } from '@site/contract'
import { ContentApiError } from '@site/contract/client'
import { SSO_FLOW_COOKIE, ssoCallbackLoader, startSsoLoader } from './sso.server'

const FLOW = 'f'.repeat(43)
const DEVICE = `${'c'.repeat(22)}.1900000001.${'d'.repeat(43)}`

function contextWith(api: {
  startSso?: () => Promise<SsoStart>
  finishSso?: (input: SsoCallbackInput) => Promise<LoginResult>
}) {
  return { config: { secureCookies: true }, contentApi: () => api } as unknown as AppLoadContext
}

const setCookies = (res: Response) => res.headers.getSetCookie()

describe('single sign-on, the browser side', () => {
  it('when "Sign in with …" is followed, then the browser goes to the provider holding only the flow id, in a cookie scoped to the callback', async () => {
    const expiresAt = new Date(Date.now() + 600_000).toISOString()
    const context = contextWith({
      startSso: async () => ({ url: 'https://id.example/auth?x=1', flow: FLOW, expiresAt }),
    })
    const res = await startSsoLoader(
      new Request('https://falcon.example/admin/login/sso?redirectTo=%2Fadmin%2Fproducts'),
      context,
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://id.example/auth?x=1')
    const [cookie = ''] = setCookies(res)
    expect(cookie).toMatch(
      new RegExp(`^${SSO_FLOW_COOKIE}=${FLOW}%7C%2Fadmin%2Fproducts; Max-Age=(599|600); `),
    )
    expect(cookie).toContain('Path=/admin/login/sso/callback; HttpOnly; SameSite=Lax; Secure')
  })

  it('when the provider sends the browser back, then content-api gets the flow and the query, and the session cookie lasts as long as the session', async () => {
    const sent: SsoCallbackInput[] = []
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString()
    const context = contextWith({
      finishSso: async (input) => {
        sent.push(input)
        return {
          token: 'session-token',
          expiresAt,
          user: { id: 'u1', email: 'edith@example.com', name: 'Edith', role: 'admin' },
          deviceToken: DEVICE,
          deviceTokenExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        } as LoginResult
      },
    })
    const res = await ssoCallbackLoader(
      new Request('https://falcon.example/admin/login/sso/callback?code=abc&state=xyz', {
        headers: { cookie: `${SSO_FLOW_COOKIE}=${FLOW}%7C%2F%2Fevil.example` },
      }),
      context,
    )
    expect(sent).toEqual([{ flow: FLOW, query: 'code=abc&state=xyz' }])
    // an open redirect in the cookie is no destination: the admin's home instead
    expect(res.headers.get('location')).toBe('/admin')
    const cookies = setCookies(res)
    expect(cookies[0]).toMatch(new RegExp(`^${SSO_FLOW_COOKIE}=; Max-Age=0; `))
    expect(cookies[1]).toMatch(/^__session=session-token; Max-Age=(3599|3600); Path=\//)
    expect(cookies[2]).toMatch(/^__device=/)
  })

  it('when content-api refuses the answer, then the login page is told why and no session cookie is set', async () => {
    const context = contextWith({
      finishSso: async () => {
        throw new ContentApiError(403, 'sso_unknown_user', 'There is no account', {})
      },
    })
    const res = await ssoCallbackLoader(
      new Request('https://falcon.example/admin/login/sso/callback?code=abc&state=xyz', {
        headers: { cookie: `${SSO_FLOW_COOKIE}=${FLOW}%7C%2Fadmin` },
      }),
      context,
    )
    expect(res.headers.get('location')).toBe('/admin/login?sso=sso_unknown_user')
    expect(setCookies(res).some((c) => c.startsWith('__session='))).toBe(false)
  })

  it('when the browser holds no flow cookie, then content-api is not asked and the login page says to start again', async () => {
    const context = contextWith({
      finishSso: async () => {
        throw new Error('content-api must not be asked')
      },
    })
    const res = await ssoCallbackLoader(
      new Request('https://falcon.example/admin/login/sso/callback?code=stolen&state=guessed'),
      context,
    )
    expect(res.headers.get('location')).toBe('/admin/login?sso=sso_flow_expired')
  })
})
