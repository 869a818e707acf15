import { stat } from 'node:fs/promises'
import path from 'node:path'
import { AppError } from '@site/platform'

/** How long a save waits for another git process's lock before answering 503. */
export const LOCK_WAIT_MS = 5_000
const LOCK_POLL_MS = 50
/** What git says when a lock file it needs is held by another process. */
const LOCKED = /index\.lock|HEAD\.lock|\.lock': File exists|cannot lock ref/i

/** The answer to a save while another git process keeps the repository locked. */
export const repositoryBusy = () =>
  new AppError(
    503,
    'repository_busy',
    'The content repository is busy (another program holds its git lock). Nothing was saved; try again in a moment.',
    { retryAfterSeconds: 5 },
  )

/**
 * The git locks of the content repository that other processes may hold (a developer's git, a
 * backup tool): saves wait for them for a bounded time, and /health says while they last.
 */
export class GitLock {
  /** When saves last began to wait for another process's lock (null: they do not). */
  private busySince: string | null = null

  constructor(
    private readonly gitDir: () => Promise<string>,
    private readonly waitMs = LOCK_WAIT_MS,
  ) {}

  /**
   * Runs an attempt (a commit), and while another git process holds a lock it needs, waits and
   * tries again, for at most `waitMs`; then 503 with Retry-After. Nothing is half-done by a try
   * that met a lock: each builds its commit from scratch.
   */
  async whileUnlocked<T>(attempt: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.waitMs
    for (;;) {
      if (!(await this.held())) {
        try {
          const result = await attempt()
          this.busySince = null
          return result
        } catch (error) {
          const text = String(error)
          // HEAD moved under us (a commit made outside this service): not a lock to wait out
          if (/but expected/.test(text)) {
            throw new AppError(
              503,
              'repository_changed',
              'The content repository changed while saving (a commit made outside the admin). Nothing was saved; try again.',
              { retryAfterSeconds: 1 },
            )
          }
          if (!LOCKED.test(text)) throw error
        }
      }
      this.busySince ??= new Date().toISOString()
      if (Date.now() >= deadline) throw repositoryBusy()
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS))
    }
  }

  /** Is a git lock that saves need held right now (index or HEAD)? */
  async held(): Promise<boolean> {
    const dir = await this.gitDir()
    for (const name of ['index.lock', 'HEAD.lock']) {
      if (await stat(path.join(dir, name)).catch(() => null)) return true
    }
    return false
  }

  /** For /health: whether another process holds the lock, and since when saves wait. */
  async state(): Promise<{ locked: boolean; waitingSince: string | null }> {
    const locked = await this.held()
    if (!locked) this.busySince = null
    return { locked, waitingSince: this.busySince }
  }
}
