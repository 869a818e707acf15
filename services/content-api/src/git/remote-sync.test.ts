import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttp, editable } from '../test-support/http.js'
import { createTestRepo, eventually, git, startTestApi } from '../test-support/test-repo.js'

type Rec = Record<string, unknown> & { version: string }
type Health = { remote: { pendingPush: boolean; lastError: string | null } }

let cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const c of cleanups.reverse()) await c()
  cleanups = []
})

/** A test repository whose 'origin' is a bare repository on disk, and content-api on it. */
async function startWithRemote() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'remote-'))
  cleanups.push(() => rm(root, { recursive: true, force: true }))
  const repo = await createTestRepo()
  const bare = path.join(root, 'origin.git')
  await git(root, 'clone', '-q', '--bare', repo.dir, bare)
  const api = await startTestApi({ repo, gitRemote: { url: bare, branch: 'main' } })
  cleanups.push(() => api.close())
  const http = createHttp(`${api.url}/api`)
  return { api, http, bare, root, token: await api.login() }
}

describe('with CONTENT_GIT_REMOTE', () => {
  it('when an editor saves, then the commit is pushed to the remote', async () => {
    const { http, bare, token } = await startWithRemote()
    const rec = (await http.get<Rec>('/partners/voltline')).body
    expect(
      (await http.post('/partners/voltline', { ...editable(rec), description: 'Pushed' }, token))
        .status,
    ).toBe(200)
    expect((await git(bare, 'log', '-1', '--format=%s', 'main')).trim()).toBe(
      'partners: update "Voltline"',
    )
  })

  it('when someone else pushed first, then the save pulls (rebase) before committing and both are kept', async () => {
    const { http, bare, root, token } = await startWithRemote()
    const other = path.join(root, 'other')
    await git(root, 'clone', '-q', bare, other)
    const file = path.join(other, 'clients/desert-utilities.json')
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('"Utilities"', '"Water utilities"'),
    )
    await git(other, 'commit', '-qam', 'developer: industry')
    await git(other, 'push', '-q', 'origin', 'HEAD:main')

    const rec = (await http.get<Rec>('/partners/voltline')).body
    expect(
      (
        await http.post(
          '/partners/voltline',
          { ...editable(rec), description: 'After pull' },
          token,
        )
      ).status,
    ).toBe(200)
    expect((await git(bare, 'log', '--format=%s', '-2', 'main')).trim().split('\n')).toEqual([
      'partners: update "Voltline"',
      'developer: industry',
    ])
    expect((await http.get<Rec>('/clients/desert-utilities')).body.industry).toBe('Water utilities')
  })

  it('when the work tree has an uncommitted hand edit, then pulls still work and the save is pushed', async () => {
    const { api, http, bare, root, token } = await startWithRemote()
    const other = path.join(root, 'other')
    await git(root, 'clone', '-q', bare, other)
    await writeFile(path.join(other, 'pages/home.json'), '{"hero":{"title":"From upstream"}}\n')
    await git(other, 'commit', '-qam', 'developer: hero')
    await git(other, 'push', '-q', 'origin', 'HEAD:main')
    const draft = path.join(api.contentDir, 'clients/desert-utilities.json')
    await writeFile(draft, (await readFile(draft, 'utf8')).replace('"Utilities"', '"Draft"'))

    const rec = (await http.get<Rec>('/partners/voltline')).body
    expect(
      (
        await http.post(
          '/partners/voltline',
          { ...editable(rec), description: 'With a draft around' },
          token,
        )
      ).status,
    ).toBe(200)
    expect((await git(bare, 'log', '--format=%s', '-2', 'main')).trim().split('\n')).toEqual([
      'partners: update "Voltline"',
      'developer: hero',
    ])
    expect(await readFile(draft, 'utf8')).toContain('"Draft"')
    const health = (await (await fetch(`${api.url}/health`)).json()) as Health
    expect(health.remote.pendingPush).toBe(false)
  })

  it('when the push fails, then the save still succeeds, /health shows it, and a retry pushes later', async () => {
    const { api, http, bare, token } = await startWithRemote()
    await rename(bare, `${bare}.away`)
    const rec = (await http.get<Rec>('/partners/voltline')).body
    expect(
      (
        await http.post(
          '/partners/voltline',
          { ...editable(rec), description: 'Offline save' },
          token,
        )
      ).status,
    ).toBe(200)
    const health = (await (await fetch(`${api.url}/health`)).json()) as Health
    expect(health.remote.pendingPush).toBe(true)
    expect(health.remote.lastError).toMatch(/push failed/)

    await rename(`${bare}.away`, bare)
    await eventually(async () => {
      const after = (await (await fetch(`${api.url}/health`)).json()) as Health
      expect(after.remote.pendingPush).toBe(false)
    }, 5000)
    expect((await git(bare, 'log', '-1', '--format=%s', 'main')).trim()).toBe(
      'partners: update "Voltline"',
    )
  })
})
