import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FREE_ATTEMPTS } from '../auth/login-throttle.js'
import { MFA_TICKET_TTL_MS } from '../auth/mfa-tickets.js'
import { totpCode } from '../auth/totp.js'
import { startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>> | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

const STEP_MS = 30_000
/** the service's clock: tests move it instead of waiting for the next code */
let now = 1_800_000_000_000

const call = (method: string, url: string, body?: unknown, token?: string) =>
  fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

/** content-api with the test admin signed in and their second factor on. */
async function withSecondFactor() {
  now = 1_800_000_000_000
  api = await startTestApi({ clock: () => now })
  const base = api.url
  const token = await api.login()
  const begun = await call('POST', `${base}/api/account/totp`, undefined, token)
  expect(begun.status).toBe(200)
  const { secret, otpauth_url } = (await begun.json()) as { secret: string; otpauth_url: string }
  const confirmed = await call(
    'POST',
    `${base}/api/account/totp/confirm`,
    { code: totpCode(secret, now) },
    token,
  )
  expect(confirmed.status).toBe(200)
  const { recovery_codes } = (await confirmed.json()) as { recovery_codes: string[] }
  now += STEP_MS // the confirming code is used: the next sign-in needs the next one
  const password = () => call('POST', `${base}/api/auth/login`, TEST_ADMIN)
  const ticketOf = async () => ((await (await password()).json()) as { ticket: string }).ticket
  const mfa = (ticket: string, code: string) =>
    call('POST', `${base}/api/auth/login/mfa`, { ticket, code })
  return { base, token, secret, otpauth_url, recovery_codes, password, ticketOf, mfa }
}

describe('a second factor (TOTP)', () => {
  it('when the user confirms the secret with a code, then it is on, 10 recovery codes are shown once and only sealed or hashed forms are stored', async () => {
    const { base, token, secret, otpauth_url, recovery_codes } = await withSecondFactor()
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*\?.*secret=/)
    expect(otpauth_url).toContain(encodeURIComponent(TEST_ADMIN.email))
    expect(recovery_codes).toHaveLength(10)
    expect(new Set(recovery_codes).size).toBe(10)
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)

    const stored = await readFile(path.join(api!.dataDir, 'users.json'), 'utf8')
    expect(stored).not.toContain(secret)
    for (const code of recovery_codes) {
      expect(stored).not.toContain(code)
      expect(stored).not.toContain(code.replace('-', ''))
    }
    const status = await call('GET', `${base}/api/account/totp`, undefined, token)
    expect(await status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 })
  })

  it('when a wrong code confirms the set-up, then 400 names the code and the factor stays off', async () => {
    now = 1_800_000_000_000
    api = await startTestApi({ clock: () => now })
    const token = await api.login()
    const { secret } = (await (
      await call('POST', `${api.url}/api/account/totp`, undefined, token)
    ).json()) as { secret: string }
    const wrong = await call(
      'POST',
      `${api.url}/api/account/totp/confirm`,
      { code: totpCode(secret, now + 3 * STEP_MS) },
      token,
    )
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { error: { fields: object } }).error.fields).toHaveProperty(
      'code',
    )
    const malformed = await call(
      'POST',
      `${api.url}/api/account/totp/confirm`,
      { code: '12ab' },
      token,
    )
    expect(malformed.status).toBe(400)
    const status = await call('GET', `${api.url}/api/account/totp`, undefined, token)
    expect(await status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 })
    // a password alone still signs in
    expect((await call('POST', `${api.url}/api/auth/login`, TEST_ADMIN)).status).toBe(200)
  })

  it('when the password is right, then the answer is a ticket and no session; the ticket and a code give the session', async () => {
    const { base, secret, password, mfa } = await withSecondFactor()
    const first = await password()
    expect(first.status).toBe(200)
    const answer = (await first.json()) as Record<string, unknown>
    expect(answer).toMatchObject({ mfa_required: true })
    expect(answer).not.toHaveProperty('token')
    expect(answer.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const sessions = JSON.parse(await readFile(path.join(api!.dataDir, 'sessions.json'), 'utf8'))
    expect(sessions.sessions).toHaveLength(1) // only the one that turned the factor on

    const second = await mfa(String(answer.ticket), totpCode(secret, now))
    expect(second.status).toBe(200)
    const session = (await second.json()) as { token: string; user: { email: string } }
    expect(session.user).toMatchObject({ email: TEST_ADMIN.email, twoFactor: true })
    const me = await call('GET', `${base}/api/auth/me`, undefined, session.token)
    expect(me.status).toBe(200)
  })

  it('when a ticket was used, or its five minutes passed, then it is refused and the password is needed again', async () => {
    const { secret, ticketOf, mfa } = await withSecondFactor()
    const ticket = await ticketOf()
    expect((await mfa(ticket, totpCode(secret, now))).status).toBe(200)
    now += STEP_MS
    const again = await mfa(ticket, totpCode(secret, now))
    expect(again.status).toBe(401)
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe(
      'mfa_ticket_invalid',
    )

    const late = await ticketOf()
    now += MFA_TICKET_TTL_MS + 1
    const expired = await mfa(late, totpCode(secret, now))
    expect(expired.status).toBe(401)
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe(
      'mfa_ticket_invalid',
    )
  })

  it('when a code was used already, then the same code is refused on the next sign-in', async () => {
    const { secret, ticketOf, mfa } = await withSecondFactor()
    const code = totpCode(secret, now)
    expect((await mfa(await ticketOf(), code)).status).toBe(200)
    const replay = await mfa(await ticketOf(), code)
    expect(replay.status).toBe(401)
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('invalid_code')
  })

  it('when wrong codes keep coming, then they count in the login throttle like wrong passwords', async () => {
    const { secret, ticketOf, mfa } = await withSecondFactor()
    const ticket = await ticketOf()
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      expect((await mfa(ticket, totpCode(secret, now + (3 + i) * STEP_MS))).status).toBe(401)
    }
    const slowed = await mfa(ticket, totpCode(secret, now))
    expect(slowed.status).toBe(429)
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    // the password step is throttled by the same record
    expect((await call('POST', `${api!.url}/api/auth/login`, TEST_ADMIN)).status).toBe(429)
  })

  it('when sessions are signed in with the password, a code and a recovery code, then the sessions list says how each was', async () => {
    const { base, token, secret, recovery_codes, ticketOf, mfa } = await withSecondFactor()
    now += STEP_MS
    const byCode = await mfa(await ticketOf(), totpCode(secret, now))
    expect(byCode.status).toBe(200)
    const byRecovery = await mfa(await ticketOf(), recovery_codes[1] ?? '')
    expect(byRecovery.status).toBe(200)
    const listed = await call('GET', `${base}/api/auth/sessions`, undefined, token)
    const { sessions } = (await listed.json()) as { sessions: Array<{ method?: string }> }
    // the first session was signed in with the password, before the factor was on
    expect(sessions.map((x) => x.method).sort()).toEqual(
      ['password', 'password-and-code', 'password-and-recovery-code'].sort(),
    )
  })

  it('when a recovery code signs in, then it works once, in any case and spacing', async () => {
    const { base, token, recovery_codes, ticketOf, mfa } = await withSecondFactor()
    const code = recovery_codes[0] ?? ''
    expect((await mfa(await ticketOf(), ` ${code.toUpperCase()} `)).status).toBe(200)
    const reused = await mfa(await ticketOf(), code)
    expect(reused.status).toBe(401)
    const status = await call('GET', `${base}/api/account/totp`, undefined, token)
    expect(await status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 })
  })

  it('when the user renews the recovery codes, then the old ones stop working and the new ones work', async () => {
    const { base, token, secret, recovery_codes, ticketOf, mfa } = await withSecondFactor()
    const renewed = await call(
      'POST',
      `${base}/api/account/totp/recovery-codes`,
      { code: totpCode(secret, now) },
      token,
    )
    expect(renewed.status).toBe(200)
    const fresh = ((await renewed.json()) as { recovery_codes: string[] }).recovery_codes
    expect(fresh).toHaveLength(10)
    expect((await mfa(await ticketOf(), recovery_codes[1] ?? '')).status).toBe(401)
    expect((await mfa(await ticketOf(), fresh[0] ?? '')).status).toBe(200)
  })

  it('when the user turns it off with a code, then a password alone signs in again and other sessions ended', async () => {
    const { base, token, secret, ticketOf, mfa } = await withSecondFactor()
    const other = (await (await mfa(await ticketOf(), totpCode(secret, now))).json()) as {
      token: string
    }
    now += STEP_MS
    const noProof = await call('DELETE', `${base}/api/account/totp`, {}, token)
    expect(noProof.status).toBe(400)
    const off = await call(
      'DELETE',
      `${base}/api/account/totp`,
      { code: totpCode(secret, now) },
      token,
    )
    expect(off.status).toBe(204)
    expect((await call('GET', `${base}/api/auth/me`, undefined, other.token)).status).toBe(401)
    expect((await call('GET', `${base}/api/auth/me`, undefined, token)).status).toBe(200)
    const plain = await call('POST', `${base}/api/auth/login`, TEST_ADMIN)
    expect(await plain.json()).toHaveProperty('token')
  })
})
