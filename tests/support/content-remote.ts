import { createHmac, randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startGitHttpServer } from '../../services/content-api/src/test-support/git-http-server.js'
import { seedIdentity } from './git.js'
import { git, startStack, type Stack } from './stack.js'

export interface StackWithRemote {
  stack: Stack
  /** the content remote's URL (git http-backend over smart HTTP) */
  remoteUrl: string
  secret: string
  /**
   * A developer's clone: edits one file, commits and pushes (a merged pull request). It pushes to
   * the bare repository on disk, so it works while the remote is down for the site.
   */
  pushChange(file: string, edit: (text: string) => string, message: string): Promise<void>
  /** POSTs a push webhook to web's /hooks/git, signed as GitHub does (or with `signature`) */
  webhook(options?: { signature?: string }): Promise<Response>
  /** the git server stops answering (the site cannot reach its remote) until remoteUp() */
  remoteDown(): Promise<void>
  remoteUp(): Promise<void>
  stop(): Promise<void>
}

/**
 * The whole stack with CONTENT_GIT_REMOTE on a real git server over smart HTTP, seeded from the
 * stack's own content repository, and a developer's clone of it.
 */
export async function startStackWithRemote(
  pollSeconds: number,
  options: { demoMode?: boolean } = {},
): Promise<StackWithRemote> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'content-remote-'))
  const server = await startGitHttpServer(root)
  const remoteUrl = `${server.url}/origin.git`
  const secret = randomBytes(16).toString('hex')
  const stack = await startStack({
    demoMode: options.demoMode ?? false,
    prepareContent: async (contentDir) => {
      await git(root, 'clone', '-q', '--bare', contentDir, path.join(root, 'origin.git'))
      return {
        CONTENT_GIT_REMOTE: remoteUrl,
        CONTENT_GIT_BRANCH: 'main',
        CONTENT_GIT_POLL_S: String(pollSeconds),
        CONTENT_GIT_WEBHOOK_SECRET: secret,
      }
    },
  })
  const clone = path.join(root, 'developer')
  await git(root, 'clone', '-q', path.join(root, 'origin.git'), clone)
  return {
    stack,
    remoteUrl,
    secret,
    async pushChange(file, edit, message) {
      const full = path.join(clone, file)
      await writeFile(full, edit(await readFile(full, 'utf8')))
      await git(clone, ...seedIdentity, 'commit', '-qam', message)
      await git(clone, 'push', '-q', 'origin', 'HEAD:main')
    },
    webhook(options = {}) {
      const body = JSON.stringify({ ref: 'refs/heads/main' })
      const signature =
        options.signature ?? `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
      return fetch(`${stack.webUrl}/hooks/git`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-github-event': 'push',
          'x-hub-signature-256': signature,
        },
        body,
      })
    },
    remoteDown: () => server.stop(),
    remoteUp: () => server.start(),
    async stop() {
      await stack.stop()
      await server.close()
      await rm(root, { recursive: true, force: true })
    },
  }
}
