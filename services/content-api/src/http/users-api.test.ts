import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AccountService } from '../auth/account-service.js'
import { SessionStore } from '../auth/sessions.js'
import { UserStore } from '../auth/users.js'
import { silentLogger, AppError } from '@site/platform'
import type { SessionInfo, UserSummary } from '@site/contract'
import { createHttp } from '../test-support/http.js'
import { startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let admin: string
beforeEach(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
  admin = await api.login()
})
afterEach(() => api.close())

const EDITOR = {
  name: 'Erin Editor',
  email: 'erin@example.com',
  role: 'editor' as const,
  password: 'a long editor password',
}

async function addEditor(): Promise<{ id: string; token: string }> {
  const res = await http.post<{ user: UserSummary }>('/users', EDITOR, admin)
  expect(res.status).toBe(201)
  return { id: res.body.user.id, token: await api.login(EDITOR.email, EDITOR.password) }
}

const me = (token: string) => http.get('/auth/me', token)
const adminId = async () =>
  (await http.get<{ user: { id: string } }>('/auth/me', admin)).body.user.id

describe('user management (admin only)', () => {
  it('when an admin adds an editor, then the list shows them without a hash and they can sign in', async () => {
    const { token } = await addEditor()
    const list = await http.get<{ users: UserSummary[] }>('/users', admin)
    expect(list.status).toBe(200)
    expect(list.body.users.map((u) => [u.email, u.role])).toEqual([
      [TEST_ADMIN.email, 'admin'],
      [EDITOR.email, 'editor'],
    ])
    expect(JSON.stringify(list.body)).not.toMatch(/passwordHash|scrypt/)
    expect(list.body.users[1]?.createdAt).toMatch(/^\d{4}-/)
    expect((await me(token)).body).toMatchObject({ user: { role: 'editor', name: EDITOR.name } })
  })

  it('when nobody is signed in, then every user endpoint answers 401', async () => {
    const id = await adminId()
    for (const res of [
      await http.get<Err>('/users'),
      await http.post<Err>('/users', EDITOR),
      await http.del<Err>(`/users/${id}`),
      await http.post<Err>(`/users/${id}/password`, { password: 'another long password' }),
    ]) {
      expect(res.status).toBe(401)
      expect(res.body.error.code).toBe('unauthenticated')
    }
  })

  it('when an editor calls any user endpoint, then 403 with the error body and nothing changes', async () => {
    const { token } = await addEditor()
    const id = await adminId()
    for (const res of [
      await http.get<Err>('/users', token),
      await http.post<Err>('/users', { ...EDITOR, email: 'x@example.com' }, token),
      await http.del<Err>(`/users/${id}`, token),
      await http.post<Err>(`/users/${id}/password`, { password: 'another long password' }, token),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body).toEqual({
        error: { code: 'forbidden', message: 'Only an admin may do this' },
      })
    }
    expect((await http.get<{ users: unknown[] }>('/users', admin)).body.users).toHaveLength(2)
    expect((await me(admin)).status).toBe(200)
  })

  it('when a new user is not valid, then 400 names each field (password under 12 characters)', async () => {
    const res = await http.post<Err>(
      '/users',
      { name: '', email: 'not-an-email', role: 'owner', password: 'short pass' },
      admin,
    )
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      name: 'Name is required',
      email: 'Enter a valid e-mail address',
      role: expect.any(String),
      password: 'Use at least 12 characters',
    })
  })

  it('when the e-mail is taken (in any case), then 409 on the email field', async () => {
    await addEditor()
    const res = await http.post<Err>(
      '/users',
      { ...EDITOR, email: 'ERIN@example.com', name: 'Other' },
      admin,
    )
    expect(res.status).toBe(409)
    expect(res.body.error).toMatchObject({
      code: 'email_taken',
      fields: { email: expect.any(String) },
    })
  })

  it('when an admin removes a user, then their sessions end at once', async () => {
    const { id, token } = await addEditor()
    expect((await http.del(`/users/${id}`, admin)).status).toBe(204)
    expect((await me(token)).status).toBe(401)
    expect((await http.get<{ users: unknown[] }>('/users', admin)).body.users).toHaveLength(1)
    await expect(api.login(EDITOR.email, EDITOR.password)).rejects.toThrow(/401/)
  })

  it('when an admin removes themselves, then 409 and they stay', async () => {
    const res = await http.del<Err>(`/users/${await adminId()}`, admin)
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('cannot_remove_self')
    expect((await me(admin)).status).toBe(200)
  })

  it('when the user to remove or reset does not exist, then 404', async () => {
    expect((await http.del<Err>('/users/nobody', admin)).status).toBe(404)
    const reset = await http.post<Err>(
      '/users/nobody/password',
      { password: 'another long password' },
      admin,
    )
    expect(reset.status).toBe(404)
    expect(reset.body.error.code).toBe('not_found')
  })

  it("when an admin resets a user's password, then that user's sessions end and only the new password works", async () => {
    const { id, token } = await addEditor()
    const short = await http.post<Err>(`/users/${id}/password`, { password: 'too short' }, admin)
    expect(short.status).toBe(400)
    expect(short.body.error.fields).toEqual({ password: 'Use at least 12 characters' })
    expect((await me(token)).status).toBe(200)

    const res = await http.post(
      `/users/${id}/password`,
      { password: 'a brand new password' },
      admin,
    )
    expect(res.status).toBe(204)
    expect((await me(token)).status).toBe(401)
    expect((await me(admin)).status).toBe(200)
    await expect(api.login(EDITOR.email, EDITOR.password)).rejects.toThrow(/401/)
    expect(await api.login(EDITOR.email, 'a brand new password')).toBeTruthy()
  })
})

describe('the last admin', () => {
  it('when the only admin would be removed (by anyone), then 409 and they stay', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-'))
    try {
      const users = await UserStore.open(dir)
      const accounts = new AccountService(users, await SessionStore.open(dir), silentLogger)
      const only = await users.create({ ...TEST_ADMIN, role: 'admin' })
      const other = {
        id: 'someone-else',
        email: 'x@example.com',
        name: 'X',
        role: 'admin' as const,
      }
      const error = await accounts.removeUser(other, only.id).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({ status: 409, code: 'last_admin' })
      expect(users.count()).toBe(1)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('when there are two admins, then one may remove the other', async () => {
    const res = await http.post<{ user: UserSummary }>(
      '/users',
      { ...EDITOR, role: 'admin' },
      admin,
    )
    const second = await api.login(EDITOR.email, EDITOR.password)
    expect((await http.del(`/users/${await adminId()}`, second)).status).toBe(204)
    expect((await me(admin)).status).toBe(401)
    expect(res.body.user.role).toBe('admin')
  })
})

describe('roles on company settings', () => {
  it('when an editor saves company settings or an our-info entry, then 403; an admin may', async () => {
    const { token } = await addEditor()
    const { body } = await http.get<{ version: string }>('/company-settings')
    const values = { main_phone: '+971 4 111 1111' }
    const denied = await http.post<Err>(
      '/company-settings',
      { version: body.version, values },
      token,
    )
    expect(denied.status).toBe(403)
    expect(denied.body.error.code).toBe('forbidden')
    const info = await http.post<Err>(
      '/our-info/main_phone',
      { version: body.version, value: '+971 4 222 2222' },
      token,
    )
    expect(info.status).toBe(403)
    expect((await http.post('/company-settings', { version: body.version, values })).status).toBe(
      401,
    )

    expect(
      (await http.post('/company-settings', { version: body.version, values }, admin)).status,
    ).toBe(200)
  })

  it('when an editor edits content, then it is allowed (content is theirs)', async () => {
    const { token } = await addEditor()
    const { body } = await http.get<{ version: string }>('/partners/voltline', token)
    const res = await http.patch(
      `/partners/voltline`,
      { version: body.version, description: 'Edited' },
      token,
    )
    expect(res.status).toBe(200)
  })
})

describe('own password', () => {
  it('when the current password is right, then it changes, other sessions end and this one stays', async () => {
    const other = await api.login()
    const res = await http.post(
      '/auth/password',
      { currentPassword: TEST_ADMIN.password, newPassword: 'my new long password' },
      admin,
    )
    expect(res.status).toBe(204)
    expect((await me(admin)).status).toBe(200)
    expect((await me(other)).status).toBe(401)
    await expect(api.login()).rejects.toThrow(/401/)
    expect(await api.login(TEST_ADMIN.email, 'my new long password')).toBeTruthy()
  })

  it('when the current password is wrong, then 400 on currentPassword and nothing changes', async () => {
    const res = await http.post<Err>(
      '/auth/password',
      { currentPassword: 'not my password', newPassword: 'my new long password' },
      admin,
    )
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      currentPassword: 'The current password is not correct',
    })
    expect(await api.login()).toBeTruthy()
  })

  it('when the new password is short or the same, then 400 names newPassword', async () => {
    for (const newPassword of ['short', TEST_ADMIN.password]) {
      const res = await http.post<Err>(
        '/auth/password',
        { currentPassword: TEST_ADMIN.password, newPassword },
        admin,
      )
      expect(res.status).toBe(400)
      expect(Object.keys(res.body.error.fields ?? {})).toEqual(['newPassword'])
    }
  })

  it('when nobody is signed in, then 401', async () => {
    const res = await http.post<Err>('/auth/password', {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'my new long password',
    })
    expect(res.status).toBe(401)
  })
})

describe('own sessions', () => {
  const loginFrom = async (userAgent: string) => {
    const res = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': userAgent,
        'x-forwarded-for': '198.51.100.23',
      },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    })
    return ((await res.json()) as { token: string }).token
  }

  it('when a user lists sessions, then each shows when, from where and which one is current', async () => {
    const phone = await loginFrom('Mozilla/5.0 (iPhone) Safari')
    const { id: _e, token: editorToken } = await addEditor()
    const res = await http.get<{ sessions: SessionInfo[] }>('/auth/sessions', phone)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body.sessions).toHaveLength(2) // the editor's session is not among them
    const current = res.body.sessions.filter((s) => s.current)
    expect(current).toHaveLength(1)
    expect(current[0]).toMatchObject({
      userAgent: 'Mozilla/5.0 (iPhone) Safari',
      ip: '198.51.100.23',
    })
    expect(current[0]?.lastUsedAt).toMatch(/^\d{4}-/)
    expect(JSON.stringify(res.body)).not.toContain(phone)
    expect(JSON.stringify(res.body)).not.toMatch(/tokenHash/)
    expect(
      (await http.get<{ sessions: unknown[] }>('/auth/sessions', editorToken)).body.sessions,
    ).toHaveLength(1)
  })

  it('when a user revokes one of their sessions, then that token stops working; others go on', async () => {
    const phone = await loginFrom('Phone')
    const list = await http.get<{ sessions: SessionInfo[] }>('/auth/sessions', admin)
    const phoneSession = list.body.sessions.find((s) => !s.current)
    expect(phoneSession).toBeDefined()
    expect((await http.del(`/auth/sessions/${phoneSession?.id}`, admin)).status).toBe(204)
    expect((await me(phone)).status).toBe(401)
    expect((await me(admin)).status).toBe(200)
    expect((await http.del<Err>(`/auth/sessions/${phoneSession?.id}`, admin)).status).toBe(404)
  })

  it("when a user tries to revoke someone else's session, then 404 and it lives", async () => {
    const { token: editorToken } = await addEditor()
    const editorSessions = await http.get<{ sessions: SessionInfo[] }>(
      '/auth/sessions',
      editorToken,
    )
    const id = editorSessions.body.sessions[0]?.id ?? ''
    expect((await http.del<Err>(`/auth/sessions/${id}`, admin)).status).toBe(404)
    expect((await me(editorToken)).status).toBe(200)
  })

  it('when nobody is signed in, then sessions answer 401', async () => {
    expect((await http.get('/auth/sessions')).status).toBe(401)
    expect((await http.del('/auth/sessions/abc')).status).toBe(401)
  })
})
