import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BACKOFF_MAX_MS, FREE_ATTEMPTS, FREE_ATTEMPTS_PER_ACCOUNT } from '../auth/login-throttle.js'
import { createHttp } from '../test-support/http.js'
import { startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>> | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

interface LoginAnswer {
  status: number
  retryAfter: number | null
  deviceToken?: string
  /** the error's code, when it is one */
  code?: string
}

interface LoginBody {
  email: string
  password: string
  deviceToken?: string
}

async function login(url: string, ip: string, body: LoginBody): Promise<LoginAnswer> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as { deviceToken?: string; error?: { code: string } }
  const retryAfter = res.headers.get('retry-after')
  return {
    status: res.status,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    ...(json.deviceToken ? { deviceToken: json.deviceToken } : {}),
    ...(json.error ? { code: json.error.code } : {}),
  }
}

/**
 * `threads` loops posting wrong passwords for `email` (a name, or one per guess), each guess
 * from a new address, until `stop()` or `perThread` guesses each. A guess refused for want of a
 * password-hashing slot (sign_in_busy) is sent again: it was neither checked nor throttled.
 * `answers` fills with every answer, `statuses` with those of the guesses decided.
 */
function distributedAttack(
  url: string,
  email: string | ((thread: number, i: number) => string),
  threads = 4,
  perThread = 10_000,
) {
  let running = true
  const answers: LoginAnswer[] = []
  const statuses: number[] = []
  const loops = Array.from({ length: threads }, async (_, thread) => {
    for (let i = 0; running && i < perThread;) {
      const ip = `198.18.${thread * 16 + (i >> 8)}.${i & 255}`
      const guess = {
        email: typeof email === 'string' ? email : email(thread, i),
        password: `guess ${thread}-${i}`,
      }
      const answer = await login(url, ip, guess).catch(
        () => null, // the server went away (a failed test closed it): the attack is over
      )
      if (!answer) return
      answers.push(answer)
      if (answer.code === 'sign_in_busy') continue
      statuses.push(answer.status)
      i++
    }
  })
  return {
    statuses,
    answers,
    finished: Promise.all(loops),
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length
const ADMIN = { email: TEST_ADMIN.email, password: TEST_ADMIN.password }

describe('sign-in under a distributed attack', () => {
  it(
    'when strangers from many addresses keep failing on the admin account, then the admin signs in every time from a browser used before',
    { timeout: 180_000 }, // password checks take seconds each on a loaded machine
    async () => {
      api = await startTestApi()
      const first = await login(api.url, '192.0.2.10', ADMIN)
      expect(first.status).toBe(200)
      let deviceToken = first.deviceToken
      expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/)

      const attack = distributedAttack(api.url, ADMIN.email)
      // the account is under attack: strangers are being told to wait
      while (count(attack.statuses, 429) < 20) await new Promise((r) => setTimeout(r, 20))
      const results: number[] = []
      // each sign-in checks a password (scrypt): ten keep the test short
      for (let i = 0; i < 10; i++) {
        const answer = await login(api.url, '192.0.2.10', { ...ADMIN, deviceToken })
        results.push(answer.status)
        deviceToken = answer.deviceToken ?? deviceToken
      }
      await attack.stop()

      expect(results).toEqual(Array(10).fill(200))
      expect(count(attack.statuses, 429)).toBeGreaterThan(count(attack.statuses, 401))
    },
  )

  it(
    'when strangers spray guesses over many accounts from many addresses, then those beyond the password-hashing budget are refused with Retry-After and nothing recorded, and the admin signs in every time from a browser used before',
    { timeout: 180_000 },
    async () => {
      api = await startTestApi()
      let deviceToken = (await login(api.url, '192.0.2.10', ADMIN)).deviceToken

      // a new e-mail with each guess: no account's throttle ever stops the spraying
      const spray = distributedAttack(api.url, (thread, i) => `user${thread}-${i}@example.com`, 8)
      const busy = () => spray.answers.filter((a) => a.code === 'sign_in_busy')
      while (busy().length < 20) await new Promise((r) => setTimeout(r, 20))
      const results: number[] = []
      for (let i = 0; i < 5; i++) {
        const answer = await login(api.url, '192.0.2.10', { ...ADMIN, deviceToken })
        results.push(answer.status)
        deviceToken = answer.deviceToken ?? deviceToken
      }
      await spray.stop()

      expect(results).toEqual(Array(5).fill(200))
      // a refusal is 429 with a Retry-After (a known browser alone may hear 503)
      expect(busy().every((a) => a.status === 429 && (a.retryAfter ?? 0) >= 1)).toBe(true)
      // every guess decided was checked: a wrong password (or, on a machine too slow for the
      // sign-in deadline, a 503 after the check), and only those left a trace, one per address
      expect(spray.statuses.every((s) => s === 401 || s === 503)).toBe(true)
      const attempts = JSON.parse(
        await readFile(path.join(api.dataDir, 'login-attempts.json'), 'utf8'),
      ) as { failures: Record<string, number[]> }
      const addresses = Object.keys(attempts.failures).filter((k) => k.startsWith('ip:198.18.'))
      expect(addresses).toHaveLength(spray.statuses.length)
    },
  )

  it(
    'when the attack runs, then a new browser is told to wait no longer than the cap, and gets in once it stops',
    { timeout: 180_000 }, // password checks take seconds each on a loaded machine
    async () => {
      let now = 1_800_000_000_000
      api = await startTestApi({ clock: () => now })
      const attack = distributedAttack(api.url, ADMIN.email, 4, 25)
      await attack.finished
      // parallel strangers got no more password checks than the account's free attempts
      expect(count(attack.statuses, 401)).toBe(FREE_ATTEMPTS_PER_ACCOUNT)
      expect(count(attack.statuses, 429)).toBe(100 - FREE_ATTEMPTS_PER_ACCOUNT)

      // a patient attacker waits out each delay, from a new address each time (each try a
      // password check: a few make the point, the unit test follows the wait up to the cap)
      for (let i = 0; i < 4; i++) {
        const ip = `203.0.113.${i}`
        const first = await login(api.url, ip, { ...ADMIN, password: `patient ${i}` })
        expect(first.status).toBe(429)
        now += (first.retryAfter ?? 0) * 1000
        expect((await login(api.url, ip, { ...ADMIN, password: `patient ${i}` })).status).toBe(401)
      }

      const newBrowser = await login(api.url, '192.0.2.20', ADMIN)
      expect(newBrowser.status).toBe(429)
      expect(newBrowser.retryAfter).toBeGreaterThan(0)
      expect(newBrowser.retryAfter).toBeLessThanOrEqual(BACKOFF_MAX_MS / 1000)
      now += (newBrowser.retryAfter ?? 0) * 1000
      const after = await login(api.url, '192.0.2.20', ADMIN)
      expect(after.status).toBe(200)
      expect(after.deviceToken).toBeDefined()
    },
  )

  it(
    "when a device token is tampered with or belongs to another user, then it exempts nobody from the account's throttle",
    { timeout: 180_000 }, // password checks take seconds each on a loaded machine
    async () => {
      const now = 1_800_000_000_000
      api = await startTestApi({ clock: () => now })
      const http = createHttp(`${api.url}/api`)
      const adminToken = await api.login()
      const cleo = { email: 'cleo@example.com', password: 'cleo long password' }
      expect(
        (await http.post('/users', { ...cleo, name: 'Cleo', role: 'editor' }, adminToken)).status,
      ).toBe(201)
      const cleosDevice = (await login(api.url, '192.0.2.30', cleo)).deviceToken ?? ''
      const adminsDevice = (await login(api.url, '192.0.2.10', ADMIN)).deviceToken ?? ''

      await distributedAttack(api.url, ADMIN.email, 2, 20).finished
      const [id, expires, mac = ''] = adminsDevice.split('.')
      const flipped = `${id}.${expires}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`
      const longer = `${id}.${Number(expires) + 86_400}.${mac}`
      for (const deviceToken of [cleosDevice, flipped, longer]) {
        expect((await login(api.url, '192.0.2.10', { ...ADMIN, deviceToken })).status).toBe(429)
      }
      expect(
        (await login(api.url, '192.0.2.10', { ...ADMIN, deviceToken: adminsDevice })).status,
      ).toBe(200)
    },
  )

  it('when IPv6 visitors fail, then addresses in one /64 share a throttle and another /64 does not', async () => {
    api = await startTestApi({ clock: () => 1_800_000_000_000 })
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      const answer = await login(api.url, `2001:db8:1:2::${i + 1}`, { ...ADMIN, password: 'no' })
      expect(answer.status).toBe(401)
    }
    expect((await login(api.url, '2001:db8:1:2:ffff::99', ADMIN)).status).toBe(429)
    expect((await login(api.url, '2001:db8:1:3::1', ADMIN)).status).toBe(200)
  })

  it('when an IPv4 visitor fails, then its IPv4-mapped IPv6 address is the same visitor', async () => {
    api = await startTestApi({ clock: () => 1_800_000_000_000 })
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      expect((await login(api.url, '203.0.113.5', { ...ADMIN, password: 'no' })).status).toBe(401)
    }
    expect((await login(api.url, '::ffff:203.0.113.5', ADMIN)).status).toBe(429)
    expect((await login(api.url, '203.0.113.6', ADMIN)).status).toBe(200)
  })
})
