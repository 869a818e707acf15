import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audienceFor } from '@site/contract'
import { totpCode } from '../auth/totp.js'
import { createHttp } from '../test-support/http.js'
import { startTestApi } from '../test-support/test-repo.js'
import { accessRoutes } from './access-routes.js'

/**
 * "Require a second factor": a user of a role it is required of, who has none, gets only the
 * set-up, /auth/me and sign-out; every other route a session opens is refused, whatever it is.
 */
let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let admin = ''
let now = 1_800_000_000_000
const EDITOR = {
  name: 'Erin Editor',
  email: 'erin@example.com',
  role: 'editor' as const,
  password: 'a long editor password',
}

beforeAll(async () => {
  api = await startTestApi({ clock: () => now })
  http = createHttp(`${api.url}/api`)
  admin = await api.login()
  expect((await http.post('/users', EDITOR, admin)).status).toBe(201)
})
afterAll(() => api.close())

const concrete = (path: string) => path.replace(/:\w+/g, 'no-such-thing')

async function ask(method: string, path: string, token: string) {
  const controller = new AbortController()
  const res = await fetch(`${api.url}/api${path}`, {
    method,
    signal: controller.signal,
    headers: {
      authorization: `Bearer ${token}`,
      ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
  })
  const body = res.headers.get('content-type')?.includes('json')
    ? ((await res.json()) as { error?: { code?: string } })
    : {}
  controller.abort()
  return { status: res.status, code: body.error?.code }
}

const require2fa = (requireSecondFactor: string) =>
  http.put('/security', { requireSecondFactor }, admin)

describe('the required second factor', () => {
  it('when an admin without a second factor requires it of admins, then 409: they would shut themselves out', async () => {
    const refused = await require2fa('admins')
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ error: { code: 'own_second_factor_first' } })
    // the admin sets up their own first
    const { secret } = (await http.post('/account/totp', {}, admin)).body as { secret: string }
    expect(
      (await http.post('/account/totp/confirm', { code: totpCode(secret, now) }, admin)).status,
    ).toBe(200)
  })

  it('when an editor may not change the rule, then 403; a bad value is 400 and changes nothing', async () => {
    const editor = await api.login(EDITOR.email, EDITOR.password)
    expect((await http.put('/security', { requireSecondFactor: 'everyone' }, editor)).status).toBe(
      403,
    )
    expect((await require2fa('sometimes')).status).toBe(400)
    const rule = await http.get('/security', admin)
    expect(rule.body).toEqual({ requireSecondFactor: 'nobody' })
  })

  it('when it is required of admins only, then an editor without one is not held up', async () => {
    expect((await require2fa('admins')).status).toBe(200)
    const editor = await api.login(EDITOR.email, EDITOR.password)
    const me = await http.get('/auth/me', editor)
    expect(me.body).toMatchObject({ user: { email: EDITOR.email } })
    expect(me.body).not.toHaveProperty('user.mustSetUpSecondFactor')
    expect((await http.get('/auth/sessions', editor)).status).toBe(200)
  })

  it('when it is required of everyone, then a user without one reaches only the set-up, who they are and sign-out, on every route', async () => {
    expect((await require2fa('everyone')).status).toBe(200)
    const editor = await api.login(EDITOR.email, EDITOR.password)
    const me = await http.get('/auth/me', editor)
    expect(me.body).toMatchObject({ user: { mustSetUpSecondFactor: true } })

    const refused: string[] = []
    for (const route of accessRoutes) {
      if (route.duringSecondFactorSetup) continue
      if (audienceFor(route.target, route.action) === 'public') continue
      const { status, code } = await ask(route.method, concrete(route.path), editor)
      if (status !== 403 || code !== 'second_factor_setup_required') {
        refused.push(`${route.method} ${route.path}: ${status} ${code}`)
      }
    }
    expect(refused).toEqual([])

    // the set-up works, and once done everything is open again
    const begun = await http.post('/account/totp', {}, editor)
    expect(begun.status).toBe(200)
    const { secret } = begun.body as { secret: string }
    const confirmed = await http.post(
      '/account/totp/confirm',
      { code: totpCode(secret, now) },
      editor,
    )
    expect(confirmed.status).toBe(200)
    expect((await http.get('/auth/sessions', editor)).status).toBe(200)
    expect((await http.get('/auth/me', editor)).body).not.toHaveProperty(
      'user.mustSetUpSecondFactor',
    )

    // and it cannot be turned off while required
    now += 30_000
    const off = await fetch(`${api.url}/api/account/totp`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: totpCode(secret, now) }),
    })
    expect(off.status).toBe(409)
    const { error } = (await off.json()) as { error: { code: string } }
    expect(error.code).toBe('second_factor_required')
    expect((await http.post('/auth/logout', {}, editor)).status).toBe(204)
  })
})
