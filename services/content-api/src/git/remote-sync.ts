import type { Logger } from '@site/platform'
import type { RemoteState } from '@site/contract'
import { syncDraftBranches } from './draft-remote.js'
import { combineWithRemote, type RemoteWin } from './remote-combine.js'
import type { RemoteConflicts } from './remote-conflicts.js'
import { SEEN_REF, type RemoteGit } from './remote-git.js'
import type { SaveJournal } from './save-journal.js'
import { finishLeftoverMoves, moveWorkTree } from './work-tree-move.js'

export type SyncReason = 'start' | 'poll' | 'webhook' | 'save' | 'retry' | 'draft'

export interface RemoteSyncOptions {
  git: RemoteGit
  gitDir: string
  /** where the content folder sits in the repository ("" or "content/") */
  prefix: string
  journal: SaveJournal
  url: string
  branch: string
  /** runs a task in the service's one write queue, once no other process holds git's locks */
  runLocked: <T>(task: () => Promise<T>) => Promise<T>
  /** content files (relative to the content folder) the sync changed on disk */
  onChanged: (files: string[]) => Promise<void>
  /** draft branches came from the remote or went there (the scheduler re-reads schedules) */
  onDraftsChanged?: () => void
  conflicts: RemoteConflicts
  log: Logger
  /** seconds between fetches; 0: no polling (webhook and saves only) */
  pollSeconds: number
  /** retry backoff after a failed sync with commits waiting (tests shorten it) */
  retry?: { firstMs: number; maxMs: number }
  /** how long start-up waits for the first sync before serving what it has (default 10 s) */
  startWaitMs?: number
}

/** The first line of a git error, with any credentials in URLs masked (git names the URL). */
const firstLine = (error: unknown) =>
  maskRemote(String(error instanceof Error ? error.message : error))
    .replace(/^git \w+: /, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? 'unknown error'

/** Credentials in a remote URL (https://user:token@host) never leave the process. */
export const maskRemote = (text: string) => text.replace(/\/\/[^@/\s'"]*@/g, '//***@')

/**
 * Keeps the content repository and CONTENT_GIT_REMOTE one shared truth. A sync (on a poll, a
 * verified push webhook, after each save, at start) fetches the branch and then:
 * - remote behind: pushes the local commits;
 * - local behind: moves the branch and the work tree forward (the store reloads the files, so a
 *   bad file keeps its last good version and shows as a problem, as for a hand edit);
 * - both moved: one merge commit combines them field by field (see combineWithRemote), a field
 *   both changed takes the remote's value and leaves a notice; then pushes;
 * - remote history rewritten (a force-push: the tip last combined with is gone): refuses to
 *   follow, keeps local commits on a `rescue/...` branch and reports it until the remote holds
 *   that tip again or an operator deletes the refs/content-api/remote-seen ref.
 * Requests coalesce: a burst of webhooks while one sync runs causes one more sync, not one each.
 */
export class RemoteSync {
  private running: Promise<void> | null = null
  private again: Promise<void> | null = null
  private pollTimer: NodeJS.Timeout | null = null
  private retryTimer: NodeJS.Timeout | null = null
  private retryMs: number
  private stopped = false
  private state: Omit<RemoteState, 'remote' | 'branch' | 'pollSeconds' | 'conflicts'> = {
    lastFetchAt: null,
    lastPushAt: null,
    pendingCommits: 0,
    lastError: null,
    unreachableSince: null,
    rewritten: null,
    draftsDiverged: [],
  }

  constructor(private readonly o: RemoteSyncOptions) {
    this.retryMs = o.retry?.firstMs ?? 5_000
  }

  get branch(): string {
    return this.o.branch
  }

  status(): RemoteState {
    return {
      remote: maskRemote(this.o.url),
      branch: this.o.branch,
      pollSeconds: this.o.pollSeconds,
      ...this.state,
      conflicts: this.o.conflicts.list(),
    }
  }

  /** Clears a notice of a field the remote won (the editor restored it or let it be). */
  dismiss(id: string): Promise<boolean> {
    return this.o.conflicts.dismiss(id)
  }

  /**
   * The first sync, then the poll. Start-up waits for the first sync a bounded time: a remote
   * that hangs must not keep the site down, which serves the content it has meanwhile.
   */
  async start(): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      this.requestSync('start'),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.o.startWaitMs ?? 10_000)
      }),
    ])
    clearTimeout(timer)
    if (this.o.pollSeconds > 0 && !this.stopped) {
      this.pollTimer = setInterval(() => void this.requestSync('poll'), this.o.pollSeconds * 1000)
      this.pollTimer.unref()
    }
  }

  /**
   * Asks for a sync; resolves when one that started after this call has finished. While a sync
   * runs, every request made meanwhile shares the one sync that follows it.
   */
  requestSync(reason: SyncReason): Promise<void> {
    if (this.stopped) return Promise.resolve()
    if (!this.running) {
      this.running = this.runOnce(reason).finally(() => {
        this.running = null
      })
      return this.running
    }
    this.again ??= this.running.then(() => {
      this.again = null
      return this.requestSync(reason)
    })
    return this.again
  }

  private async runOnce(reason: SyncReason): Promise<void> {
    let ok = false
    try {
      ok = await this.syncOnce()
    } catch (error) {
      this.state.lastError = `sync failed: ${firstLine(error)}`
      this.o.log.error('content sync failed', { reason, error: this.state.lastError })
    }
    if (ok || this.stopped) {
      this.retryMs = this.o.retry?.firstMs ?? 5_000
    } else if (!this.state.rewritten) {
      // a fetch that failed may have missed a webhook's change: try again, not only on the poll
      this.scheduleRetry()
    }
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return
    const inMs = this.retryMs
    this.retryMs = Math.min(this.retryMs * 2, this.o.retry?.maxMs ?? 5 * 60_000)
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.requestSync('retry')
    }, inMs)
    this.retryTimer.unref()
  }

  /**
   * One sync. Only the local part (combining, moving the branch and the work tree) runs in the
   * write queue: the fetch and the push talk to the network and may be slow, and saves must not
   * wait for them (the fetch writes only REMOTE_REF, the push only reads).
   */
  private async syncOnce(): Promise<boolean> {
    const { git, url, branch, log, journal } = this.o
    const now = () => new Date().toISOString()
    let tip: string | null
    try {
      tip = await git.fetch(url, branch)
      this.state.lastFetchAt = now()
      this.state.unreachableSince = null
    } catch (error) {
      this.state.lastError = `fetch failed: ${firstLine(error)}`
      this.state.unreachableSince ??= now()
      const seen = await git.resolve(SEEN_REF)
      const head = await git.resolve('HEAD')
      if (seen && head) this.state.pendingCommits = await git.countAhead(seen, head)
      log.warn('content fetch failed', { remote: maskRemote(url), error: this.state.lastError })
      return false
    }

    const head = await this.o.runLocked(async () => {
      // a move an earlier sync could not finish (a git lock, a full disk) is finished first
      await finishLeftoverMoves(git, journal)
      if (tip !== null && !(await this.followsSeen(tip))) return null
      if (tip !== null) await this.takeRemote(tip)
      return (await git.resolve('HEAD')) as string
    })
    if (head === null) return false
    this.state.pendingCommits = tip === null ? 1 : await git.countAhead(tip, head)
    if (this.state.pendingCommits > 0) {
      try {
        await git.push(url, branch, head)
        this.state.lastPushAt = now()
        await git.setRef(SEEN_REF, head)
        // saves made during the push are counted again by the sync each of them asked for
        this.state.pendingCommits = 0
      } catch (error) {
        this.state.lastError = `push failed: ${firstLine(error)}`
        log.warn('content push failed; will retry', { error: this.state.lastError })
        return false
      }
    }
    this.state.lastError = null
    await this.syncDrafts()
    return true
  }

  /** Draft branches travel too (git/draft-remote.ts); a failure here leaves `main`'s sync be. */
  private async syncDrafts(): Promise<void> {
    try {
      const { changed, diverged } = await syncDraftBranches(
        this.o.git,
        this.o.url,
        (work) => this.o.runLocked(work),
        this.o.log,
      )
      this.state.draftsDiverged = diverged
      if (changed) this.o.onDraftsChanged?.()
    } catch (error) {
      this.o.log.warn('draft branches could not be synced; will retry', { error: firstLine(error) })
    }
  }

  /**
   * False (and the rewrite reported, local commits kept on a rescue branch) when the fetched tip
   * does not contain the tip last combined with: someone force-pushed the remote.
   */
  private async followsSeen(tip: string): Promise<boolean> {
    const { git, log } = this.o
    const seen = await git.resolve(SEEN_REF)
    if (seen === null || seen === tip || (await git.isAncestor(seen, tip))) {
      this.state.rewritten = null
      return true
    }
    if (this.state.rewritten?.remoteTip !== tip) {
      const at = new Date().toISOString()
      const head = (await git.resolve('HEAD')) as string
      // after a restart the rewrite is found again: the rescue branch made then is reused
      const existing = (
        await git.run([
          'for-each-ref',
          '--points-at',
          head,
          '--format=%(refname:short)',
          'refs/heads/rescue/',
        ])
      )
        .split('\n')
        .find((name) => name !== '')
      const rescueBranch = existing ?? `rescue/${at.replace(/[:.]/g, '-')}`
      if (!existing) await git.setRef(`refs/heads/${rescueBranch}`, head)
      this.state.rewritten = { at, rescueBranch, remoteTip: tip }
      log.error('the content remote history was rewritten; not following it', {
        remote: maskRemote(this.o.url),
        rescueBranch,
        remoteTip: tip,
        lastCombined: seen,
      })
    }
    this.state.lastError =
      `The remote's history was rewritten (force-push): the site keeps its content and stops ` +
      `syncing. Local commits are kept on branch ${this.state.rewritten?.rescueBranch ?? ''}.`
    return false
  }

  /** Brings the remote's commits in: a fast-forward, or a merge commit when both sides moved. */
  private async takeRemote(tip: string): Promise<void> {
    const { git, gitDir, prefix, journal, conflicts } = this.o
    const head = (await git.resolve('HEAD')) as string
    if (head === tip || (await git.isAncestor(tip, head))) {
      await git.setRef(SEEN_REF, tip)
      return
    }
    let to = tip
    let wins: RemoteWin[] = []
    let editorOf = async (_file: string): Promise<string | null> => null
    if (!(await git.isAncestor(head, tip))) {
      const base = await git.mergeBase(head, tip)
      if (base === null) {
        throw new Error(
          `${this.o.branch} on the remote shares no history with CONTENT_DIR: make CONTENT_DIR a ` +
            'clone of the remote (an empty compose volume is cloned from it on start)',
        )
      }
      const combined = await combineWithRemote(git, gitDir, prefix, {
        base,
        local: head,
        remote: tip,
      })
      to = combined.commit
      wins = combined.conflicts
      editorOf = async (file: string) =>
        (
          await git.run(['log', '-1', '--format=%an', `${base}..${head}`, '--', prefix + file])
        ).trim() || null
    }
    const moved = await moveWorkTree(git, journal, { from: head, to }, `sync with ${this.o.branch}`)
    await git.setRef(SEEN_REF, tip)
    // noted once the branch has moved: a move that fails and is tried again notes nothing twice
    if (wins.length > 0) {
      const added = await conflicts.add(wins, head, editorOf)
      this.o.log.warn('remote and saves changed the same fields; the remote was kept', {
        fields: added.map((c) => `${c.file}: ${c.field}`),
      })
    }
    if (moved.handEdited.length > 0) {
      this.o.log.warn('uncommitted hand edits left as they are; the remote version is committed', {
        files: moved.handEdited,
      })
    }
    const files = moved.updated
      .filter((file) => file.startsWith(prefix))
      .map((file) => file.slice(prefix.length))
    await this.o.onChanged(files)
  }

  stop(): void {
    this.stopped = true
    this.o.git.abortNetwork()
    if (this.pollTimer) clearInterval(this.pollTimer)
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.pollTimer = null
    this.retryTimer = null
  }

  /** Resolves when no sync is running or queued (tests and shutdown). */
  async settled(): Promise<void> {
    while (this.running || this.again) await (this.again ?? this.running)
  }
}
