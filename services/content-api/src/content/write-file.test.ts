import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentGit } from '../git/content-git.js'
import { recoverSaves } from '../git/save-recovery.js'
import { silentLogger } from '@site/platform'
import { SerialQueue } from '../serial-queue.js'
import { createTestRepo, git } from '../test-support/test-repo.js'
import { ContentStore } from './content-store.js'
import { writeAndCommitAll } from './write-file.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c()
})

const EDITOR = { name: 'Edith Editor', email: 'edith@example.com' }

describe('saving several files as one commit', () => {
  it('when the work tree cannot be written after the commit, then every file keeps its journal entry and start-up rolls them all forward', async () => {
    const repo = await createTestRepo()
    cleanups.push(repo.cleanup)
    const contentGit = new ContentGit(repo.dir, new SerialQueue())
    await contentGit.init()
    const store = new ContentStore(repo.dir, silentLogger)
    await store.loadAll()
    const from = 'solutions/software-platforms.md'
    const to = 'solutions/software-suite.md'
    const text = await readFile(path.join(repo.dir, from), 'utf8')
    // a folder where the new file must go: the work-tree write fails once the commit is made
    await mkdir(path.join(repo.dir, to))

    await expect(
      writeAndCommitAll(
        store,
        contentGit,
        [
          { file: to, text, previous: null },
          { file: from, text: null, previous: text },
        ],
        'solutions: rename',
        EDITOR,
      ),
    ).rejects.toThrow()

    const changed = await git(repo.dir, 'show', '--name-status', '--no-renames', '--format=')
    expect(changed.trim().split('\n').sort()).toEqual([`A\t${to}`, `D\t${from}`])
    expect(await (await contentGit.journal()).leftovers()).toHaveLength(2)

    await rm(path.join(repo.dir, to), { recursive: true })
    const report = await recoverSaves(contentGit)
    expect(report.rolledForward.sort()).toEqual([to, from].sort())
    expect(await readFile(path.join(repo.dir, to), 'utf8')).toBe(text)
    await expect(readFile(path.join(repo.dir, from), 'utf8')).rejects.toThrow()
    expect((await git(repo.dir, 'status', '--porcelain')).trim()).toBe('')
    expect(await (await contentGit.journal()).leftovers()).toHaveLength(0)
  })

  it('when a file of the list is unchanged, then the commit holds only the others', async () => {
    const repo = await createTestRepo()
    cleanups.push(repo.cleanup)
    const contentGit = new ContentGit(repo.dir, new SerialQueue())
    await contentGit.init()
    const store = new ContentStore(repo.dir, silentLogger)
    await store.loadAll()
    const same = 'partners/voltline.json'
    const sameText = await readFile(path.join(repo.dir, same), 'utf8')
    const edited = 'solutions/software-platforms.md'
    const before = await readFile(path.join(repo.dir, edited), 'utf8')
    const after = before.replace('Dashboards and analytics.', 'Dashboards.')

    await writeAndCommitAll(
      store,
      contentGit,
      [
        { file: same, text: sameText, previous: sameText },
        { file: edited, text: after, previous: before },
      ],
      'two files, one changed',
      EDITOR,
    )
    const changed = await git(repo.dir, 'show', '--name-only', '--format=')
    expect(changed.trim()).toBe(edited)
    expect(store.index.collection('solutions').get('software-platforms')?.data).toMatchObject({
      detailed_description: 'Dashboards.',
    })
  })
})
