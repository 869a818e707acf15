import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'

/**
 * Only what git needs from our environment: an inherited EDITOR, PAGER or GIT_DIR could make a
 * server process hang or write to the wrong repository. Kept: how to reach the content remote
 * (a deploy key through GIT_SSH_COMMAND, a CA bundle, a proxy).
 */
export function gitEnvironment(): Record<string, string> {
  const keep = [
    ...['PATH', 'HOME', 'TMPDIR'],
    ...['SSH_AUTH_SOCK', 'GIT_SSH_COMMAND', 'GIT_SSH', 'GIT_SSL_CAINFO', 'SSL_CERT_FILE'],
    ...['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy'],
  ]
  return Object.fromEntries(
    keep.flatMap((key) => (process.env[key] ? [[key, process.env[key] as string]] : [])),
  )
}

/** A person as git records them in a commit. */
export interface GitAuthor {
  name: string
  email: string
}

/** The identity that records every commit the service makes; the editor is the author. */
export const SERVICE_COMMITTER: GitAuthor = { name: 'Content API', email: 'content-api@localhost' }

/** The environment of every git the service runs: its committer, and never a prompt. */
export function serviceGitEnvironment(): Record<string, string> {
  return {
    ...gitEnvironment(),
    GIT_COMMITTER_NAME: SERVICE_COMMITTER.name,
    GIT_COMMITTER_EMAIL: SERVICE_COMMITTER.email,
    // never prompt for credentials from a server process
    GIT_TERMINAL_PROMPT: '0',
    // git's messages in English: the service reads some of them ("couldn't find remote ref")
    LC_ALL: 'C',
    LANGUAGE: '',
  }
}

export interface GitRunOptions {
  input?: string
  env?: Record<string, string>
  /** killed after this long */
  timeoutMs?: number
  /** killed when this aborts (shutdown) */
  signal?: AbortSignal
}

/** The git command of an argument list ("fetch" in `-c k=v fetch url`), for messages. */
const command = (args: string[]) =>
  args.find((arg, i) => !arg.startsWith('-') && args[i - 1] !== '-c') ?? 'git'

/**
 * Runs one git process in `cwd` with bytes on stdin (plumbing: hash-object, update-index,
 * commit-tree) and returns its stdout. The error names the git command and carries its stderr.
 * A timeout or an abort kills git's whole process group: a fetch over http runs a helper
 * process of its own that would otherwise keep the pipes (and so the caller) waiting.
 */
export function runGit(cwd: string, args: string[], options: GitRunOptions = {}): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const killable = options.timeoutMs !== undefined || options.signal !== undefined
    const child = spawn('git', args, {
      cwd,
      env: { ...serviceGitEnvironment(), ...options.env },
      detached: killable,
    })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    let stopped: string | null = null
    const kill = (why: string) => {
      stopped ??= why
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL')
      }
    }
    const timer = options.timeoutMs
      ? setTimeout(() => kill(`timed out after ${options.timeoutMs} ms`), options.timeoutMs)
      : undefined
    const onAbort = () => kill('stopped')
    options.signal?.addEventListener('abort', onAbort, { once: true })
    if (options.signal?.aborted) onAbort()
    child.on('error', (error) => reject(new Error(`git ${command(args)}: ${error.message}`)))
    child.on('close', (code) => {
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      if (code === 0 && stopped === null) resolve(Buffer.concat(out).toString('utf8'))
      else {
        const stderr = Buffer.concat(err).toString('utf8')
        reject(new Error(`git ${command(args)}: ${stopped ?? (stderr || `exit ${code}`)}`))
      }
    })
    // a git that needs no input may exit before reading it: a broken pipe is not an error here
    // (git's own exit status says whether it worked)
    child.stdin.on('error', () => undefined)
    if (options.input === undefined) child.stdin.end()
    else child.stdin.end(options.input)
  })
}

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
