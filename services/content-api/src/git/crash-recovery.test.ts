import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { gitBlobId } from '../content/blob-id.js'
import { startProcess } from '../test-support/content-api-process.js'
import { createTestRepo, git, startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

/**
 * kill -9 in the middle of saves: what a crash left must never be served as saved. A save
 * commits first and writes the work tree second; start-up finishes or undoes what the save
 * journal names and leaves a person's hand edits alone.
 */
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const committedFiles = async (dir: string, folder: string) =>
  new Set(
    (await git(dir, 'ls-tree', '--name-only', 'HEAD', `${folder}/`))
      .split('\n')
      .filter(Boolean)
      .map((f) => path.basename(f)),
  )

describe('kill -9 during a burst of creates', () => {
  it('when the service starts again, then no record exists that is not committed, and a hand edit stays', async () => {
    const repo = await createTestRepo()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-crash-'))
    cleanups.push(async () => {
      await repo.cleanup()
      await rm(dataDir, { recursive: true, force: true })
    })
    // a person's hand edit, not committed: it must survive the crash and the recovery
    const partner = path.join(repo.dir, 'partners', 'voltline.json')
    const handEdit = (await readFile(partner, 'utf8')).replace('Power electronics.', 'By hand.')
    await writeFile(partner, handEdit)

    // two crashes, each at another moment of a save (the window is a few milliseconds wide)
    const acknowledged: string[] = []
    for (const [round, delayMs] of [
      [0, 0],
      [1, 9],
    ] as const) {
      const running = await startProcess(repo.dir, dataDir)
      const login = await fetch(`${running.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
      })
      const { token } = (await login.json()) as { token: string }
      let answered = 0
      const creates = Array.from({ length: 30 }, (_, i) =>
        fetch(`${running.url}/api/clients`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Crash Client ${round}-${i}`,
            logo: 'media/logo-voltline.jpg',
          }),
        }).then(
          async (res) => {
            if (res.status !== 201) return
            answered++
            acknowledged.push(((await res.json()) as { slug: string }).slug)
          },
          () => undefined, // the connection died with the process
        ),
      )
      // die once a few saves have been answered, in the middle of the rest
      while (answered < 3) await new Promise((r) => setTimeout(r, 1))
      await new Promise((r) => setTimeout(r, delayMs))
      running.child.kill('SIGKILL')
      await new Promise((resolve) => running.child.once('exit', resolve))
      await Promise.all(creates)
    }

    const api = await startTestApi({ repo: { dir: repo.dir, cleanup: async () => {} }, dataDir })
    cleanups.unshift(() => api.close())
    const committed = await committedFiles(repo.dir, 'clients')
    const onDisk = new Set(
      (await readdir(path.join(repo.dir, 'clients'))).filter((f) => !f.startsWith('.')),
    )
    // every file in the work tree is committed, and every committed file is in the work tree
    expect([...onDisk].sort()).toEqual([...committed].sort())
    // every acknowledged save is committed
    for (const slug of acknowledged) expect(committed.has(`${slug}.json`)).toBe(true)
    // what is served is what is committed
    const served = (await (await fetch(`${api.url}/api/clients`)).json()) as Array<{
      slug: string
    }>
    for (const { slug } of served) expect(committed.has(`${slug}.json`)).toBe(true)
    // the hand edit is untouched, and the work tree differs from HEAD only by it
    expect(await readFile(partner, 'utf8')).toBe(handEdit)
    expect((await git(repo.dir, 'status', '--porcelain')).trim()).toBe('M partners/voltline.json')
  }, 90_000)
})

describe('kill -9 during a burst of image deletes', () => {
  it('when the service starts again, then the media folder holds exactly the committed images, and no acknowledged delete is back', async () => {
    const repo = await createTestRepo()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-crash-'))
    cleanups.push(async () => {
      await repo.cleanup()
      await rm(dataDir, { recursive: true, force: true })
    })
    // 30 images nobody uses, committed as uploads are
    const spare = Array.from({ length: 30 }, (_, i) => `spare-${i}-0123456789.png`)
    for (const [i, name] of spare.entries()) {
      await writeFile(path.join(repo.dir, 'media', name), Buffer.from([0x89, 0x50, 0, i]))
    }
    await git(repo.dir, 'add', 'media')
    await git(repo.dir, 'commit', '-q', '-m', 'media: spares')

    const running = await startProcess(repo.dir, dataDir)
    const login = await fetch(`${running.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    })
    const { token } = (await login.json()) as { token: string }
    const acknowledged: string[] = []
    const deletes = spare.map((name) =>
      fetch(`${running.url}/api/media/${name}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      }).then(
        (res) => {
          if (res.status === 204) acknowledged.push(name)
        },
        () => undefined, // the connection died with the process
      ),
    )
    while (acknowledged.length < 3) await new Promise((r) => setTimeout(r, 1))
    running.child.kill('SIGKILL')
    await new Promise((resolve) => running.child.once('exit', resolve))
    await Promise.all(deletes)

    const api = await startTestApi({ repo: { dir: repo.dir, cleanup: async () => {} }, dataDir })
    cleanups.unshift(() => api.close())
    const committed = await committedFiles(repo.dir, 'media')
    const onDisk = (await readdir(path.join(repo.dir, 'media'))).filter((f) => !f.startsWith('.'))
    expect(onDisk.sort()).toEqual([...committed].sort())
    for (const name of acknowledged) expect(committed.has(name)).toBe(false)
    expect((await git(repo.dir, 'status', '--porcelain')).trim()).toBe('')
  }, 90_000)
})

describe('start-up after a crash between a commit and its work-tree write', () => {
  it('when the journal names a committed save, then the file is written; an upload never committed is removed; temporary files go; /health reports it', async () => {
    const repo = await createTestRepo()
    const file = 'partners/voltline.json'
    const absolute = path.join(repo.dir, file)
    const previous = await readFile(absolute, 'utf8')
    const saved = previous.replace('Power electronics.', 'Committed, then the crash.')
    // the commit was made (as the service makes it) ...
    await writeFile(absolute, saved)
    await git(repo.dir, 'commit', '-q', '-am', 'partners: update "Voltline"')
    // ... and the process died before the work tree got the file
    await writeFile(absolute, previous)
    await git(repo.dir, 'update-index', '--refresh').catch(() => undefined)
    const gitDir = path.join(repo.dir, '.git')
    const journal = path.join(gitDir, 'content-api-journal')
    const { mkdir } = await import('node:fs/promises')
    await mkdir(journal, { recursive: true })
    await writeFile(
      path.join(journal, 'a.json'),
      JSON.stringify({ kind: 'text', file, commit: gitBlobId(saved), disk: saved, previous }),
    )
    // an upload written to the work tree whose commit never happened
    await writeFile(path.join(repo.dir, 'media', 'half-upload-0123456789.png'), 'not committed')
    await writeFile(
      path.join(journal, 'b.json'),
      JSON.stringify({ kind: 'new-file', file: 'media/half-upload-0123456789.png' }),
    )
    // leftovers of interrupted writes
    await writeFile(path.join(repo.dir, 'partners', '.voltline.json.0123456789ab.tmp'), '{')
    await writeFile(path.join(gitDir, 'content-api-index-1234'), '')

    const api = await startTestApi({ repo })
    cleanups.push(() => api.close())
    expect(await readFile(absolute, 'utf8')).toBe(saved)
    expect((await git(repo.dir, 'status', '--porcelain', '--untracked-files=all')).trim()).toBe('')
    expect(await readdir(journal)).toEqual([])
    expect(await readdir(gitDir)).not.toContain('content-api-index-1234')
    const served = (await (await fetch(`${api.url}/api/partners/voltline`)).json()) as {
      description: string
    }
    expect(served.description).toBe('Committed, then the crash.')
    const health = (await (await fetch(`${api.url}/health`)).json()) as {
      interruptedSaves?: { rolledForward: string[]; undone: string[]; cleaned: number }
    }
    expect(health.interruptedSaves).toMatchObject({
      rolledForward: [file],
      undone: ['media/half-upload-0123456789.png'],
      cleaned: 2,
    })
  })

  it('when the journal names committed image saves, then the uploaded image is written and the deleted one removed; an image save never committed leaves the work tree alone', async () => {
    const repo = await createTestRepo()
    const uploaded = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3])
    const deleted = 'media/solution-energy-systems.jpg'
    const deletedBytes = await readFile(path.join(repo.dir, deleted))
    // the commits were made (as the service makes them) ...
    await writeFile(path.join(repo.dir, 'media/new-0123456789.png'), uploaded)
    await git(repo.dir, 'add', 'media/new-0123456789.png')
    await git(repo.dir, 'rm', '-q', '--cached', deleted)
    await git(repo.dir, 'commit', '-q', '-m', 'media: add new, remove solution image')
    // ... and the process died before the work tree followed: the upload is not there, the
    // deleted image still is
    await rm(path.join(repo.dir, 'media/new-0123456789.png'))
    await git(repo.dir, 'reset', '-q')
    // an upload whose commit never happened: its bytes never reached the work tree
    const journal = path.join(repo.dir, '.git', 'content-api-journal')
    const { mkdir } = await import('node:fs/promises')
    await mkdir(journal, { recursive: true })
    const entries = [
      {
        kind: 'media',
        file: 'media/new-0123456789.png',
        commit: gitBlobId(uploaded),
        previous: null,
      },
      { kind: 'media', file: deleted, commit: null, previous: gitBlobId(deletedBytes) },
      {
        kind: 'media',
        file: 'media/never-0123456789.png',
        commit: gitBlobId('never committed'),
        previous: null,
      },
    ]
    for (const [i, entry] of entries.entries()) {
      await writeFile(path.join(journal, `${i}.json`), JSON.stringify(entry))
    }

    const api = await startTestApi({ repo })
    cleanups.push(() => api.close())
    expect(await readFile(path.join(repo.dir, 'media/new-0123456789.png'))).toEqual(uploaded)
    expect(await readdir(path.join(repo.dir, 'media'))).not.toContain('solution-energy-systems.jpg')
    expect(await readdir(path.join(repo.dir, 'media'))).not.toContain('never-0123456789.png')
    expect((await git(repo.dir, 'status', '--porcelain', '--untracked-files=all')).trim()).toBe('')
    expect(await readdir(journal)).toEqual([])
    const health = (await (await fetch(`${api.url}/health`)).json()) as {
      interruptedSaves?: { rolledForward: string[] }
    }
    expect(health.interruptedSaves?.rolledForward.sort()).toEqual(
      [deleted, 'media/new-0123456789.png'].sort(),
    )
  })
})
