/**
 * Decoded data by git blob id, for versions this process has seen. A stale save names the version
 * it was loaded at; with that version's data as the common base, changes that do not overlap can
 * be merged. Bounded: the oldest entries go first (git is the fallback for older ones).
 */
export class VersionCache {
  private readonly entries = new Map<string, unknown>()

  constructor(private readonly limit = 20_000) {}

  remember(version: string, data: unknown): void {
    this.entries.delete(version)
    this.entries.set(version, data)
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }

  get(version: string): unknown {
    return this.entries.get(version)
  }
}
