/** Reset links one e-mail address may be sent per window: a stranger cannot flood an inbox. */
export const RESET_REQUESTS_PER_EMAIL = 3
/** Requests one visitor (address key) may make per window, whatever addresses they name. */
export const RESET_REQUESTS_PER_VISITOR = 10
export const RESET_WINDOW_MS = 60 * 60 * 1000
/** Keys kept at most: beyond this the oldest are forgotten (memory stays bounded). */
const MAX_KEYS = 100_000

/**
 * The throttle of "Forgot password?" requests: per e-mail address asked for, and per visitor
 * (addressKey: IPv6 by its /64). It counts every request whether or not the address has an
 * account, so a 429 says nothing about who exists. Kept in memory: a restart forgives at most
 * one window's worth, and each request costs no disk write.
 */
export class ResetThrottle {
  private readonly times = new Map<string, number[]>()

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string, now: number): number[] {
    return (this.times.get(key) ?? []).filter((t) => t > now - RESET_WINDOW_MS)
  }

  /** Counts the request, or says how long to wait when either limit is reached. */
  take(
    email: string,
    visitor: string,
  ): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const now = this.now()
    const keys: Array<[string, number]> = [
      [`email:${email}`, RESET_REQUESTS_PER_EMAIL],
      [`ip:${visitor}`, RESET_REQUESTS_PER_VISITOR],
    ]
    let wait = 0
    for (const [key, limit] of keys) {
      const recent = this.recent(key, now)
      if (recent.length >= limit) {
        const oldest = recent[recent.length - limit] ?? now
        wait = Math.max(wait, oldest + RESET_WINDOW_MS - now)
      }
    }
    if (wait > 0) return { allowed: false, retryAfterMs: wait }
    for (const [key] of keys) {
      const recent = this.recent(key, now)
      this.times.delete(key) // re-inserted last: the map's order is least recently used first
      this.times.set(key, [...recent, now])
    }
    this.trim()
    return { allowed: true }
  }

  private trim() {
    if (this.times.size <= MAX_KEYS) return
    for (const key of this.times.keys()) {
      if (this.times.size <= MAX_KEYS) break
      this.times.delete(key)
    }
  }
}
