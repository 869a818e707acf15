import type { ChildProcessWithoutNullStreams } from 'node:child_process'
import { keepAlive, startPiped } from './git-run.js'

/** The reflog's words for every move the service makes of its branch through this updater. */
export const SAVE_REFLOG_MESSAGE = 'content-api: save'

/**
 * Moves a ref from one commit to another only if it is still at the first (compare and swap),
 * through one long-lived `git update-ref --stdin` fed transactions over a pipe: git takes the
 * ref's lock, checks the old value and writes the new one exactly as `git update-ref <ref> <new>
 * <old>` does, without a fork of this process per save. A refused update (the ref moved, a lock
 * held by another program) ends that git with its reason, which the caller gets as the error
 * ("… but expected …", "… .lock': File exists"); the next update starts another. Updates are
 * sent one at a time (callers hold the write lock). The reflog of these moves reads
 * SAVE_REFLOG_MESSAGE: git takes one message per process.
 */
export class RefUpdater {
  private child: ChildProcessWithoutNullStreams | null = null
  private lines = ''
  private waiting: { resolve: () => void; reject: (error: Error) => void } | null = null

  constructor(private readonly cwd: string) {}

  /** Sets `ref` to `to` if it is at `from` now; rejects (nothing changed) otherwise. */
  update(ref: string, to: string, from: string): Promise<void> {
    for (const value of [ref, to, from]) {
      if (!/^[A-Za-z0-9/_.-]+$/.test(value)) throw new Error(`git update-ref: bad name "${value}"`)
    }
    if (this.waiting) throw new Error('git update-ref: one update at a time')
    const child = this.running()
    return new Promise<void>((resolve, reject) => {
      this.waiting = { resolve, reject }
      keepAlive(child, true)
      child.stdin.write(`start\nupdate ${ref} ${to} ${from}\nprepare\ncommit\n`)
    })
  }

  /** Ends the git process (shutdown); a later update starts another. */
  close(): void {
    const child = this.child
    this.child = null
    child?.stdin.end()
  }

  private running(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child
    const args = ['update-ref', '-m', SAVE_REFLOG_MESSAGE, '--stdin']
    const child = startPiped(this.cwd, 'git', args, (why) => {
      if (this.child === child) this.child = null
      this.settle(new Error(`git update-ref: ${why}`), child)
    })
    this.child = child
    this.lines = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (text: string) => {
      this.lines += text
      // "start: ok", "prepare: ok", then "commit: ok" ends one update
      if (/^commit: ok$/m.test(this.lines)) {
        this.lines = ''
        this.settle(null, child)
      }
    })
    return child
  }

  private settle(error: Error | null, child: ChildProcessWithoutNullStreams): void {
    const waiting = this.waiting
    this.waiting = null
    keepAlive(child, false)
    if (error) waiting?.reject(error)
    else waiting?.resolve()
  }
}
