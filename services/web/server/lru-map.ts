/**
 * A Map bounded to `maxEntries`, dropping the least recently used entry first. A Map iterates in
 * insertion order, so re-inserting on every use keeps the oldest key first.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size
  }

  /** The value, now counted as most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) this.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  delete(key: K): void {
    this.entries.delete(key)
  }
}
