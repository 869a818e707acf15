import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_CREDENTIALS } from '../auth/auth-service.js'
import { FREE_ATTEMPTS, FREE_ATTEMPTS_PER_VISITOR } from '../auth/login-throttle.js'
import { startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>> | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })

describe('auth', () => {
  it('when the first admin signs in, then an opaque token works for /me and only its hash is stored', async () => {
    api = await startTestApi()
    const res = await post(`${api.url}/api/auth/login`, {
      email: 'EDITOR@example.com',
      password: TEST_ADMIN.password,
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { token: string; user: { email: string; role: string } }
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' })
    expect(JSON.stringify(body)).not.toContain('passwordHash')

    const me = await fetch(`${api.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${body.token}` },
    })
    expect(((await me.json()) as { user: { name: string } }).user.name).toBe(TEST_ADMIN.name)

    const sessions = await readFile(path.join(api.dataDir, 'sessions.json'), 'utf8')
    expect(sessions).not.toContain(body.token)
    const users = await readFile(path.join(api.dataDir, 'users.json'), 'utf8')
    expect(users).toMatch(/"passwordHash": "scrypt\$15\$8\$3\$/)
    expect(users).not.toContain(TEST_ADMIN.password)
  })

  it('when the password is wrong or the account unknown, then the same 401 message', async () => {
    api = await startTestApi()
    for (const body of [
      { email: TEST_ADMIN.email, password: 'wrong password' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const res = await post(`${api.url}/api/auth/login`, body)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({
        error: {
          code: 'invalid_credentials',
          message: 'Invalid email or password. Please try again.',
        },
      })
    }
  })

  it('when the login body is malformed, then 400 names the fields', async () => {
    api = await startTestApi()
    const res = await post(`${api.url}/api/auth/login`, { email: 'not-an-email' })
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'password'])
  })

  it('when a visitor keeps failing on an account, then each further try waits a doubling delay (429 + Retry-After)', async () => {
    api = await startTestApi()
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      expect(
        (await post(`${api.url}/api/auth/login`, { email: TEST_ADMIN.email, password: `bad ${i}` }))
          .status,
      ).toBe(401)
    }
    const slowed = await post(`${api.url}/api/auth/login`, TEST_ADMIN)
    expect(slowed.status).toBe(429)
    expect(Number(slowed.headers.get('retry-after'))).toBe(1)
  })

  it("when a stranger fails many times on the admin's account, then the admin still signs in from their own address", async () => {
    api = await startTestApi()
    const from = (ip: string, body: unknown) =>
      fetch(`${api?.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      })
    // the stranger is slowed down on their own address...
    const statuses: number[] = []
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await from('203.0.113.5', { email: TEST_ADMIN.email, password: `x${i}` })).status,
      )
    expect(statuses.slice(0, FREE_ATTEMPTS)).toEqual(Array(FREE_ATTEMPTS).fill(401))
    expect(statuses.slice(FREE_ATTEMPTS)).toContain(429)
    // ...while the admin, elsewhere, gets in (at most a second of spacing)
    let admin = await from('198.51.100.7', TEST_ADMIN)
    if (admin.status === 429) {
      expect(Number(admin.headers.get('retry-after'))).toBeLessThanOrEqual(1)
      await new Promise((r) => setTimeout(r, 1_100))
      admin = await from('198.51.100.7', TEST_ADMIN)
    }
    expect(admin.status).toBe(200)
  })

  it("when web forwards visitors' addresses, then one visitor guessing many accounts is slowed and another is not", async () => {
    api = await startTestApi()
    const from = (ip: string, body: unknown) =>
      fetch(`${api?.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      })
    // one after another: guesses at once would also meet the password-hashing budget
    const guesses: number[] = []
    for (let i = 0; i < FREE_ATTEMPTS_PER_VISITOR; i++) {
      guesses.push(
        (await from('203.0.113.5', { email: `guess${i}@example.com`, password: 'nope' })).status,
      )
    }
    expect(guesses).toEqual(Array(FREE_ATTEMPTS_PER_VISITOR).fill(401))
    expect((await from('203.0.113.5', TEST_ADMIN)).status).toBe(429)
    expect((await from('198.51.100.7', TEST_ADMIN)).status).toBe(200)
  }, 60_000) // a dozen slow password checks; minutes on a loaded machine are not a failure

  it('when a session logs out, then its token is revoked', async () => {
    api = await startTestApi()
    const token = await api.login()
    expect((await post(`${api.url}/api/auth/logout`, {}, token)).status).toBe(204)
    const me = await fetch(`${api.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(me.status).toBe(401)
  })

  it('when "remember me" is ticked, then the session lasts 30 days; otherwise it ends after 12 hours', async () => {
    const start = 1_800_000_000_000
    let now = start
    api = await startTestApi({ clock: () => now })
    const signIn = async (remember?: unknown) => {
      const res = await post(`${api?.url}/api/auth/login`, {
        ...TEST_ADMIN,
        ...(remember === undefined ? {} : { remember }),
      })
      return {
        status: res.status,
        body: (await res.json()) as { token: string; expiresAt: string },
      }
    }
    const alive = async (token: string) =>
      (await fetch(`${api?.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }))
        .status === 200

    const remembered = (await signIn(true)).body
    const browserSession = (await signIn(false)).body
    const unsaid = (await signIn()).body
    const hour = 60 * 60_000
    expect(Date.parse(remembered.expiresAt)).toBe(start + 30 * 24 * hour)
    expect(Date.parse(browserSession.expiresAt)).toBe(start + 12 * hour)
    expect(Date.parse(unsaid.expiresAt)).toBe(start + 12 * hour)

    now = start + 12 * hour + 1_000
    expect(await alive(browserSession.token)).toBe(false)
    expect(await alive(unsaid.token)).toBe(false)
    expect(await alive(remembered.token)).toBe(true)
    now = start + 30 * 24 * hour + 1_000
    expect(await alive(remembered.token)).toBe(false)

    const bad = await signIn('yes')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: { fields: { remember: expect.any(String) } } })
  })

  it('when demo mode is off, then no demo credentials are offered; when on, they sign in', async () => {
    api = await startTestApi()
    expect((await fetch(`${api.url}/api/auth/demo`)).status).toBe(404)
    await api.close()
    api = await startTestApi({ demoMode: true })
    const demo = (await (await fetch(`${api.url}/api/auth/demo`)).json()) as typeof DEMO_CREDENTIALS
    expect(demo).toEqual(DEMO_CREDENTIALS)
    expect(await api.login(demo.email, demo.password)).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})

describe('parallel guessing', () => {
  it('when many wrong passwords arrive at once, then no more than the limit are checked and the rest get 429', async () => {
    api = await startTestApi()
    const url = `${api.url}/api/auth/login`
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(url, { email: TEST_ADMIN.email, password: `guess ${i}` }).then((r) => r.status),
      ),
    )
    let checked = results.filter((s) => s === 401).length
    expect(checked).toBeLessThanOrEqual(FREE_ATTEMPTS)
    expect(results.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - FREE_ATTEMPTS)
    // a refusal cost the visitor nothing: the free attempts go to checked passwords only, and
    // once they are used up, the next guess waits
    for (let i = 0; i <= FREE_ATTEMPTS; i++) {
      const next = await post(url, { email: TEST_ADMIN.email, password: `later ${i}` })
      if (next.status !== 401) {
        expect(next.status).toBe(429)
        break
      }
      checked++
    }
    expect(checked).toBe(FREE_ATTEMPTS)
  })
})
