import * as client from 'openid-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  SSO_CALLBACK_PATH,
  type AuditEntry,
  type AuditPage,
  type LoginResult,
  type SsoOptions,
  type SsoStart,
} from '@site/contract'
import type { OidcConfig } from '../auth/oidc-config.js'
import { createHttp } from '../test-support/http.js'
import { startOidcProvider } from '../test-support/oidc-provider.js'
import { startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

const SITE_URL = 'http://localhost:3000'
const SITE = {
  clientId: 'falcon-site',
  clientSecret: 'site-client-secret-0123456789',
  redirectUri: `${SITE_URL}${SSO_CALLBACK_PATH}`,
}
/** another application registered at the same provider */
const OTHER_APP = {
  clientId: 'other-app',
  clientSecret: 'other-app-secret-0123456789',
  redirectUri: 'http://localhost:4999/callback',
}
/** seconds an ID token lasts at the test provider */
const ID_TOKEN_TTL = 120

let provider: Awaited<ReturnType<typeof startOidcProvider>>
beforeAll(async () => {
  provider = await startOidcProvider({
    clients: [SITE, OTHER_APP],
    idTokenTtl: ID_TOKEN_TTL,
    accounts: {
      edith: { email: TEST_ADMIN.email.toUpperCase(), emailVerified: true, name: 'Edith' },
      unverified: { email: TEST_ADMIN.email, emailVerified: false, name: 'Edith?' },
      newcomer: { email: 'nadia@falcon.example', emailVerified: true, name: 'Nadia Newcomer' },
      outsider: { email: 'oscar@elsewhere.example', emailVerified: true, name: 'Oscar' },
    },
  })
})
afterAll(() => provider.close())

let api: Awaited<ReturnType<typeof startTestApi>> | undefined
afterEach(async () => {
  provider.tamper.idToken = null
  await api?.close()
  api = undefined
})

const oidcConfig = (overrides: Partial<OidcConfig> = {}): OidcConfig => ({
  issuer: provider.issuer,
  clientId: SITE.clientId,
  clientSecret: SITE.clientSecret,
  name: 'Falcon ID',
  autoCreateRole: null,
  allowedDomains: [],
  only: false,
  ...overrides,
})

async function startApi(
  overrides: Partial<OidcConfig> = {},
  clock?: () => number,
): Promise<ReturnType<typeof createHttp>> {
  api = await startTestApi({
    oidc: oidcConfig(overrides),
    siteUrl: SITE_URL,
    ...(clock ? { clock } : {}),
  })
  return createHttp(`${api.url}/api`)
}

async function start(http: ReturnType<typeof createHttp>): Promise<SsoStart> {
  const res = await http.post<SsoStart>('/auth/sso/start', { remember: true })
  expect(res.status).toBe(200)
  return res.body
}

type Refusal = { error: { code: string; message: string } }

describe('single sign-on (OpenID Connect, against oidc-provider)', () => {
  it('when a user with a verified e-mail signs in at the provider, then their session works and ends with the ID token', async () => {
    const http = await startApi()
    const options = await http.get<SsoOptions>('/auth/sso')
    expect(options.body).toEqual({ sso: { name: 'Falcon ID', only: false } })

    const flow = await start(http)
    const url = new URL(flow.url)
    expect(url.origin).toBe(provider.issuer)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('redirect_uri')).toBe(SITE.redirectUri)
    const before = Date.now()
    const query = await provider.signIn(flow.url, 'edith')
    const res = await http.post<LoginResult>('/auth/sso/callback', { flow: flow.flow, query })
    const after = Date.now()
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' })
    // remembered, yet no longer than the provider's ID token (whole seconds)
    const expiresAt = Date.parse(res.body.expiresAt)
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + ID_TOKEN_TTL * 1000)
    expect(expiresAt).toBeLessThanOrEqual(after + ID_TOKEN_TTL * 1000)
    const me = await http.get<{ user: { email: string } }>('/auth/me', res.body.token)
    expect(me.body.user.email).toBe(TEST_ADMIN.email)
    // the sessions page says how it was signed in
    const mine = await http.get<{ sessions: Array<{ current: boolean; method?: string }> }>(
      '/auth/sessions',
      res.body.token,
    )
    expect(mine.body.sessions.find((x) => x.current)?.method).toBe('sso')

    // the flow is used once
    const again = await http.post<Refusal>('/auth/sso/callback', { flow: flow.flow, query })
    expect([again.status, again.body.error.code]).toEqual([400, 'sso_flow_expired'])

    const signIns = await ssoSignIns(http, res.body.token, 2)
    expect(signIns.map((e) => [e.outcome, e.method, e.actor?.email, e.reason])).toEqual([
      ['failure', 'sso', undefined, 'sso_flow_expired'],
      ['success', 'sso', TEST_ADMIN.email, undefined],
    ])
  })

  it('when the callback carries another state than the flow started, then it is refused and the flow is spent', async () => {
    const http = await startApi()
    const flow = await start(http)
    const query = new URLSearchParams(await provider.signIn(flow.url, 'edith'))
    query.set('state', 'a-state-this-browser-never-started')
    const res = await http.post<Refusal>('/auth/sso/callback', {
      flow: flow.flow,
      query: query.toString(),
    })
    expect([res.status, res.body.error.code]).toEqual([401, 'sso_state_mismatch'])
  })

  it('when the ID token carries another nonce than the flow sent, then it is refused', async () => {
    const http = await startApi()
    const flow = await start(http)
    const url = new URL(flow.url)
    url.searchParams.set('nonce', 'a-nonce-of-another-sign-in')
    const query = await provider.signIn(url.href, 'edith')
    const res = await http.post<Refusal>('/auth/sso/callback', { flow: flow.flow, query })
    expect([res.status, res.body.error.code]).toEqual([401, 'sso_nonce_mismatch'])
  })

  it('when the token endpoint answers with an ID token issued to another application, then it is refused (audience)', async () => {
    const http = await startApi()
    const flow = await start(http)
    const nonce = new URL(flow.url).searchParams.get('nonce') ?? ''
    provider.tamper.idToken = await idTokenOfOtherApp(nonce)
    const query = await provider.signIn(flow.url, 'edith')
    const res = await http.post<Refusal>('/auth/sso/callback', { flow: flow.flow, query })
    expect([res.status, res.body.error.code]).toEqual([401, 'sso_token_invalid'])
  })

  it('when the token endpoint answers with an ID token of another provider, then it is refused (issuer)', async () => {
    const elsewhere = await startOidcProvider({
      clients: [SITE],
      accounts: {
        edith: { email: TEST_ADMIN.email, emailVerified: true, name: 'Edith' },
      },
    })
    try {
      const http = await startApi()
      const flow = await start(http)
      const nonce = new URL(flow.url).searchParams.get('nonce') ?? ''
      // the same client id and person, the same nonce: only the issuer differs
      provider.tamper.idToken = await idTokenOfOtherApp(nonce, SITE, elsewhere)
      const query = await provider.signIn(flow.url, 'edith')
      const res = await http.post<Refusal>('/auth/sso/callback', { flow: flow.flow, query })
      expect([res.status, res.body.error.code]).toEqual([401, 'sso_token_invalid'])
    } finally {
      await elsewhere.close()
    }
  })

  it('when the code was asked for with another PKCE challenge than the flow sent, then the provider refuses the exchange', async () => {
    const http = await startApi()
    const flow = await start(http)
    const url = new URL(flow.url)
    const attackersVerifier = client.randomPKCECodeVerifier()
    url.searchParams.set(
      'code_challenge',
      await client.calculatePKCECodeChallenge(attackersVerifier),
    )
    const query = await provider.signIn(url.href, 'edith')
    const res = await http.post<Refusal>('/auth/sso/callback', { flow: flow.flow, query })
    expect([res.status, res.body.error.code]).toEqual([401, 'sso_provider_refused'])
  })

  it('when the ID token has expired by the time it arrives, then it is refused', async () => {
    let now = Date.now()
    const http = await startApi({}, () => now)
    const flow = await start(http)
    const query = await provider.signIn(flow.url, 'edith')
    // past the token's life and openid-client's 30 s tolerance, within the flow's 10 minutes
    now += (ID_TOKEN_TTL + 180) * 1000
    const res = await http.post<Refusal>('/auth/sso/callback', { flow: flow.flow, query })
    expect([res.status, res.body.error.code]).toEqual([401, 'sso_token_expired'])
  })

  it('when the provider has not verified the e-mail, then nobody is signed in, even an existing account', async () => {
    const http = await startApi()
    const res = await signInAs(http, 'unverified')
    expect([res.status, res.body.error.code]).toEqual([403, 'sso_email_unverified'])
  })

  it('when auto-create is off and nobody here has the e-mail, then it is refused and no user is created', async () => {
    const http = await startApi()
    const res = await signInAs(http, 'newcomer')
    expect([res.status, res.body.error.code]).toEqual([403, 'sso_unknown_user'])
    expect(await userEmails(http)).toEqual([TEST_ADMIN.email])
  })

  it('when auto-create is on, then a new e-mail of an allowed domain gets an account with that role', async () => {
    const http = await startApi({ autoCreateRole: 'editor', allowedDomains: ['falcon.example'] })
    const flow = await start(http)
    const query = await provider.signIn(flow.url, 'newcomer')
    const res = await http.post<LoginResult>('/auth/sso/callback', { flow: flow.flow, query })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({
      email: 'nadia@falcon.example',
      name: 'Nadia Newcomer',
      role: 'editor',
    })
    expect(await userEmails(http)).toEqual([TEST_ADMIN.email, 'nadia@falcon.example'])
  })

  it('when auto-create is on and the e-mail is of another domain, then it is refused and no user is created', async () => {
    const http = await startApi({ autoCreateRole: 'editor', allowedDomains: ['falcon.example'] })
    const res = await signInAs(http, 'outsider')
    expect([res.status, res.body.error.code]).toEqual([403, 'sso_domain_not_allowed'])
    expect(await userEmails(http)).toEqual([TEST_ADMIN.email])
    const [refused] = await ssoSignIns(http, await api!.login(), 1)
    expect([refused?.outcome, refused?.reason]).toEqual(['failure', 'sso_domain_not_allowed'])
  })

  it('when OIDC_ONLY is on, then passwords are refused to everyone but the break-glass admin', async () => {
    const http = await startApi({ only: true })
    expect((await http.get<SsoOptions>('/auth/sso')).body.sso?.only).toBe(true)
    // the break-glass admin (ADMIN_EMAIL) still signs in with a password
    const admin = await api!.login()
    const added = await http.post(
      '/users',
      {
        name: 'Erin',
        email: 'erin@example.com',
        role: 'editor',
        password: 'a long editor password',
      },
      admin,
    )
    expect(added.status).toBe(201)
    const res = await http.post<Refusal>('/auth/login', {
      email: 'erin@example.com',
      password: 'a long editor password',
    })
    expect([res.status, res.body.error.code]).toEqual([403, 'sso_only'])
    expect(res.body.error.message).toBe('Sign in with Falcon ID: passwords are not accepted here.')
    // and single sign-on works for the admin too
    const sso = await signInAs(http, 'edith')
    expect(sso.status).toBe(200)
  })

  it('when single sign-on is not configured, then the login page is told so and its routes answer 404', async () => {
    api = await startTestApi()
    const http = createHttp(`${api.url}/api`)
    expect((await http.get<SsoOptions>('/auth/sso')).body).toEqual({ sso: null })
    expect((await http.post('/auth/sso/start', {})).status).toBe(404)
  })

  it('when a callback names no real flow or an oversized query, then it is a 400 naming the field', async () => {
    const http = await startApi()
    const res = await http.post<{ error: { fields?: Record<string, string> } }>(
      '/auth/sso/callback',
      { flow: 'nope', query: 'x'.repeat(5000) },
    )
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(['flow', 'query'])
  })
})

async function signInAs(http: ReturnType<typeof createHttp>, login: string) {
  const flow = await start(http)
  const query = await provider.signIn(flow.url, login)
  return http.post<Refusal>('/auth/sso/callback', { flow: flow.flow, query })
}

/** The audit log's single sign-on entries once `count` are there (each is written as its answer goes out). */
async function ssoSignIns(
  http: ReturnType<typeof createHttp>,
  token: string,
  count: number,
): Promise<AuditEntry[]> {
  for (let i = 0; i < 100; i++) {
    const page = await http.get<AuditPage>('/audit?limit=100', token)
    const found = page.body.entries.filter((e) => e.type === 'sign-in' && e.method === 'sso')
    if (found.length >= count) return found
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`fewer than ${count} single sign-on entries`)
}

async function userEmails(http: ReturnType<typeof createHttp>): Promise<string[]> {
  const res = await http.get<{ users: Array<{ email: string }> }>('/users', await api!.login())
  return res.body.users.map((u) => u.email)
}

/** A genuine ID token of `from` (default: the provider), for the same person and nonce, issued to `app`. */
async function idTokenOfOtherApp(
  nonce: string,
  app: typeof OTHER_APP = OTHER_APP,
  from: { issuer: string; signIn: (url: string, login: string) => Promise<string> } = provider,
): Promise<string> {
  const config = await client.discovery(
    new URL(from.issuer),
    app.clientId,
    undefined,
    client.ClientSecretBasic(app.clientSecret),
    { execute: [client.allowInsecureRequests] },
  )
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: app.redirectUri,
    scope: 'openid email',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  })
  const query = await from.signIn(url.href, 'edith')
  const tokens = await client.authorizationCodeGrant(
    config,
    new URL(`${app.redirectUri}?${query}`),
    {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    },
  )
  if (!tokens.id_token) throw new Error('the other app got no ID token')
  return tokens.id_token
}
