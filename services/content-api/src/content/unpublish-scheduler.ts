import type { Logger } from '@site/platform'
import { SERVICE_COMMITTER } from '../git/git-run.js'
import type { CollectionName } from './collections.js'
import type { ContentStore } from './content-store.js'
import type { UnpublishSchedules } from './unpublish-schedule.js'

/**
 * Unpublishes records at their `unpublish_at` time. The schedules are the records' own (read
 * from the index, which already follows the service's saves, hand edits and pulls): read at
 * start and again after any file changed; between reads, a one-second tick compares the times
 * with the clock, like the draft scheduler. A schedule that fell due while the service was down
 * is carried out at start. One that cannot be carried out (an invalid file) is logged and tried
 * again only after the next change, rather than every second.
 */
export class UnpublishScheduler {
  private due: Array<{ collection: CollectionName; slug: string; at: number }> = []
  private stale = true
  private tickTimer: NodeJS.Timeout | null = null
  private stopWatching: (() => void) | null = null
  private running: Promise<void> | null = null

  constructor(
    private readonly store: ContentStore,
    private readonly schedules: UnpublishSchedules,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    this.stopWatching = this.store.onChange(() => {
      this.stale = true
    })
    await this.tick()
    this.tickTimer = setInterval(() => void this.tick(), 1000)
    this.tickTimer.unref()
  }

  private tick(): Promise<void> {
    this.running ??= this.unpublishDue().finally(() => {
      this.running = null
    })
    return this.running
  }

  private async unpublishDue(): Promise<void> {
    if (this.stale) {
      this.stale = false
      this.due = this.schedules
        .list()
        .map((s) => ({ collection: s.collection, slug: s.slug, at: Date.parse(s.at) }))
    }
    const now = this.now()
    while (this.due[0] && this.due[0].at <= now) {
      const { collection, slug, at } = this.due.shift()!
      const when = new Date(at).toISOString()
      try {
        const done = await this.schedules.carryOut(collection, slug, SERVICE_COMMITTER)
        if (done) this.log.info('scheduled unpublish done', { collection, slug, at: when })
      } catch (error) {
        this.log.error('a record could not be unpublished at its time', {
          collection,
          slug,
          at: when,
          error: error instanceof Error ? error.message : String(error),
        })
      }
    }
  }

  async settled(): Promise<void> {
    await this.running
  }

  stop(): void {
    if (this.tickTimer) clearInterval(this.tickTimer)
    this.stopWatching?.()
  }
}
