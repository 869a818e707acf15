import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { AppError, silentLogger } from '@site/platform'
import {
  isMfaRequired,
  SIGN_IN_DEADLINE_MS,
  type LoginAnswer,
  type LoginResult,
} from '@site/contract'
import { AuthService } from './auth-service.js'
import { DeviceTokens } from './device-tokens.js'
import { HASH_BUDGET, HashBudget } from './hash-budget.js'
import { LoginThrottle } from './login-throttle.js'
import { SessionStore } from './sessions.js'
import { UserStore } from './users.js'

const dirs: string[] = []
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true })
})

const ADMIN = { email: 'ada@example.com', password: 'ada has a long password', name: 'Ada' }
const browser = { ip: '192.0.2.10' }

/** AuthService over a fresh data directory with one admin; `elapsed` is its deadline's clock. */
async function authService(hashing: HashBudget, elapsed?: () => number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'auth-service-'))
  dirs.push(dataDir)
  const users = await UserStore.open(dataDir)
  const admin = await users.create({ ...ADMIN, role: 'admin' })
  const sessions = await SessionStore.open(dataDir)
  const auth = new AuthService(
    users,
    sessions,
    await LoginThrottle.open(dataDir),
    new DeviceTokens(Buffer.alloc(32, 7)),
    silentLogger,
    null,
    hashing,
    ...(elapsed ? [elapsed] : []),
  )
  const failuresRecorded = async () => {
    const file = await readFile(path.join(dataDir, 'login-attempts.json'), 'utf8').catch(() => '')
    return file ? Object.keys((JSON.parse(file) as { failures: object }).failures).length : 0
  }
  return { auth, sessionsOfAdmin: () => sessions.listForUser(admin.id), failuresRecorded }
}

/** A sign-in's session (this account has no second factor, so every sign-in gives one). */
function sessionOf(answer: LoginAnswer): LoginResult {
  if (isMfaRequired(answer)) throw new Error('asked for a second factor')
  return answer
}

/** The AppError a promise rejects with (fails the test when it resolves). */
async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => new Error('signed in'),
    (e: unknown) => e,
  )
  if (!(error instanceof AppError)) throw error
  return error
}

describe('sign-in and the password-hashing budget', () => {
  it("when the strangers' hashing slot and queue are taken, then a stranger is refused at once with 429 and Retry-After, nothing recorded, while a browser with a device token signs in", async () => {
    const hashing = new HashBudget({ ...HASH_BUDGET, strangerQueue: 0 })
    const { auth, sessionsOfAdmin, failuresRecorded } = await authService(hashing)
    const { deviceToken } = sessionOf(await auth.login({ ...ADMIN, remember: false }, browser))

    let release = () => {}
    const held = hashing.run('stranger', () => new Promise<void>((r) => (release = r)))
    try {
      const refused = await refusalOf(
        auth.login({ ...ADMIN, password: 'a guess', remember: false }, { ip: '198.51.100.7' }),
      )
      expect(refused).toMatchObject({ status: 429, code: 'sign_in_busy' })
      expect(refused.extra.retryAfterSeconds).toBeGreaterThanOrEqual(1)
      expect(await failuresRecorded()).toBe(0)

      // the same correct password from a new browser is refused too: the budget never looks at it
      const newBrowser = await refusalOf(auth.login({ ...ADMIN, remember: false }, browser))
      expect(newBrowser).toMatchObject({ status: 429, code: 'sign_in_busy' })

      const known = sessionOf(await auth.login({ ...ADMIN, deviceToken, remember: false }, browser))
      expect(known.user.email).toBe(ADMIN.email)
      expect(sessionsOfAdmin()).toHaveLength(2)
    } finally {
      release()
      await held
    }
  })

  it('when a sign-in ends past its deadline, then nobody is signed in, a wrong password still counts, and both answer the same 503', async () => {
    let clock = 0
    // a sign-in reads the clock at its start and after its hash: the hash "takes" too long
    const elapsed = () => (clock += SIGN_IN_DEADLINE_MS + 1)
    const { auth, sessionsOfAdmin, failuresRecorded } = await authService(new HashBudget(), elapsed)

    const right = await refusalOf(auth.login({ ...ADMIN, remember: false }, browser))
    const wrong = await refusalOf(
      auth.login({ ...ADMIN, password: 'a wrong one', remember: false }, browser),
    )
    for (const late of [right, wrong]) {
      expect(late).toMatchObject({ status: 503, code: 'sign_in_busy' })
      expect(late.message).toBe(right.message)
      expect(late.extra.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    }
    expect(sessionsOfAdmin()).toHaveLength(0)
    expect(await failuresRecorded()).toBeGreaterThan(0)
  })
})
