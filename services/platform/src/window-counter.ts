/**
 * Hits per key in a fixed window that starts at the key's first hit, bounded in memory: a key's
 * window over is forgotten, and past `maxKeys` the keys whose windows began first are forgotten
 * (a stranger rotating keys only makes others' windows restart; memory stays the same).
 *
 * Keys sit in the Map in the order their windows began (a new window re-inserts its key), so
 * expiring is a walk from the front that stops at the first live window: O(1) per hit on average.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { start: number; hits: number }>()

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  /** Counts a hit of `key` at `now`; answers the key's hits in its window, this one included. */
  hit(key: string, now: number): number {
    for (const [oldest, window] of this.windows) {
      if (now - window.start < this.windowMs) break
      this.windows.delete(oldest)
    }
    const window = this.windows.get(key)
    if (window) return ++window.hits
    this.windows.set(key, { start: now, hits: 1 })
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value
      if (oldest !== undefined) this.windows.delete(oldest)
    }
    return 1
  }

  /** keys remembered now (tests) */
  get size(): number {
    return this.windows.size
  }
}
