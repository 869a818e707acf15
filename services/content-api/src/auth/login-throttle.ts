import path from 'node:path'
import { z } from 'zod'
import { JsonFileStore } from './json-file-store.js'

const Attempts = z.object({ failures: z.record(z.string(), z.array(z.number())) })

export const MAX_FAILURES = 5
export const WINDOW_MS = 15 * 60 * 1000

/**
 * Locks an account (by e-mail) and a client (by IP) after repeated failed logins within a window.
 * State lives in DATA_DIR so a restart does not reset a lockout.
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
   * parallel guesses would all pass the limit check before the first failure is recorded.
   */
  private readonly inFlight = new Map<string, number>()

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS
    return (this.store.read().failures[key] ?? []).filter((t) => t > since)
  }

  /** Claims an attempt for `keys` now; call `settle` when the check is done. */
  begin(keys: string[]): { settle: () => void } {
    for (const key of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1)
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

  /** Milliseconds until `keys` may try again; 0 when they may try now. */
  retryAfterMs(keys: string[]): number {
    let wait = 0
    for (const key of keys) {
      const recent = this.recent(key)
      const limit = key.startsWith('ip:') ? MAX_FAILURES * 4 : MAX_FAILURES
      const pending = this.inFlight.get(key) ?? 0
      if (recent.length + pending >= limit) {
        // with attempts in flight, the lock lasts at least a full window from now
        const oldestThatCounts = recent[recent.length - limit + pending] ?? this.now()
        wait = Math.max(wait, oldestThatCounts + WINDOW_MS - this.now())
      }
    }
    return wait
  }

  async recordFailure(keys: string[]): Promise<void> {
    const at = this.now()
    await this.store.update((draft) => {
      for (const key of keys) draft.failures[key] = [...this.recent(key), at].slice(-50)
    })
  }

  async clear(keys: string[]): Promise<void> {
    if (!keys.some((k) => this.store.read().failures[k])) return
    await this.store.update((draft) => {
      for (const key of keys) delete draft.failures[key]
    })
  }
}
