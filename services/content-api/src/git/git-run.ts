import { execFile } from 'node:child_process'

/**
 * Only what git needs from our environment: an inherited EDITOR, PAGER or GIT_DIR could make a
 * server process hang or write to the wrong repository. Kept: how to reach the content remote
 * (a deploy key through GIT_SSH_COMMAND, a CA bundle, a proxy).
 */
export function gitEnvironment(): Record<string, string> {
  const keep = [
    ...['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL'],
    ...['SSH_AUTH_SOCK', 'GIT_SSH_COMMAND', 'GIT_SSH', 'GIT_SSL_CAINFO', 'SSL_CERT_FILE'],
    ...['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy'],
  ]
  return Object.fromEntries(
    keep.flatMap((key) => (process.env[key] ? [[key, process.env[key] as string]] : [])),
  )
}

/** The identity that records every commit the service makes; the editor is the author. */
export const SERVICE_COMMITTER = { name: 'Content API', email: 'content-api@localhost' }

/** The environment of every git the service runs: its committer, and never a prompt. */
export function serviceGitEnvironment(): Record<string, string> {
  return {
    ...gitEnvironment(),
    GIT_COMMITTER_NAME: SERVICE_COMMITTER.name,
    GIT_COMMITTER_EMAIL: SERVICE_COMMITTER.email,
    // never prompt for credentials from a server process
    GIT_TERMINAL_PROMPT: '0',
  }
}

/**
 * Runs one git process in `cwd` with bytes on stdin (plumbing: hash-object, update-index,
 * commit-tree) and returns its stdout. The error names the git command and carries its stderr.
 */
export function runGit(
  cwd: string,
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {},
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      {
        cwd,
        env: { ...serviceGitEnvironment(), ...options.env },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`git ${args[0]}: ${stderr || error.message}`)) : resolve(stdout),
    )
    // a git that needs no input may exit before reading it: a broken pipe is not an error here
    // (git's own exit status says whether it worked)
    child.stdin?.on('error', () => undefined)
    if (options.input === undefined) child.stdin?.end()
    else child.stdin?.end(options.input)
  })
}
