import type { Logger } from '@site/platform'
import type { DraftMeta } from '../git/draft-branches.js'
import { SERVICE_COMMITTER } from '../git/git-run.js'
import type { DraftService } from './draft-service.js'
import { parseDraftTargetPath } from './draft-targets.js'

/**
 * Publishes drafts at their "Publish at" time. The schedules are read from the draft branches
 * (they live there, so they survive restarts and travel with pushed branches) at start, after
 * every change the service makes, and every minute (for branches that arrive from a remote);
 * between reads, a one-second tick compares the times with the clock, so a draft goes live
 * within a second or two of its time. A schedule that fell due while the service was down is
 * published at start. A draft that cannot publish (a conflict to choose) keeps its branch, loses
 * its schedule and is logged, rather than being tried every second.
 */
export class DraftScheduler {
  private due = new Map<string, number>()
  private tickTimer: NodeJS.Timeout | null = null
  private refreshTimer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null

  constructor(
    private readonly drafts: DraftService,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    await this.refresh()
    await this.tick()
    this.tickTimer = setInterval(() => void this.tick(), 1000)
    this.refreshTimer = setInterval(() => void this.refresh(), 60_000)
    this.tickTimer.unref()
    this.refreshTimer.unref()
  }

  /** Re-reads every draft's schedule (call after a change). */
  async refresh(list?: DraftMeta[]): Promise<void> {
    const drafts = list ?? (await this.drafts.list())
    this.due = new Map(
      drafts.flatMap((d) => (d.publishAt ? [[d.target, Date.parse(d.publishAt)] as const] : [])),
    )
  }

  private tick(): Promise<void> {
    this.running ??= this.publishDue().finally(() => {
      this.running = null
    })
    return this.running
  }

  private async publishDue(): Promise<void> {
    const now = this.now()
    for (const [target, at] of [...this.due]) {
      if (at > now) continue
      this.due.delete(target)
      try {
        await this.drafts.publish(parseDraftTargetPath(target), {}, SERVICE_COMMITTER)
        this.log.info('scheduled draft published', { target, at: new Date(at).toISOString() })
      } catch (error) {
        this.log.error('a scheduled draft could not be published; its schedule is cleared', {
          target,
          error: error instanceof Error ? error.message : String(error),
        })
        await this.drafts.unschedule(target, SERVICE_COMMITTER).catch(() => undefined)
      }
    }
  }

  async settled(): Promise<void> {
    await this.running
  }

  stop(): void {
    if (this.tickTimer) clearInterval(this.tickTimer)
    if (this.refreshTimer) clearInterval(this.refreshTimer)
  }
}
