import path from 'node:path'
import { z } from 'zod'
import type { VerifiedDevice } from './device-tokens.js'
import { JsonFileStore } from './json-file-store.js'

const Attempts = z.object({
  failures: z.record(z.string(), z.array(z.number())),
  /** failures of each device token since its last success; older files have none */
  devices: z
    .record(z.string(), z.object({ failures: z.number().int(), expiresAt: z.number() }))
    .default({}),
})
type Attempts = z.infer<typeof Attempts>

/** Failed attempts a visitor gets on one account before each further try must wait. */
export const FREE_ATTEMPTS = 3
/** Failed attempts one visitor gets across all accounts before waiting (credential stuffing). */
export const FREE_ATTEMPTS_PER_VISITOR = 10
/** Failures on one account from unknown browsers before every unknown browser must wait. */
export const FREE_ATTEMPTS_PER_ACCOUNT = 10
/** Failures a device token survives; then it is no longer trusted (until it expires). */
export const DEVICE_MAX_FAILURES = 5
export const BACKOFF_FIRST_MS = 1_000
/** No wait is ever longer: nobody is locked out for good, however long an attack runs. */
export const BACKOFF_MAX_MS = 15 * 60 * 1000
/** A record is forgotten once this long passes without a failure (longer than any wait). */
export const WINDOW_MS = 60 * 60 * 1000

export interface LoginAttempt {
  email: string
  /** the visitor's address key (addressKey: IPv6 counts by its /64) */
  ip: string
  /** a device token verified for this account (DeviceTokens.verify) */
  device?: VerifiedDevice
}

/** An attempt allowed to check its password. Call `settle` when the check is done. */
export interface Claim {
  allowed: true
  /** it came from a known browser: exempt from the address and account throttles */
  trusted: boolean
  /** records a wrong password; says whether a device token just lost its trust */
  failed(): Promise<{ deviceLocked: boolean }>
  succeeded(): Promise<void>
  settle(): void
}

export type ClaimResult = Claim | { allowed: false; retryAfterMs: number }

const pairKey = ({ email, ip }: LoginAttempt) => `pair:${email}|${ip}`
const ipKey = ({ ip }: LoginAttempt) => `ip:${ip}`
const accountKey = ({ email }: LoginAttempt) => `email:${email}`
const deviceKey = (device: VerifiedDevice) => `device:${device.id}`

/**
 * Sign-in throttling after OWASP's device cookies: known browsers are kept apart from strangers.
 *
 * - An attempt with a valid device token for the account (a browser that signed in to it
 *   before) skips the address and account throttles. The token has its own budget: after
 *   DEVICE_MAX_FAILURES wrong passwords in a row it is no longer trusted, so a stolen cookie
 *   buys a few guesses, not unlimited ones.
 * - Every other attempt waits, once there were too many failures, a doubling delay (1 s, 2 s,
 *   4 s ... capped at BACKOFF_MAX_MS) counted per visitor on the account (FREE_ATTEMPTS), per
 *   visitor across accounts (FREE_ATTEMPTS_PER_VISITOR) and per account across all unknown
 *   browsers (FREE_ATTEMPTS_PER_ACCOUNT). A distributed attack thus gets a handful of guesses
 *   an hour, and the real user's own browser still gets in; a new browser waits with the
 *   strangers, never longer than the cap after the attack stops.
 *
 * Failures live in DATA_DIR so a restart does not reset them; they are forgotten after WINDOW_MS
 * without a new one, a device token's when the token expires.
 */
export class LoginThrottle {
  private constructor(
    private readonly store: JsonFileStore<Attempts>,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number = Date.now): Promise<LoginThrottle> {
    const file = path.join(dataDir, 'login-attempts.json')
    const empty: Attempts = { failures: {}, devices: {} }
    return new LoginThrottle(await JsonFileStore.open(file, Attempts, empty), now)
  }

  /**
   * Attempts whose password is still being checked. They count at once: otherwise hundreds of
   * parallel guesses would all pass the check before the first failure is recorded.
   */
  private readonly inFlight = new Map<string, number>()

  /**
   * The failures that count for `key`: all of them (the last 50) until WINDOW_MS pass without a
   * new one. Not a sliding window: with waits as long as BACKOFF_MAX_MS, one would let old
   * failures drop out during a slow, steady attack and hand it free attempts again.
   */
  private recent(key: string): number[] {
    const times = this.store.read().failures[key] ?? []
    return this.isCurrent(times) ? times : []
  }

  private isCurrent(times: number[]): boolean {
    const last = times.at(-1)
    return last !== undefined && last > this.now() - WINDOW_MS
  }

  /** How long `key` must still wait after `free` failures, counting checks in flight. */
  private backoffWait(key: string, free: number): number {
    const recent = this.recent(key)
    const count = recent.length + (this.inFlight.get(key) ?? 0)
    if (count < free) return 0
    const delay = Math.min(BACKOFF_FIRST_MS * 2 ** (count - free), BACKOFF_MAX_MS)
    // a check in flight counts as a failure happening now
    const last = (this.inFlight.get(key) ?? 0) > 0 ? this.now() : (recent.at(-1) ?? this.now())
    return Math.max(0, last + delay - this.now())
  }

  /** Whether this device token still exempts its browser (checks in flight count as failures). */
  private trusts(device: VerifiedDevice | undefined): device is VerifiedDevice {
    if (!device || device.expiresAt <= this.now()) return false
    const failures = this.store.read().devices[device.id]?.failures ?? 0
    return failures + (this.inFlight.get(deviceKey(device)) ?? 0) < DEVICE_MAX_FAILURES
  }

  /** Milliseconds until this attempt may check its password; 0 when it may now. */
  retryAfterMs(attempt: LoginAttempt): number {
    if (this.trusts(attempt.device)) return 0
    return Math.max(
      this.backoffWait(pairKey(attempt), FREE_ATTEMPTS),
      this.backoffWait(ipKey(attempt), FREE_ATTEMPTS_PER_VISITOR),
      this.backoffWait(accountKey(attempt), FREE_ATTEMPTS_PER_ACCOUNT),
    )
  }

  /**
   * Decides and, when allowed, claims the attempt in one step (counted in flight at once, so
   * parallel attempts cannot all pass the check).
   */
  claim(attempt: LoginAttempt): ClaimResult {
    const retryAfterMs = this.retryAfterMs(attempt)
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs }
    const device = this.trusts(attempt.device) ? attempt.device : undefined
    const keys = device
      ? [deviceKey(device)]
      : [pairKey(attempt), ipKey(attempt), accountKey(attempt)]
    for (const key of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1)
    let settled = false
    return {
      allowed: true,
      trusted: device !== undefined,
      failed: () => (device ? this.deviceFailed(device) : this.failed(keys)),
      succeeded: () => this.succeeded(attempt, device),
      settle: () => {
        if (settled) return
        settled = true
        for (const key of keys) {
          const left = (this.inFlight.get(key) ?? 1) - 1
          if (left > 0) this.inFlight.set(key, left)
          else this.inFlight.delete(key)
        }
      },
    }
  }

  /** Drops what no longer counts, so keys of long-gone visitors do not pile up in the file. */
  private prune(draft: Attempts): void {
    for (const [key, times] of Object.entries(draft.failures)) {
      if (!this.isCurrent(times)) delete draft.failures[key]
    }
    for (const [id, record] of Object.entries(draft.devices)) {
      if (record.expiresAt <= this.now()) delete draft.devices[id]
    }
  }

  private async failed(keys: string[]): Promise<{ deviceLocked: boolean }> {
    const at = this.now()
    await this.store.update((draft) => {
      for (const key of keys) draft.failures[key] = [...this.recent(key), at].slice(-50)
      this.prune(draft)
    })
    return { deviceLocked: false }
  }

  private async deviceFailed(device: VerifiedDevice): Promise<{ deviceLocked: boolean }> {
    return this.store.update((draft) => {
      const failures = (draft.devices[device.id]?.failures ?? 0) + 1
      draft.devices[device.id] = { failures, expiresAt: device.expiresAt }
      this.prune(draft)
      return { deviceLocked: failures >= DEVICE_MAX_FAILURES }
    })
  }

  /**
   * A successful sign-in: a known browser's failures are forgiven; from an unknown browser the
   * visitor's record on the account, and the account's, are clean (the one person who knows the
   * password is in). A known browser's sign-in leaves the account's record alone: the strangers
   * guessing at it are still at it.
   */
  private async succeeded(attempt: LoginAttempt, device: VerifiedDevice | undefined) {
    const { failures, devices } = this.store.read()
    if (device) {
      if (!devices[device.id]) return
      await this.store.update((draft) => {
        delete draft.devices[device.id]
      })
      return
    }
    const keys = [pairKey(attempt), accountKey(attempt)]
    if (!keys.some((k) => failures[k])) return
    await this.store.update((draft) => {
      for (const key of keys) delete draft.failures[key]
    })
  }
}
