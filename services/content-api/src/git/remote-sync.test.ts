import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type AddressInfo, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHttp, editable } from '../test-support/http.js'
import { RemoteGit } from './remote-git.js'
import { maskRemote } from './remote-sync.js'
import { SaveJournal } from './save-journal.js'
import { createTestRepo, eventually, git, startTestApi } from '../test-support/test-repo.js'
import { cleanUpRemotes, onCleanup, startWithRemote } from '../test-support/remote-repo.js'

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
  }
}

const subjects = async (repo: string, n: number) =>
  (await git(repo, 'log', '--format=%s', `-${n}`, 'main')).trim().split('\n')

afterEach(cleanUpRemotes)

describe('with CONTENT_GIT_REMOTE', () => {
  it('when an editor saves, then the commit is pushed to the remote at once', async () => {
    const { bare, save, health } = await startWithRemote()
    await save('/partners/voltline', { description: 'Pushed' })
    await eventually(async () =>
      expect((await subjects(bare, 1))[0]).toBe('partners: update "Voltline"'),
    )
    // the remote has the commit a moment before git's push returns and the state is noted
    await eventually(async () => {
      const state = (await health()).remote
      expect(state.pendingCommits).toBe(0)
      expect(state.lastPushAt).not.toBeNull()
      expect(state.lastFetchAt).not.toBeNull()
    })
  })

  it('when a pull request is merged on the remote, then a sync serves it without any save', async () => {
    const { http, pushFromOther, sync } = await startWithRemote()
    await pushFromOther(
      'clients/desert-utilities.json',
      (t) => t.replace('"Utilities"', '"Water utilities"'),
      'developer: industry',
    )
    await sync()
    expect((await http.get<Rec>('/clients/desert-utilities')).body.industry).toBe('Water utilities')
  })

  it('when a burst of sync requests arrives, then they share one fetch after the running one', async () => {
    const { api, sync } = await startWithRemote()
    const fetches = vi.spyOn(RemoteGit.prototype, 'fetch')
    onCleanup(async () => fetches.mockRestore())
    const first = sync()
    await Promise.all([first, ...Array.from({ length: 20 }, () => sync())])
    expect(fetches).toHaveBeenCalledTimes(2)
    await api.remote?.settled()
    expect(fetches).toHaveBeenCalledTimes(2)
  })

  it('when polling is on, then a remote change is served within the poll interval', async () => {
    const { http, pushFromOther } = await startWithRemote(1)
    await pushFromOther(
      'clients/desert-utilities.json',
      (t) => t.replace('"Utilities"', '"Polled"'),
      'developer: industry',
    )
    await eventually(async () => {
      expect((await http.get<Rec>('/clients/desert-utilities')).body.industry).toBe('Polled')
    }, 2500)
  })

  it('when the remote and an unpushed save changed different files, then both are kept in one history', async () => {
    const { api, bare, http, pushFromOther, save, sync, health, remoteDown, remoteUp } =
      await startWithRemote()
    await remoteDown() // the save cannot be pushed yet
    await save('/partners/voltline', { description: 'Offline save' })
    await eventually(async () => expect((await health()).remote.pendingCommits).toBe(1))
    await pushFromOther(
      'clients/desert-utilities.json',
      (t) => t.replace('"Utilities"', '"Water utilities"'),
      'developer: industry',
    )
    await remoteUp() // the developer's push is complete before content-api can reach the remote
    await sync()
    expect((await http.get<Rec>('/clients/desert-utilities')).body.industry).toBe('Water utilities')
    expect((await http.get<Rec>('/partners/voltline')).body.description).toBe('Offline save')
    // a merge commit whose parents are the save and the remote's commit, pushed
    expect(await subjects(bare, 1)).toEqual(['Combine saves not yet pushed with the remote'])
    const parents = (await git(bare, 'log', '-1', '--format=%P', 'main')).trim().split(' ')
    expect(parents).toHaveLength(2)
    const log = await git(bare, 'log', '--format=%s', 'main')
    expect(log).toContain('partners: update "Voltline"')
    expect(log).toContain('developer: industry')
    expect((await health()).remote.pendingCommits).toBe(0)
    // the work tree, the index and HEAD agree: nothing looks like a hand edit
    expect((await git(api.contentDir, 'status', '--porcelain')).trim()).toBe('')
  })

  it('when both changed different fields of one file, then both values are kept', async () => {
    const { http, pushFromOther, save, sync, remoteDown, remoteUp } = await startWithRemote()
    await remoteDown()
    await save('/partners/voltline', { description: 'Editor description' })
    await pushFromOther(
      'partners/voltline.json',
      (t) => t.replace('https://voltline.example', 'https://voltline.example/en'),
      'developer: website',
    )
    await remoteUp() // the developer's push is complete before content-api can reach the remote
    await sync()
    const rec = (await http.get<Rec>('/partners/voltline')).body
    expect(rec.description).toBe('Editor description')
    expect(rec.website).toBe('https://voltline.example/en')
  })

  it('when both changed the same field, then the remote wins, a notice names it, and one click restores the saved value', async () => {
    const { bare, http, token, pushFromOther, save, sync, repository, remoteDown, remoteUp } =
      await startWithRemote()
    await remoteDown()
    await save('/partners/voltline', { description: 'Editor wording' })
    await pushFromOther(
      'partners/voltline.json',
      (t) => t.replace('Power electronics.', 'Reviewed wording'),
      'developer: description',
    )
    await remoteUp() // the developer's push is complete before content-api can reach the remote
    await sync()
    expect((await http.get<Rec>('/partners/voltline')).body.description).toBe('Reviewed wording')
    const [notice, ...more] = (await repository()).remote?.conflicts ?? []
    expect(more).toEqual([])
    expect(notice).toMatchObject({
      file: 'partners/voltline.json',
      target: { collection: 'partners', slug: 'voltline' },
      field: 'description',
      editor: 'Edith Editor',
      local: 'Editor wording',
      remote: 'Reviewed wording',
    })
    // the saved value is in history: the notice's commit holds it
    expect(await git(bare, 'show', `${notice?.commit}:partners/voltline.json`)).toContain(
      'Editor wording',
    )

    const restored = await http.post(
      '/partners/voltline/restore',
      { commit: notice?.commit, fields: ['description'] },
      token,
    )
    expect(restored.status).toBe(200)
    const rec = (await http.get<Rec>('/partners/voltline')).body
    expect(rec.description).toBe('Editor wording')
    expect(rec.website).toBe('https://voltline.example') // only the field came back
    const dismissed = await http.del(`/remote/conflicts/${notice?.id}`, token)
    expect(dismissed.status).toBe(204)
    expect((await repository()).remote?.conflicts).toEqual([])
  })

  it('when the remote brings an invalid file, then the last good version is served and the problem listed', async () => {
    const { http, pushFromOther, sync } = await startWithRemote()
    await pushFromOther(
      'partners/voltline.json',
      (t) => t.replace('"name": "Voltline"', '"name": ""'),
      'developer: broken name',
    )
    await sync()
    expect((await http.get<Rec>('/partners/voltline')).body.name).toBe('Voltline')
    const problems = (await http.get<{ problems: Array<{ file: string }> }>('/content-problems'))
      .body.problems
    expect(problems.map((p) => p.file)).toContain('partners/voltline.json')
  })

  it('when the work tree has an uncommitted hand edit, then syncing leaves it and still pushes', async () => {
    const { api, bare, pushFromOther, save, sync } = await startWithRemote()
    const draft = path.join(api.contentDir, 'clients/desert-utilities.json')
    await writeFile(draft, (await readFile(draft, 'utf8')).replace('"Utilities"', '"Draft"'))
    await pushFromOther('pages/home.json', () => '{"hero":{"title":"From upstream"}}\n', 'hero')
    await save('/partners/voltline', { description: 'With a draft around' })
    await sync()
    expect(await readFile(draft, 'utf8')).toContain('"Draft"')
    const log = await git(bare, 'log', '--format=%s', 'main')
    expect(log).toContain('partners: update "Voltline"')
    expect(log).toContain('hero')
  })

  it('when the remote changed a file holding a hand edit, then the hand edit stays on disk and nothing is left staged', async () => {
    const { api, pushFromOther, sync } = await startWithRemote()
    const file = path.join(api.contentDir, 'partners/voltline.json')
    const handEdit = (await readFile(file, 'utf8')).replace('Power electronics.', 'By hand.')
    await writeFile(file, handEdit)
    await pushFromOther(
      'partners/voltline.json',
      (t) => t.replace('"sort_order": 1', '"sort_order": 7'),
      'developer: order',
    )
    await sync()
    expect(await readFile(file, 'utf8')).toBe(handEdit)
    // the index is the branch's: a person's next commit cannot undo the remote's change
    expect((await git(api.contentDir, 'diff', '--cached', '--name-only')).trim()).toBe('')
    expect(await git(api.contentDir, 'show', 'HEAD:partners/voltline.json')).toContain(
      '"sort_order": 7',
    )
  })

  it('when an earlier move was cut off after the branch moved, then the next sync brings the files along', async () => {
    const { api, bare, pushFromOther, sync, http } = await startWithRemote()
    await pushFromOther(
      'clients/desert-utilities.json',
      (t) => t.replace('"Utilities"', '"Moved late"'),
      'developer: industry',
    )
    const from = (await git(api.contentDir, 'rev-parse', 'HEAD')).trim()
    const to = (await git(bare, 'rev-parse', 'main')).trim()
    await git(api.contentDir, 'fetch', '-q', bare, 'main')
    const journal = new SaveJournal(path.join(api.contentDir, '.git', 'content-api-journal'))
    await journal.begin({ kind: 'move', from, to, paths: ['clients/desert-utilities.json'] })
    await git(api.contentDir, 'update-ref', 'HEAD', to, from) // then the checkout failed
    await sync()
    expect((await git(api.contentDir, 'status', '--porcelain')).trim()).toBe('')
    // the store reads the moved file when the folder watcher reports it
    await eventually(async () =>
      expect((await http.get<Rec>('/clients/desert-utilities')).body.industry).toBe('Moved late'),
    )
  })

  it('when the remote is unreachable, then saves succeed, /health says so, and the commits are pushed once it is back', async () => {
    const { bare, save, health, remoteDown, remoteUp } = await startWithRemote()
    await remoteDown()
    await save('/partners/voltline', { description: 'Offline one' })
    await save('/partners/voltline', { description: 'Offline two' })
    await eventually(async () => {
      const state = (await health()).remote
      expect(state.pendingCommits).toBe(2)
      expect(state.lastError).toMatch(/fetch failed/)
      expect(state.unreachableSince).not.toBeNull()
    })
    await remoteUp()
    await eventually(async () => {
      const state = (await health()).remote
      expect(state.pendingCommits).toBe(0)
      expect(state.unreachableSince).toBeNull()
      expect(state.lastError).toBeNull()
    }, 5000)
    expect(await subjects(bare, 2)).toEqual([
      'partners: update "Voltline"',
      'partners: update "Voltline"',
    ])
  })

  it('when the remote history is force-pushed, then syncing refuses it, keeps local commits on a rescue branch and reports it', async () => {
    const { api, bare, other, http, save, sync, health } = await startWithRemote()
    await save('/partners/voltline', { description: 'Before the rewrite' })
    await eventually(async () =>
      expect(await subjects(bare, 1)).toEqual(['partners: update "Voltline"']),
    )
    // someone rewrites the remote's history to a commit without the save
    await git(other, 'fetch', '-q', 'origin')
    await git(other, 'reset', '-q', '--hard', 'origin/main~1')
    await writeFile(path.join(other, 'pages/home.json'), '{"hero":{"title":"Rewritten"}}\n')
    await git(other, 'commit', '-qam', 'rewritten history')
    await git(other, 'push', '-q', '--force', 'origin', 'HEAD:main')
    await save('/partners/voltline', { description: 'After the rewrite' })
    await sync()

    const state = await health()
    expect(state.status).toBe('degraded')
    expect(state.problem).toMatch(/force-push/)
    const rescue = state.remote.rewritten?.rescueBranch ?? ''
    expect(rescue).toMatch(/^rescue\//)
    const rescued = await git(api.contentDir, 'log', '--format=%s', rescue)
    expect(rescued.split('\n').filter((s) => s === 'partners: update "Voltline"')).toHaveLength(2)
    // the site keeps its content; the remote keeps its rewritten history
    expect((await http.get<Rec>('/partners/voltline')).body.description).toBe('After the rewrite')
    expect(await subjects(bare, 1)).toEqual(['rewritten history'])
  })

  it('when the service starts with commits not yet pushed, then it pushes them', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'remote-'))
    onCleanup(() => rm(root, { recursive: true, force: true }))
    const repo = await createTestRepo()
    const bare = path.join(root, 'origin.git')
    await git(root, 'clone', '-q', '--bare', repo.dir, bare)
    await writeFile(path.join(repo.dir, 'pages/home.json'), '{"hero":{"title":"While down"}}\n')
    await git(repo.dir, 'commit', '-qam', 'committed while the service was down')
    const api = await startTestApi({
      repo,
      gitRemote: { url: bare, branch: 'main', pollSeconds: 0 },
    })
    onCleanup(() => api.close())
    expect(await subjects(bare, 1)).toEqual(['committed while the service was down'])
  })
})

describe('with a content remote that accepts connections and never answers', () => {
  it('when the service starts and an editor saves, then neither waits for the remote', async () => {
    const sockets = new Set<Socket>()
    const silent = createServer((socket) => sockets.add(socket)) // accepts, says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    onCleanup(async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    })
    const { port } = silent.address() as AddressInfo
    const api = await startTestApi({
      gitRemote: {
        url: `http://127.0.0.1:${port}/content.git`,
        branch: 'main',
        pollSeconds: 0,
        startWaitMs: 300,
      },
    })
    onCleanup(() => api.close())
    const http = createHttp(`${api.url}/api`)
    const token = await api.login()
    const rec = (await http.get<Rec>('/partners/voltline', token)).body
    const saved = await http.post(
      '/partners/voltline',
      { ...editable(rec), description: 'Saved while the remote hangs' },
      token,
    )
    expect(saved.status).toBe(200)
    const health = (await (await fetch(`${api.url}/health`)).json()) as Health
    expect(health.remote.lastFetchAt).toBeNull() // the first fetch is still waiting
  })
})

describe('with credentials in CONTENT_GIT_REMOTE', () => {
  it('when a message names the URL, then its credentials are masked (every URL in it)', () => {
    expect(
      maskRemote(
        "fatal: unable to access 'https://deploy:tok@git.example.com/c.git/' (ssh://u:p@h/x)",
      ),
    ).toBe("fatal: unable to access 'https://***@git.example.com/c.git/' (ssh://***@h/x)")
  })

  it('when the remote cannot be reached, then /health shows it masked and the token nowhere', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve)) // nothing listens there now
    const api = await startTestApi({
      gitRemote: {
        url: `http://deploy:s3cret-token@127.0.0.1:${port}/content.git`,
        branch: 'main',
        pollSeconds: 0,
      },
    })
    onCleanup(() => api.close())
    const text = await (await fetch(`${api.url}/health`)).text()
    const health = JSON.parse(text) as Health
    expect(health.remote.lastError).toMatch(/fetch failed/)
    expect(health.remote.remote).toBe(`http://***@127.0.0.1:${port}/content.git`)
    expect(text).not.toContain('s3cret-token')
  })
})
