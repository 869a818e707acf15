import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_VISITOR } from '../auth/reset-throttle.js'
import type { Logger, LogFields } from '@site/platform'
import { bodyOf, startSmtp, unusedPort } from '../test-support/smtp.js'
import { eventually, startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>> | undefined
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined
let tempDir: string | undefined
afterEach(async () => {
  await api?.close()
  await smtp?.close()
  if (tempDir) await rm(tempDir, { recursive: true, force: true })
  api = smtp = tempDir = undefined
})

const NEW_PASSWORD = 'a brand new passphrase'
const mailTo = (port: number) => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  notifyEmail: 'team@example.com',
  from: 'Falcon Gridworks <site@falcon.example>',
})

async function call(method: string, url: string, body?: unknown, headers = {}) {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return {
    status: res.status,
    headers: res.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  }
}

const requestLink = (email: string, visitor?: string) =>
  call(
    'POST',
    `${api?.url}/api/auth/password-reset/request`,
    { email },
    visitor ? { 'x-forwarded-for': visitor } : {},
  )
const complete = (token: string, password = NEW_PASSWORD) =>
  call('POST', `${api?.url}/api/auth/password-reset/complete`, { token, password })
const me = (token: string) =>
  call('GET', `${api?.url}/api/auth/me`, undefined, { authorization: `Bearer ${token}` })
const signIn = (password: string) =>
  call('POST', `${api?.url}/api/auth/login`, { email: TEST_ADMIN.email, password })

/** A logger that keeps what is logged (the link is logged when mail is not configured). */
function recordingLogger() {
  const entries: Array<{ msg: string; fields: LogFields }> = []
  const keep = (msg: string, fields: LogFields = {}) => entries.push({ msg, fields })
  const logger: Logger = { debug: keep, info: keep, warn: keep, error: keep }
  return {
    logger,
    /** the token of every reset link logged so far */
    tokens: () =>
      entries
        .filter((e) => e.msg.startsWith('password reset link'))
        .map((e) => new URL(String(e.fields.link)).searchParams.get('token') ?? ''),
  }
}

/** Asks for a link in log mode (no mail, development) and reads its token from the log. */
async function tokenFromLog(log: ReturnType<typeof recordingLogger>): Promise<string> {
  const before = log.tokens().length
  expect((await requestLink(TEST_ADMIN.email)).status).toBe(202)
  await api?.resets.settled()
  const token = log.tokens()[before]
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  return token ?? ''
}

const LINK = /https:\/\/falcon\.example\/admin\/reset-password\?token=([A-Za-z0-9_-]{43})/

describe('password reset', () => {
  it('when mail is configured and the address has an account, then a single-use link is mailed, and using it sets the password and ends every session', async () => {
    smtp = await startSmtp()
    api = await startTestApi({ mail: mailTo(smtp.port), siteUrl: 'https://falcon.example' })
    const sessions = [await api.login(), await api.login()]

    expect((await call('GET', `${api.url}/api/auth/password-reset`)).body).toEqual({
      delivery: 'email',
    })
    const asked = await requestLink(' Editor@Example.com ')
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ accepted: true })

    await eventually(() => expect(smtp?.received).toHaveLength(1), 5_000)
    const [mail] = smtp.received
    expect(mail?.to).toEqual([TEST_ADMIN.email])
    expect(mail?.raw).toMatch(/^Subject: Reset your Falcon Gridworks admin password/m)
    expect(mail?.raw).toMatch(
      /^Message-ID: <password-reset-[0-9]{13}-[0-9a-f]{12}@falcon\.example>/m,
    )
    const text = bodyOf(mail?.raw ?? '')
    expect(text).toContain('within 30 minutes')
    const token = LINK.exec(text)?.[1] ?? ''
    expect(token).not.toBe('')

    // only a hash is kept, and the sent mail (it held the link) is gone from the outbox
    const stored = await readFile(path.join(api.dataDir, 'password-resets.json'), 'utf8')
    expect(stored).not.toContain(token)
    expect(stored).toMatch(/"tokenHash": "[0-9a-f]{64}"/)
    await eventually(async () =>
      expect(await readdir(path.join(api?.dataDir ?? '', 'mail-outbox'))).toEqual([]),
    )

    expect(await complete(token)).toMatchObject({ status: 204 })
    for (const session of sessions) expect((await me(session)).status).toBe(401)
    expect((await signIn(TEST_ADMIN.password)).status).toBe(401)
    expect((await signIn(NEW_PASSWORD)).status).toBe(200)

    // single use
    const again = await complete(token, 'yet another passphrase')
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ error: { code: 'invalid_reset_link' } })
    expect((await signIn(NEW_PASSWORD)).status).toBe(200)
  })

  it('when the address has no account, then the answer is the same and nothing is mailed or stored', async () => {
    smtp = await startSmtp()
    api = await startTestApi({ mail: mailTo(smtp.port), siteUrl: 'https://falcon.example' })
    const known = await requestLink(TEST_ADMIN.email)
    const unknown = await requestLink('nobody@example.com')
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    for (const header of ['content-type', 'content-length', 'cache-control']) {
      expect(unknown.headers.get(header)).toBe(known.headers.get(header))
    }

    await api.resets.settled()
    await eventually(() => expect(smtp?.received).toHaveLength(1), 5_000)
    await new Promise((r) => setTimeout(r, 300)) // would a second mail follow?
    expect(smtp.received.map((m) => m.to)).toEqual([[TEST_ADMIN.email]])
    const stored = JSON.parse(
      await readFile(path.join(api.dataDir, 'password-resets.json'), 'utf8'),
    ) as { resets: unknown[] }
    expect(stored.resets).toHaveLength(1)
  })

  it('when a link is more than 30 minutes old, then it no longer works and the password stays; a newer one used within 30 minutes works', async () => {
    let now = 1_800_000_000_000
    const log = recordingLogger()
    api = await startTestApi({ clock: () => now, logger: log.logger })
    const old = await tokenFromLog(log)
    now += 30 * 60_000 + 1_000
    const late = await complete(old)
    expect(late.status).toBe(400)
    expect(late.body).toMatchObject({ error: { code: 'invalid_reset_link' } })
    expect((await signIn(TEST_ADMIN.password)).status).toBe(200)

    const fresh = await tokenFromLog(log)
    now += 29 * 60_000
    expect((await complete(fresh)).status).toBe(204)
    expect((await signIn(NEW_PASSWORD)).status).toBe(200)
  })

  it('when the new password breaks the rules or the token is malformed or unknown, then 400 says which, and the link still works', async () => {
    const log = recordingLogger()
    api = await startTestApi({ logger: log.logger })
    const token = await tokenFromLog(log)

    const weak = await complete(token, 'short')
    expect(weak.status).toBe(400)
    expect(weak.body).toMatchObject({
      error: { code: 'validation_failed', fields: { password: 'Use at least 12 characters' } },
    })
    const malformed = await complete('not a token!')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ error: { fields: { token: 'Not a reset link' } } })
    const unknown = await complete('A'.repeat(43))
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ error: { code: 'invalid_reset_link' } })
    const noEmail = await requestLink('not an address')
    expect(noEmail.status).toBe(400)
    expect(noEmail.body).toMatchObject({
      error: { fields: { email: 'Enter a valid e-mail address' } },
    })

    expect((await complete(token)).status).toBe(204)
  })

  it('when two links were asked for, then using one ends the other', async () => {
    const log = recordingLogger()
    api = await startTestApi({ logger: log.logger })
    const first = await tokenFromLog(log)
    const second = await tokenFromLog(log)
    expect(second).not.toBe(first)
    expect((await complete(second)).status).toBe(204)
    expect((await complete(first, 'yet another passphrase')).status).toBe(400)
    expect((await signIn(NEW_PASSWORD)).status).toBe(200)
  })

  it('when one address is asked for too often, then 429 with Retry-After, the same whether or not it has an account; one visitor naming many addresses is throttled too', async () => {
    let now = 1_800_000_000_000
    api = await startTestApi({ clock: () => now })
    for (const email of [TEST_ADMIN.email, 'nobody@example.com']) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) {
        expect((await requestLink(email, `198.51.100.${i + 1}`)).status).toBe(202)
      }
      const refused = await requestLink(email, '198.51.100.99')
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ error: { code: 'too_many_requests' } })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }

    const visitor = '2001:db8:1:2::7'
    for (let i = 0; i < RESET_REQUESTS_PER_VISITOR; i++) {
      expect((await requestLink(`person${i}@example.com`, visitor)).status).toBe(202)
    }
    // the same /64 is the same visitor; another visitor is not held up
    expect((await requestLink('one.more@example.com', '2001:db8:1:2::8')).status).toBe(429)
    expect((await requestLink('one.more@example.com', '203.0.113.5')).status).toBe(202)

    now += 60 * 60_000 + 1_000
    expect((await requestLink(TEST_ADMIN.email, visitor)).status).toBe(202)
  })

  it('when the mail server is down, then the link waits in the outbox, survives a restart and is mailed once the server is back', async () => {
    const port = await unusedPort()
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'reset-outbox-'))
    const options = { mail: mailTo(port), siteUrl: 'https://falcon.example', dataDir: tempDir }
    api = await startTestApi(options)
    const session = await api.login()
    expect((await requestLink(TEST_ADMIN.email)).status).toBe(202)
    const outboxDir = path.join(tempDir, 'mail-outbox')
    await eventually(async () => {
      const [file] = await readdir(outboxDir)
      const queued = JSON.parse(await readFile(path.join(outboxDir, file ?? ''), 'utf8')) as {
        to: string
        delivery: { status: string; attempts: number; last_error?: string }
      }
      expect(queued.to).toBe(TEST_ADMIN.email)
      expect(queued.delivery).toMatchObject({ status: 'pending' })
      expect(queued.delivery.attempts).toBeGreaterThanOrEqual(1)
      expect(queued.delivery.last_error).toMatch(/ECONNREFUSED|connect/i)
    }, 5_000)
    await api.close()

    smtp = await startSmtp(port)
    api = await startTestApi(options)
    await eventually(() => expect(smtp?.received).toHaveLength(1), 8_000)
    await eventually(async () => expect(await readdir(outboxDir)).toEqual([]))
    const token = LINK.exec(bodyOf(smtp.received[0]?.raw ?? ''))?.[1] ?? ''
    expect((await complete(token)).status).toBe(204)
    expect((await me(session)).status).toBe(401)
  })

  it('when a queued link expires while the mail server is down, then it is dropped, never sent', async () => {
    let now = Date.now()
    const port = await unusedPort()
    api = await startTestApi({ mail: mailTo(port), clock: () => now })
    expect((await requestLink(TEST_ADMIN.email)).status).toBe(202)
    const outboxDir = path.join(api.dataDir, 'mail-outbox')
    await eventually(async () => expect(await readdir(outboxDir)).toHaveLength(1))
    now += 31 * 60_000
    // the next retry finds it expired and removes it (an attempt already under way fails: the
    // server is still down); then the server comes back, and nothing is left to send
    await eventually(async () => expect(await readdir(outboxDir)).toEqual([]), 5_000)
    smtp = await startSmtp(port)
    await new Promise((r) => setTimeout(r, 1_000))
    expect(smtp.received).toEqual([])
  })

  it('when mail is not configured, then development writes the link to the log, and production sends nothing and says reset is unavailable', async () => {
    const devLog = recordingLogger()
    api = await startTestApi({ logger: devLog.logger, siteUrl: 'http://localhost:3000' })
    expect((await call('GET', `${api.url}/api/auth/password-reset`)).body).toEqual({
      delivery: 'log',
    })
    const token = await tokenFromLog(devLog)
    expect((await complete(token)).status).toBe(204)
    await api.close()

    const prodLog = recordingLogger()
    api = await startTestApi({ logger: prodLog.logger, production: true })
    expect((await call('GET', `${api.url}/api/auth/password-reset`)).body).toEqual({
      delivery: 'none',
    })
    expect((await requestLink(TEST_ADMIN.email)).status).toBe(202)
    await api.resets.settled()
    expect(prodLog.tokens()).toEqual([])
    await expect(readFile(path.join(api.dataDir, 'password-resets.json'))).rejects.toThrow(/ENOENT/)
    await api.close()

    // a production build in demo mode (npm start) logs the link like development
    api = await startTestApi({ production: true, demoMode: true })
    expect((await call('GET', `${api.url}/api/auth/password-reset`)).body).toEqual({
      delivery: 'log',
    })
  })
})
