import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import type { RepositoryStatus } from '@site/contract'
import { startGitHttpServer } from './git-http-server.js'
import { createHttp, editable } from './http.js'
import { createTestRepo, git, startTestApi } from './test-repo.js'

type Rec = Record<string, unknown> & { version: string }
type Health = {
  status: string
  problem?: string
  remote: {
    remote: string
    pendingCommits: number
    lastError: string | null
    lastFetchAt: string | null
    lastPushAt: string | null
    unreachableSince: string | null
    rewritten: { rescueBranch: string } | null
    draftsDiverged: string[]
  }
}

let cleanups: Array<() => Promise<void>> = []

/** Runs `c` at the next cleanUpRemotes (after the test). */
export function onCleanup(c: () => Promise<void>): void {
  cleanups.push(c)
}

/** Call from afterEach: stops the APIs and servers and removes the folders of every remote started. */
export async function cleanUpRemotes(): Promise<void> {
  for (const c of cleanups.reverse()) await c()
  cleanups = []
}

/**
 * A test repository whose remote is a bare repository served over smart HTTP (git http-backend),
 * content-api on it (no poll unless asked: tests trigger syncs as a webhook would), and a
 * developer's second clone working on the bare repository directly, so it can push while the
 * remote is "down" for content-api (`remoteDown`/`remoteUp`).
 */
export async function startWithRemote(pollSeconds = 0) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'remote-'))
  cleanups.push(() => rm(root, { recursive: true, force: true }))
  const repo = await createTestRepo()
  const bare = path.join(root, 'origin.git')
  await git(root, 'clone', '-q', '--bare', repo.dir, bare)
  const server = await startGitHttpServer(root)
  cleanups.push(() => server.close())
  const url = `${server.url}/origin.git`
  const api = await startTestApi({ repo, gitRemote: { url, branch: 'main', pollSeconds } })
  cleanups.push(() => api.close())
  const other = path.join(root, 'other')
  await git(root, 'clone', '-q', bare, other)
  const http = createHttp(`${api.url}/api`)
  const token = await api.login()
  const health = async () => (await (await fetch(`${api.url}/health`)).json()) as Health
  const repository = async () =>
    (await http.get<RepositoryStatus>('/repository-status', token)).body
  /** a developer's commit on the remote, as a merged pull request lands */
  const pushFromOther = async (file: string, edit: (text: string) => string, message: string) => {
    await git(other, 'pull', '-q', '--rebase', 'origin', 'main')
    const full = path.join(other, file)
    await writeFile(full, edit(await readFile(full, 'utf8')))
    await git(other, 'commit', '-qam', message)
    await git(other, 'push', '-q', 'origin', 'HEAD:main')
  }
  const save = async (pathname: string, changes: Record<string, unknown>) => {
    const rec = (await http.get<Rec>(pathname, token)).body
    const res = await http.post(pathname, { ...editable(rec), ...changes }, token)
    expect(res.status).toBe(200)
  }
  const sync = () => api.remote?.requestSync('webhook') ?? Promise.resolve()
  const remoteDown = () => server.stop()
  const remoteUp = () => server.start()
  return {
    ...{ api, http, bare, root, other, token, health, repository, pushFromOther, save, sync },
    ...{ remoteDown, remoteUp },
  }
}
