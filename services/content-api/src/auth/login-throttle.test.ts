import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ACCOUNT_SLOWDOWN_AFTER,
  BACKOFF_MAX_MS,
  FREE_ATTEMPTS,
  LoginThrottle,
  WINDOW_MS,
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
  return { t, advance: (ms: number) => (now += ms) }
}

async function fail(t: LoginThrottle, attempt: { email: string; ip: string }) {
  const claim = t.begin(attempt)
  await t.recordFailure(attempt)
  claim.settle()
}

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
    for (let i = 0; i < 20; i++) await fail(t, stranger)
    expect(t.retryAfterMs(stranger)).toBeLessThanOrEqual(BACKOFF_MAX_MS)
  })

  it('when strangers fail on an account, then its owner from another address waits at most the spacing', async () => {
    const { t, advance } = await throttle()
    for (let i = 0; i < ACCOUNT_SLOWDOWN_AFTER * 3; i++) {
      await fail(t, { email: 'admin@example.com', ip: `203.0.113.${i}` })
      advance(10)
    }
    const owner = { email: 'admin@example.com', ip: '198.51.100.7' }
    expect(t.retryAfterMs(owner)).toBeLessThanOrEqual(1_000)
    advance(1_000)
    expect(t.retryAfterMs(owner)).toBe(0)
  })

  it('when the window passes or the visitor signs in, then the record is clean again', async () => {
    const { t, advance } = await throttle()
    const visitor = { email: 'editor@example.com', ip: '203.0.113.5' }
    for (let i = 0; i < FREE_ATTEMPTS + 2; i++) await fail(t, visitor)
    expect(t.retryAfterMs(visitor)).toBeGreaterThan(0)
    advance(WINDOW_MS + 1)
    expect(t.retryAfterMs(visitor)).toBe(0)
    for (let i = 0; i < FREE_ATTEMPTS + 2; i++) await fail(t, visitor)
    await t.succeeded(visitor)
    expect(t.retryAfterMs(visitor)).toBe(0)
  })
})
