import type { Logger } from '@site/platform'

/** The git calls remote sync needs; ContentGit provides them. */
export interface SyncableGit {
  pullRebase(remote: string, branch: string): Promise<string[]>
  push(remote: string, branch: string): Promise<void>
}

export interface RemoteStatus {
  remote: string
  branch: string
  pendingPush: boolean
  lastError: string | null
  lastPushAt: string | null
}

/**
 * Keeps the content repository in step with CONTENT_GIT_REMOTE: pull (rebase) before a write so
 * the save is based on the shared truth, push after it. A failed push never fails the save: the
 * commit stays local, is retried with backoff, and /health shows it.
 */
export class RemoteSync {
  private pending = false
  private lastError: string | null = null
  private lastPushAt: string | null = null
  private retryTimer: NodeJS.Timeout | null = null
  private retryDelayMs: number

  constructor(
    private readonly git: SyncableGit,
    readonly remote: string,
    readonly branch: string,
    private readonly runLocked: <T>(task: () => Promise<T>) => Promise<T>,
    private readonly onPulled: (files: string[]) => Promise<void>,
    private readonly log: Logger,
    private readonly retry = { firstMs: 5_000, maxMs: 5 * 60_000 },
  ) {
    this.retryDelayMs = retry.firstMs
  }

  status(): RemoteStatus {
    const { remote, branch, pending, lastError, lastPushAt } = this
    return {
      remote: remote.replace(/\/\/[^@/]*@/, '//***@'),
      branch,
      pendingPush: pending,
      lastError,
      lastPushAt,
    }
  }

  /** Called inside the write lock before a write. An unreachable remote does not block editors. */
  async beforeWrite(): Promise<void> {
    try {
      const changed = await this.git.pullRebase(this.remote, this.branch)
      if (changed.length > 0) await this.onPulled(changed)
    } catch (error) {
      this.lastError = `pull failed: ${firstLine(error)}`
      this.log.warn('content pull failed', { error: this.lastError })
    }
  }

  /** Called inside the write lock after a write. */
  async afterWrite(): Promise<void> {
    try {
      await this.git.push(this.remote, this.branch)
      this.pending = false
      this.lastError = null
      this.lastPushAt = new Date().toISOString()
      this.retryDelayMs = this.retry.firstMs
    } catch (error) {
      this.pending = true
      this.lastError = `push failed: ${firstLine(error)}`
      this.log.warn('content push failed; will retry', {
        error: this.lastError,
        inMs: this.retryDelayMs,
      })
      this.scheduleRetry()
    }
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      this.retryDelayMs = Math.min(this.retryDelayMs * 2, this.retry.maxMs)
      void this.runLocked(async () => {
        await this.beforeWrite()
        await this.afterWrite()
      })
    }, this.retryDelayMs)
    this.retryTimer.unref()
  }

  stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
  }
}

const firstLine = (error: unknown) =>
  String(error instanceof Error ? error.message : error).split('\n')[0] ?? ''
