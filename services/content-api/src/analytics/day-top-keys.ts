/**
 * The distinct values of one dimension (referrer hosts, campaigns) a day keeps: at most
 * `2 × keep`. When a new value arrives with the day full, the `keep` most viewed stay and the
 * rest are folded into the day's "other" row; the new value then has room. So the values people
 * actually came from stay listed, a flood of one-off values costs a bounded number of rows, and
 * a value that shows up later in the day can still get in.
 *
 * It holds the whole day's counts per value (read back from the table at start), so it knows
 * which are the most viewed; the store moves the folded values' counts on disk.
 */
export class DayTopKeys {
  private day = ''
  private counts = new Map<string, number>()

  constructor(private readonly keep: number) {}

  /** The day's counts as stored (at start, or a new day: none). */
  reset(day: string, rows: Iterable<{ key: string; pageviews: number }> = []): void {
    this.day = day
    this.counts = new Map()
    for (const row of rows) this.counts.set(row.key, Number(row.pageviews))
  }

  /**
   * Counts one view of `key` on `day`; answers the values folded into "other" to make room for
   * it (usually none).
   */
  add(day: string, key: string): string[] {
    if (day !== this.day) this.reset(day)
    const known = this.counts.get(key)
    if (known !== undefined) {
      this.counts.set(key, known + 1)
      return []
    }
    let folded: string[] = []
    if (this.counts.size >= 2 * this.keep) {
      const ranked = [...this.counts].sort((a, b) => b[1] - a[1])
      folded = ranked.slice(this.keep).map(([value]) => value)
      for (const value of folded) this.counts.delete(value)
    }
    this.counts.set(key, 1)
    return folded
  }

  /** distinct values the day holds now (tests) */
  get size(): number {
    return this.counts.size
  }
}
