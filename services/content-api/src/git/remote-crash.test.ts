import type { ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startProcess } from '../test-support/content-api-process.js'
import { createTestRepo, eventually, git, TEST_ADMIN } from '../test-support/test-repo.js'
import { SaveJournal } from './save-journal.js'

/**
 * kill -9 while content-api takes in the remote's commits: start-up must find a repository that
 * is not mid-operation, serve exactly what its branch holds, and save and push again.
 */
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  // last registered first: a service goes before the folders it works in
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setUp() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'remote-crash-'))
  const repo = await createTestRepo()
  cleanups.push(async () => {
    await repo.cleanup()
    await rm(root, { recursive: true, force: true })
  })
  const bare = path.join(root, 'origin.git')
  await git(root, 'clone', '-q', '--bare', repo.dir, bare)
  const other = path.join(root, 'other')
  await git(root, 'clone', '-q', bare, other)
  const dataDir = path.join(root, 'data')
  /** a developer's commit changing every partner and client file, pushed to the remote */
  const pushRound = async (round: number) => {
    for (const file of ['partners/voltline.json', 'clients/desert-utilities.json']) {
      const full = path.join(other, file)
      const text = await readFile(full, 'utf8')
      await writeFile(full, text.replace(/"sort_order": \d+/, `"sort_order": ${round + 2}`))
    }
    await git(other, 'commit', '-qam', `developer: round ${round}`)
    await git(other, 'push', '-q', 'origin', 'HEAD:main')
  }
  return { repo, bare, other, dataDir, pushRound }
}

const login = async (url: string) => {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  })
  return ((await res.json()) as { token: string }).token
}

/** Kills a service and waits for it to be gone, so nothing of it writes while its folder goes. */
const killed = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exit = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exit
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

describe('kill -9 during a sync with the remote', () => {
  it('when the service starts again, then the repository is whole, content matches its branch, and saves are pushed', async () => {
    const { repo, bare, dataDir, pushRound } = await setUp()
    const env = { CONTENT_GIT_REMOTE: bare, CONTENT_GIT_BRANCH: 'main', CONTENT_GIT_POLL_S: '1' }
    // each round: the remote moves, and the service dies at another moment of its next poll
    for (const [round, delayMs] of [0, 350, 700, 1050].entries()) {
      const running = await startProcess(repo.dir, dataDir, env)
      await pushRound(round)
      await new Promise((r) => setTimeout(r, delayMs + 200))
      running.child.kill('SIGKILL')
      await new Promise((r) => running.child.once('exit', r))
    }

    const { url, child } = await startProcess(repo.dir, dataDir, env)
    cleanups.push(() => killed(child))
    const gitDir = path.join(repo.dir, '.git')
    for (const midOperation of ['rebase-merge', 'rebase-apply', 'MERGE_HEAD', 'index.lock']) {
      expect(await exists(path.join(gitDir, midOperation))).toBe(false)
    }
    // the first sync (at start; under load it may finish after the service answers): the branch
    // is the remote's, and the work tree is the branch
    const remoteTip = (await git(bare, 'rev-parse', 'main')).trim()
    await eventually(
      async () => expect((await git(repo.dir, 'rev-parse', 'HEAD')).trim()).toBe(remoteTip),
      15_000,
    )
    expect((await git(repo.dir, 'status', '--porcelain')).trim()).toBe('')
    const partner = (await (await fetch(`${url}/api/partners/voltline`)).json()) as {
      sort_order: number
      description: string
    }
    expect(partner.sort_order).toBe(5)

    const token = await login(url)
    const save = await fetch(`${url}/api/partners/voltline`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...partner, description: 'After the crashes' }),
    })
    expect(save.status).toBe(200)
    await eventually(async () =>
      expect((await git(bare, 'log', '-1', '--format=%s', 'main')).trim()).toBe(
        'partners: update "Voltline"',
      ),
    )
  }, 60_000)

  it('when a crash came after the branch moved but before the files were written, then start-up writes them', async () => {
    const { repo, bare, pushRound } = await setUp()
    await pushRound(0)
    // the state a kill -9 leaves inside a sync: journal written, branch moved, files not yet
    const from = (await git(repo.dir, 'rev-parse', 'HEAD')).trim()
    await git(repo.dir, 'fetch', '-q', bare, 'main')
    const to = (await git(repo.dir, 'rev-parse', 'FETCH_HEAD')).trim()
    const paths = ['partners/voltline.json', 'clients/desert-utilities.json']
    const journal = new SaveJournal(path.join(repo.dir, '.git', 'content-api-journal'))
    await journal.begin({ kind: 'move', from, to, paths })
    await git(repo.dir, 'update-ref', 'HEAD', to, from)

    const dataDir = path.join(path.dirname(bare), 'data-2')
    const { url, child } = await startProcess(repo.dir, dataDir)
    cleanups.push(() => killed(child))
    expect((await git(repo.dir, 'status', '--porcelain')).trim()).toBe('')
    const partner = (await (await fetch(`${url}/api/partners/voltline`)).json()) as {
      sort_order: number
    }
    expect(partner.sort_order).toBe(2)
  }, 30_000)
})
