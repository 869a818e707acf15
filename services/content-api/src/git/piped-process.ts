import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { serviceGitEnvironment } from './git-run.js'

/**
 * A long-lived process the service feeds over pipes (a git, or a shell starting gits), started
 * with the service's git environment. `ended` is told once, with git's stderr or the exit, when
 * the process dies or cannot start; its owner then fails what it waited for and starts another
 * on the next request. It does not keep the event loop alive (see `keepAlive`).
 */
export function startPiped(
  cwd: string,
  command: string,
  args: string[],
  ended: (why: string) => void,
): ChildProcessWithoutNullStreams {
  const child = spawn(command, args, { cwd, env: serviceGitEnvironment() })
  let stderr = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (text: string) => {
    // the last words are what says why it died; a chatty process cannot grow this without bound
    stderr = (stderr + text).slice(-4096)
  })
  // a broken pipe shows as the process's exit, handled there
  child.stdin.on('error', () => undefined)
  let told = false
  const tell = (why: string) => {
    if (told) return
    told = true
    ended(stderr.trim() || why)
  }
  child.on('error', (error) => tell(error.message))
  child.on('close', (code, signal) => tell(`exited (${signal ?? code})`))
  keepAlive(child, false)
  return child
}

/**
 * Whether the process keeps the event loop alive: only while a request waits for its answer,
 * so a command-line tool ends when its work is done and a server's shutdown is not held up.
 */
export function keepAlive(child: ChildProcessWithoutNullStreams, keep: boolean): void {
  for (const handle of [child, child.stdout, child.stderr, child.stdin]) {
    const refable = handle as { ref?: () => void; unref?: () => void }
    if (keep) refable.ref?.()
    else refable.unref?.()
  }
}
