import type { ChildProcessWithoutNullStreams } from 'node:child_process'
import { keepAlive, startPiped } from './git-run.js'

/**
 * A fixed script (no `eval`: a path is only ever an argument): for each request, a count, then
 * that many paths a line each; it runs `git reset -q -- <paths>` (stdin from /dev/null, so git
 * never reads the requests) and answers `done <exit status>`.
 */
const SCRIPT = `
while IFS= read -r count; do
  set --
  i=0
  while [ "$i" -lt "$count" ]; do IFS= read -r file; set -- "$@" "$file"; i=$((i + 1)); done
  git reset -q -- "$@" </dev/null >/dev/null 2>&1
  echo "done $?"
done
`

/**
 * Sets the real index to HEAD's version of some paths after a commit made without it, as
 * `git reset -q -- <paths>` does, but started by a long-lived shell rather than by this process:
 * forking the service (hundreds of MB of address space) for each save cost about as much CPU as
 * everything else a save does, and forking a shell costs a small fraction of that.
 * Requests are sent one at a time (callers hold the write lock).
 */
export class IndexFollower {
  private child: ChildProcessWithoutNullStreams | null = null
  private lines = ''
  private waiting: ((ok: boolean) => void) | null = null

  constructor(private readonly cwd: string) {}

  /** Resolves whether git reset the paths (false: a lock held just now, or git died). */
  follow(paths: string[]): Promise<boolean> {
    // one path a line: a path holding a line break could smuggle in another path
    if (paths.length === 0 || paths.some((p) => /[\n\r\0]/.test(p) || p === '')) {
      return Promise.resolve(false)
    }
    if (this.waiting) throw new Error('git reset: one request at a time')
    const child = this.running()
    return new Promise<boolean>((resolve) => {
      this.waiting = resolve
      keepAlive(child, true)
      child.stdin.write(`${paths.length}\n${paths.join('\n')}\n`)
    })
  }

  /** Ends the shell (shutdown); a later request starts another. */
  close(): void {
    const child = this.child
    this.child = null
    child?.stdin.end()
  }

  private running(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child
    const child = startPiped(this.cwd, 'sh', ['-c', SCRIPT], () => {
      if (this.child === child) this.child = null
      this.settle(false, child)
    })
    this.child = child
    this.lines = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (text: string) => {
      this.lines += text
      const answer = /^done (\d+)$/m.exec(this.lines)
      if (answer) {
        this.lines = ''
        this.settle(answer[1] === '0', child)
      }
    })
    return child
  }

  private settle(ok: boolean, child: ChildProcessWithoutNullStreams): void {
    const waiting = this.waiting
    this.waiting = null
    keepAlive(child, false)
    waiting?.(ok)
  }
}
