import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BACKOFF_MAX_MS,
  DEVICE_MAX_FAILURES,
  FREE_ATTEMPTS,
  FREE_ATTEMPTS_PER_ACCOUNT,
  LoginThrottle,
  WINDOW_MS,
  type LoginAttempt,
} from './login-throttle.js'

const dirs: string[] = []
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true })
})

async function throttle() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'throttle-'))
  dirs.push(dir)
  let now = 1_800_000_000_000
  const t = await LoginThrottle.open(dir, () => now)
  return { t, dir, advance: (ms: number) => (now += ms), now: () => now }
}

/** One wrong password; fails the test when the attempt was not even allowed. */
async function fail(t: LoginThrottle, attempt: LoginAttempt) {
  const claim = t.claim(attempt)
  if (!claim.allowed) throw new Error(`throttled for ${claim.retryAfterMs} ms`)
  const result = await claim.failed()
  claim.settle()
  return { trusted: claim.trusted, ...result }
}

async function succeed(t: LoginThrottle, attempt: LoginAttempt) {
  const claim = t.claim(attempt)
  if (!claim.allowed) throw new Error(`throttled for ${claim.retryAfterMs} ms`)
  await claim.succeeded()
  claim.settle()
  return claim.trusted
}

const device = (now: number) => ({ id: 'd'.repeat(22), expiresAt: now + 86_400_000 })

describe('login throttle', () => {
  it('when a visitor fails past the free attempts, then the wait doubles each time, capped', async () => {
    const { t, advance } = await throttle()
    const stranger = { email: 'admin@example.com', ip: '203.0.113.5' }
    for (let i = 0; i < FREE_ATTEMPTS; i++) await fail(t, stranger)
    const waits: number[] = []
    for (let i = 0; i < 4; i++) {
      const wait = t.retryAfterMs(stranger)
      waits.push(wait)
      advance(wait)
      await fail(t, stranger)
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000])
    for (let i = 0; i < 20; i++) {
      advance(t.retryAfterMs(stranger))
      await fail(t, stranger)
    }
    expect(t.retryAfterMs(stranger)).toBe(BACKOFF_MAX_MS)
  })

  it('when strangers from many addresses fail on an account, then unknown browsers wait a capped backoff and known ones not at all', async () => {
    const { t, advance, now } = await throttle()
    for (let i = 0; i < FREE_ATTEMPTS_PER_ACCOUNT; i++) {
      await fail(t, { email: 'admin@example.com', ip: `203.0.113.${i}` })
    }
    const newBrowser = { email: 'admin@example.com', ip: '198.51.100.7' }
    expect(t.retryAfterMs(newBrowser)).toBe(1_000)
    // the attack goes on, one guess whenever the wait allows it
    for (let i = 0; i < 30; i++) {
      advance(t.retryAfterMs(newBrowser))
      await fail(t, { email: 'admin@example.com', ip: `192.0.2.${i}` })
    }
    expect(t.retryAfterMs(newBrowser)).toBe(BACKOFF_MAX_MS)
    expect(t.retryAfterMs({ ...newBrowser, device: device(now()) })).toBe(0)
    expect(await succeed(t, { ...newBrowser, device: device(now()) })).toBe(true)
    // the known browser's sign-in did not reset the account for the strangers
    expect(t.retryAfterMs(newBrowser)).toBe(BACKOFF_MAX_MS)
    // once they stop, the wait runs out and a new browser gets in
    advance(BACKOFF_MAX_MS)
    expect(await succeed(t, newBrowser)).toBe(false)
    expect(t.retryAfterMs({ email: 'admin@example.com', ip: '203.0.113.99' })).toBe(0)
  })

  it('when a known browser fails too often, then its token is no longer trusted, and the others still are', async () => {
    const { t, now } = await throttle()
    const known = { email: 'admin@example.com', ip: '198.51.100.7', device: device(now()) }
    const results = []
    for (let i = 0; i < DEVICE_MAX_FAILURES; i++) results.push(await fail(t, known))
    expect(results.map((r) => r.trusted)).toEqual(Array(DEVICE_MAX_FAILURES).fill(true))
    expect(results.map((r) => r.deviceLocked)).toEqual([
      ...Array(DEVICE_MAX_FAILURES - 1).fill(false),
      true,
    ])
    // from now on it is a stranger like any other (its failures count on its address)
    const next = await fail(t, known)
    expect(next.trusted).toBe(false)
    const other = { ...known, device: { id: 'e'.repeat(22), expiresAt: known.device.expiresAt } }
    expect(await succeed(t, other)).toBe(true)
  })

  it('when a known browser signs in after a few failures, then its count starts again', async () => {
    const { t, now } = await throttle()
    const known = { email: 'admin@example.com', ip: '198.51.100.7', device: device(now()) }
    for (let i = 0; i < DEVICE_MAX_FAILURES - 1; i++) await fail(t, known)
    expect(await succeed(t, known)).toBe(true)
    for (let i = 0; i < DEVICE_MAX_FAILURES - 1; i++)
      expect((await fail(t, known)).trusted).toBe(true)
  })

  it('when many guesses with one device token arrive at once, then only its budget is trusted', async () => {
    const { t, now } = await throttle()
    const known = { email: 'admin@example.com', ip: '198.51.100.7', device: device(now()) }
    const claims = Array.from({ length: 20 }, () => t.claim(known))
    const trusted = claims.filter((c) => c.allowed && c.trusted)
    expect(trusted).toHaveLength(DEVICE_MAX_FAILURES)
    // the rest went through the stranger's throttle: a few checked, the others told to wait
    expect(claims.filter((c) => !c.allowed).length).toBeGreaterThan(0)
  })

  it('when the window passes or the visitor signs in, then the record is clean again', async () => {
    const { t, advance } = await throttle()
    const visitor = { email: 'editor@example.com', ip: '203.0.113.5' }
    for (let i = 0; i < FREE_ATTEMPTS; i++) await fail(t, visitor)
    expect(t.retryAfterMs(visitor)).toBeGreaterThan(0)
    advance(WINDOW_MS + 1)
    expect(t.retryAfterMs(visitor)).toBe(0)
    for (let i = 0; i < FREE_ATTEMPTS; i++) await fail(t, visitor)
    advance(t.retryAfterMs(visitor))
    await succeed(t, visitor)
    expect(t.retryAfterMs(visitor)).toBe(0)
  })

  it('when a slow attack waits out every delay, then its failures keep counting (no free attempts again)', async () => {
    const { t, advance } = await throttle()
    // each guess from a new address: only the account's own count holds them back
    const stranger = (i: number) => ({ email: 'admin@example.com', ip: `203.0.113.${i}` })
    const waits: number[] = []
    for (let i = 0; i < 40; i++) {
      waits.push(t.retryAfterMs(stranger(i)))
      advance(waits.at(-1) ?? 0)
      await fail(t, stranger(i))
    }
    expect(waits.slice(-20)).toEqual(Array(20).fill(BACKOFF_MAX_MS))
  })

  it('when records of long-gone visitors are stale, then the next failure drops them from the file', async () => {
    const { t, dir, advance } = await throttle()
    await fail(t, { email: 'editor@example.com', ip: '203.0.113.5' })
    advance(WINDOW_MS + 1)
    await fail(t, { email: 'editor@example.com', ip: '203.0.113.6' })
    const file = await readFile(path.join(dir, 'login-attempts.json'), 'utf8')
    expect(file).not.toContain('203.0.113.5')
    expect(file).toContain('203.0.113.6')
  })

  it('when a restart happens, then the failures are still counted', async () => {
    const { t, dir, now } = await throttle()
    const visitor = { email: 'editor@example.com', ip: '203.0.113.5' }
    for (let i = 0; i < FREE_ATTEMPTS; i++) await fail(t, visitor)
    const known = { ...visitor, device: device(now()) }
    for (let i = 0; i < DEVICE_MAX_FAILURES; i++) await fail(t, known)
    const reopened = await LoginThrottle.open(dir, now)
    expect(reopened.retryAfterMs(visitor)).toBeGreaterThan(0)
    expect(reopened.claim(known)).toMatchObject({ allowed: false })
  })
})
