import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SerialQueue } from '../serial-queue.js'
import { createTestRepo, git } from '../test-support/test-repo.js'
import { ContentGit } from './content-git.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c()
})

describe('committing a save', () => {
  it('when the file on disk is rewritten between the write and the commit, then the commit still holds exactly the saved bytes', async () => {
    const repo = await createTestRepo()
    cleanups.push(repo.cleanup)
    const contentGit = new ContentGit(repo.dir, new SerialQueue())
    await contentGit.init()
    const file = 'solutions/energy-systems.md'
    const saved = (await readFile(path.join(repo.dir, file), 'utf8')).replace(
      /^title: .*$/m,
      'title: Saved By The Editor',
    )
    await writeFile(path.join(repo.dir, file), saved)
    // another process rewrites it before git runs
    const foreign = saved.replace('Saved By The Editor', 'FOREIGN REWRITE')
    await writeFile(path.join(repo.dir, file), foreign)

    const made = await contentGit.commitContent([{ file, text: saved }], 'solutions: update', {
      name: 'Edith Editor',
      email: 'edith@example.com',
    })

    expect(made).toBe(true)
    expect(await git(repo.dir, 'show', `HEAD:${file}`)).toBe(saved)
    expect((await git(repo.dir, 'log', '-1', '--format=%an|%cn|%s')).trim()).toBe(
      'Edith Editor|Content API|solutions: update',
    )
    // the index follows HEAD; the foreign bytes stay an uncommitted change in the work tree
    expect((await git(repo.dir, 'diff', '--cached', '--name-only')).trim()).toBe('')
    expect((await git(repo.dir, 'diff', '--name-only')).trim()).toBe(file)
    expect(await readFile(path.join(repo.dir, file), 'utf8')).toBe(foreign)
  })

  it('when nothing changed, then no empty commit is made', async () => {
    const repo = await createTestRepo()
    cleanups.push(repo.cleanup)
    const contentGit = new ContentGit(repo.dir, new SerialQueue())
    await contentGit.init()
    const file = 'solutions/energy-systems.md'
    const head = await git(repo.dir, 'rev-parse', 'HEAD')
    const same = await readFile(path.join(repo.dir, file), 'utf8')
    expect(
      await contentGit.commitContent([{ file, text: same }], 'noop', { name: 'E', email: 'e@x' }),
    ).toBe(false)
    expect(await git(repo.dir, 'rev-parse', 'HEAD')).toBe(head)
  })
})
