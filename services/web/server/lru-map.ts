/**
 * A Map bounded to `maxEntries` and, given a `sizeOf`, to `maxBytes` in total, dropping the least
 * recently used entry first. A Map iterates in insertion order, so re-inserting on every use keeps
 * the oldest key first.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>()
  private total = 0

  constructor(
    private readonly maxEntries: number,
    private readonly weight?: { maxBytes: number; sizeOf: (value: V) => number },
  ) {}

  get size(): number {
    return this.entries.size
  }

  /** The summed sizeOf of every entry (0 without a sizeOf). */
  get bytes(): number {
    return this.total
  }

  /** Every value, oldest first, without counting as a use. */
  values(): IterableIterator<V> {
    return this.entries.values()
  }

  /** The value, now counted as most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  /** Stores `value` as most recently used; one larger than maxBytes alone is not kept (false). */
  set(key: K, value: V): boolean {
    this.delete(key)
    const size = this.weight?.sizeOf(value) ?? 0
    if (this.weight && size > this.weight.maxBytes) return false
    this.entries.set(key, value)
    this.total += size
    const maxBytes = this.weight?.maxBytes ?? Infinity
    while (this.entries.size > this.maxEntries || this.total > maxBytes) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.delete(oldest.value)
    }
    return true
  }

  delete(key: K): void {
    const value = this.entries.get(key)
    if (value === undefined) return
    this.entries.delete(key)
    this.total -= this.weight?.sizeOf(value) ?? 0
  }
}
