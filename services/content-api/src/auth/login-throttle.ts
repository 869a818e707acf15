import path from 'node:path'
import { z } from 'zod'
import { JsonFileStore } from './json-file-store.js'

const Attempts = z.object({ failures: z.record(z.string(), z.array(z.number())) })

/** Failed attempts a visitor gets on one account before each further try must wait. */
export const FREE_ATTEMPTS = 3
/** Failed attempts one visitor gets across all accounts before waiting (credential stuffing). */
export const FREE_ATTEMPTS_PER_VISITOR = 10
/** Failures on one account (from anyone) after which its checks are spaced, never stopped. */
export const ACCOUNT_SLOWDOWN_AFTER = 10
export const ACCOUNT_SPACING_MS = 1_000
export const BACKOFF_FIRST_MS = 1_000
export const BACKOFF_MAX_MS = 15 * 60 * 1000
export const WINDOW_MS = 15 * 60 * 1000

export interface LoginAttempt {
  email: string
  ip: string
}

const pairKey = ({ email, ip }: LoginAttempt) => `pair:${email}|${ip}`
const ipKey = ({ ip }: LoginAttempt) => `ip:${ip}`
const accountKey = ({ email }: LoginAttempt) => `email:${email}`

/**
 * Sign-in throttling that slows guessing without handing anyone a lockout button:
 *
 * - a visitor failing on an account waits, after FREE_ATTEMPTS, a doubling delay (1 s, 2 s,
 *   4 s ... up to 15 min) before each further try on that account;
 * - a visitor failing across many accounts waits the same way after FREE_ATTEMPTS_PER_VISITOR;
 * - an account failed often (by anyone) has its password checks spaced ACCOUNT_SPACING_MS apart
 *   for everyone: guessing slows to one try a second, while the real user, from their own
 *   address, waits at most a second. A stranger's failures never lock the account.
 *
 * Failures live in DATA_DIR so a restart does not reset them; they expire after WINDOW_MS.
 */
export class LoginThrottle {
  private constructor(
    private readonly store: JsonFileStore<z.infer<typeof Attempts>>,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number = Date.now): Promise<LoginThrottle> {
    const file = path.join(dataDir, 'login-attempts.json')
    return new LoginThrottle(await JsonFileStore.open(file, Attempts, { failures: {} }), now)
  }

  /**
   * Attempts whose password is still being checked. They count at once: otherwise hundreds of
   * parallel guesses would all pass the check before the first failure is recorded.
   */
  private readonly inFlight = new Map<string, number>()
  /** when each account's password was last checked (for the spacing) */
  private readonly lastCheck = new Map<string, number>()

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS
    return (this.store.read().failures[key] ?? []).filter((t) => t > since)
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

  /** Milliseconds until this visitor may try this account; 0 when they may try now. */
  retryAfterMs(attempt: LoginAttempt): number {
    const account = accountKey(attempt)
    const spacing =
      this.recent(account).length >= ACCOUNT_SLOWDOWN_AFTER
        ? Math.max(0, (this.lastCheck.get(account) ?? 0) + ACCOUNT_SPACING_MS - this.now())
        : 0
    return Math.max(
      this.backoffWait(pairKey(attempt), FREE_ATTEMPTS),
      this.backoffWait(ipKey(attempt), FREE_ATTEMPTS_PER_VISITOR),
      spacing,
    )
  }

  /** Claims an attempt now; call `settle` when the password check is done. */
  begin(attempt: LoginAttempt): { settle: () => void } {
    const keys = [pairKey(attempt), ipKey(attempt)]
    for (const key of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1)
    this.lastCheck.set(accountKey(attempt), this.now())
    let settled = false
    return {
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

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const at = this.now()
    const keys = [pairKey(attempt), ipKey(attempt), accountKey(attempt)]
    await this.store.update((draft) => {
      for (const key of keys) draft.failures[key] = [...this.recent(key), at].slice(-50)
    })
  }

  /** A successful sign-in: this visitor's record on this account (and the account's) is clean. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    const keys = [pairKey(attempt), accountKey(attempt)]
    if (!keys.some((k) => this.store.read().failures[k])) return
    await this.store.update((draft) => {
      for (const key of keys) delete draft.failures[key]
    })
  }
}
