import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AuditEntry, AuditEventType, AuditPage, UserSummary } from '@site/contract'
import { totpCode } from '../auth/totp.js'
import { createHttp } from '../test-support/http.js'
import { startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

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

/** The log's entries once `count` are there (each is written as its answer goes out). */
async function entries(count: number, query = ''): Promise<AuditEntry[]> {
  for (let i = 0; i < 100; i++) {
    const page = await http.get<AuditPage>(`/audit?limit=1000${query}`, admin)
    expect(page.status).toBe(200)
    if (page.body.entries.length >= count) return page.body.entries
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`fewer than ${count} audit entries`)
}

const only = (all: AuditEntry[], type: AuditEventType) => all.filter((e) => e.type === type)

describe('the audit log through the API', () => {
  it('when accounts, settings and content change, then each event is written once with its actor, target, outcome, address and request id', async () => {
    // a failed sign-in, a user added, who signs in, changes their password and is removed
    expect((await fetchLogin('erin@example.com', 'wrong password')).status).toBe(401)
    const added = await http.post<{ user: UserSummary }>('/users', EDITOR, admin)
    const editorId = added.body.user.id
    const editor = await api.login(EDITOR.email, EDITOR.password)
    const newPassword = 'another long password'
    expect(
      (await http.post('/auth/password', { currentPassword: EDITOR.password, newPassword }, editor))
        .status,
    ).toBe(204)
    expect(
      (await http.post(`/users/${editorId}/password`, { password: 'a third long password' }, admin))
        .status,
    ).toBe(204)
    expect((await http.del(`/users/${editorId}`, admin)).status).toBe(204)
    // settings changed, then restored; an unused record deleted; the messages exported
    const settings = await http.get<{ version: string }>('/company-settings')
    await http.post(
      '/company-settings',
      { version: settings.body.version, values: { main_phone: '+971 4 999 9999' } },
      admin,
    )
    const history = await http.get<Array<{ id: string }>>('/company-settings/history', admin)
    expect(
      (await http.post('/company-settings/restore', { commit: history.body[1]?.id }, admin)).status,
    ).toBe(200)
    expect((await http.del('/clients/desert-utilities', admin)).status).toBe(200)
    const exported = await fetch(`${api.url}/api/contacts/export.csv`, {
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(exported.status).toBe(200)
    // an editor who may not read the log is refused (and that read is no event)
    const other = await http.post<{ user: UserSummary }>(
      '/users',
      { ...EDITOR, email: 'omar@example.com' },
      admin,
    )
    const omar = await api.login('omar@example.com', EDITOR.password)
    expect((await http.get('/audit', omar)).status).toBe(403)
    expect((await http.post('/auth/logout', {}, omar)).status).toBe(204)

    const all = await entries(14)
    const count = (type: AuditEventType) => only(all, type).length
    expect(count('sign-in')).toBe(4) // the test's admin, the failure, Erin, Omar
    for (const type of [
      'user-deleted',
      'user-password-set',
      'password-changed',
      'settings-changed',
      'content-restored',
      'content-deleted',
      'messages-exported',
      'sign-out',
    ] as const)
      expect(count(type), type).toBe(1)
    expect(count('user-created')).toBe(2)

    const failed = only(all, 'sign-in').find((e) => e.outcome === 'failure')
    expect(failed).toMatchObject({
      actor: { email: 'erin@example.com' },
      reason: 'invalid_credentials',
      method: 'password',
      ip: expect.stringMatching(/127\.0\.0\.1/),
    })
    expect(failed?.actor?.id).toBeUndefined()
    const erinIn = only(all, 'sign-in').find(
      (e) => e.outcome === 'success' && e.actor?.email === EDITOR.email,
    )
    expect(erinIn?.actor).toEqual({ id: editorId, email: EDITOR.email, name: EDITOR.name })
    expect(
      only(all, 'user-created')
        .map((e) => e.target)
        .sort(),
    ).toEqual(['erin@example.com', 'omar@example.com'])
    expect(only(all, 'user-password-set')[0]?.target).toBe(EDITOR.email)
    expect(only(all, 'user-deleted')[0]).toMatchObject({
      target: EDITOR.email,
      outcome: 'success',
      actor: { email: TEST_ADMIN.email },
    })
    expect(only(all, 'content-deleted')[0]?.target).toBe('clients/desert-utilities')
    expect(only(all, 'content-restored')[0]?.target).toBe('company-settings')
    expect(only(all, 'settings-changed')[0]?.target).toBe('company-settings')
    expect(only(all, 'sign-out')[0]?.actor?.id).toBe(other.body.user.id)
    for (const entry of all) {
      expect(entry.request_id, entry.type).toMatch(/\S/)
      expect(entry.at, entry.type).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    }
  })

  it('when the log is filtered by type and actor, then only those entries come back; a malformed filter is a 400 naming it', async () => {
    expect((await fetchLogin('nobody@example.com', 'wrong password')).status).toBe(401)
    await entries(2)
    const failures = await http.get<AuditPage>('/audit?type=sign-in&actor=NOBODY', admin)
    expect(failures.body.entries).toHaveLength(1)
    expect(failures.body.entries[0]?.outcome).toBe('failure')
    const bad = await http.get<{ error: { fields: Record<string, string> } }>(
      '/audit?type=coffee&since=yesterday',
      admin,
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['since', 'type'])
  })
})

describe('refused webhooks', () => {
  it('when a push notification comes unsigned, then the refusal is in the log with no actor', async () => {
    await api.close()
    api = await startTestApi({ gitWebhookSecret: 'a webhook secret of length' })
    http = createHttp(`${api.url}/api`)
    admin = await api.login()
    const res = await fetch(`${api.url}/api/hooks/git`, { method: 'POST', body: '{}' })
    expect(res.status).toBe(401)
    const refused = only(await entries(2), 'webhook-refused')
    expect(refused).toEqual([
      expect.objectContaining({ outcome: 'failure', actor: null, reason: 'bad_signature' }),
    ])
  })
})

function fetchLogin(email: string, password: string) {
  return fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
}

describe('the two-step sign-in in the audit log', () => {
  it('when a user turns on a second factor and signs in with a wrong code, a code and a recovery code, then each is one entry naming the user and the way in', async () => {
    await api.close()
    let now = 1_800_000_000_000
    api = await startTestApi({ clock: () => now })
    http = createHttp(`${api.url}/api`)
    admin = await api.login()
    const { secret } = (await http.post<{ secret: string }>('/account/totp', undefined, admin)).body
    const confirmed = await http.post<{ recovery_codes: string[] }>(
      '/account/totp/confirm',
      { code: totpCode(secret, now) },
      admin,
    )
    expect(confirmed.status).toBe(200)
    now += 30_000
    const ticket = async () =>
      (await http.post<{ ticket: string }>('/auth/login', TEST_ADMIN)).body.ticket
    const first = await ticket()
    expect((await http.post('/auth/login/mfa', { ticket: first, code: '000000' })).status).toBe(401)
    expect(
      (await http.post('/auth/login/mfa', { ticket: first, code: totpCode(secret, now) })).status,
    ).toBe(200)
    const recovery = confirmed.body.recovery_codes[0] ?? ''
    expect(
      (await http.post('/auth/login/mfa', { ticket: await ticket(), code: recovery })).status,
    ).toBe(200)

    // the admin's first sign-in, the wrong code, the two right ones; the set-up; no entry for
    // the password steps that only asked for a code
    const all = await entries(5)
    const signIns = only(all, 'sign-in').reverse()
    expect(signIns.map((e) => [e.outcome, e.method, e.actor?.email, e.reason])).toEqual([
      ['success', 'password', TEST_ADMIN.email, undefined],
      ['failure', 'password-and-code', TEST_ADMIN.email, 'invalid_code'],
      ['success', 'password-and-code', TEST_ADMIN.email, undefined],
      ['success', 'password-and-recovery-code', TEST_ADMIN.email, undefined],
    ])
    expect(only(all, 'second-factor-added')).toHaveLength(1)
  })
})
