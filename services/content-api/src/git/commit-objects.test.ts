import { execFileSync } from 'node:child_process'
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SerialQueue } from '../serial-queue.js'
import { createTestRepo, git } from '../test-support/test-repo.js'
import { ContentGit } from './content-git.js'
import { ObjectReader } from './object-reader.js'
import { RefUpdater } from './ref-updater.js'

/**
 * Commits are built in this process (loose objects written from memory, read over a long-lived
 * cat-file, HEAD moved through a long-lived update-ref): git itself must find them exactly as
 * it would have made them, and the long-lived processes must recover from dying.
 */
const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const EDITOR = { name: 'Edith Editor', email: 'edith@example.com' }

async function repoWithGit() {
  const repo = await createTestRepo()
  cleanups.push(repo.cleanup)
  const contentGit = new ContentGit(repo.dir, new SerialQueue())
  cleanups.push(() => contentGit.close())
  await contentGit.init()
  return { dir: repo.dir, contentGit }
}

describe('a commit built from memory', () => {
  it('when a save adds a file in a new folder, empties another folder and writes names that sort around a folder, then git fsck --strict finds nothing wrong and git lists the trees as given', async () => {
    const { dir, contentGit } = await repoWithGit()
    // git orders a folder as if its name ended in "/": "-" (0x2d) < "." (0x2e) < "/" (0x2f), so
    // the order is a-b, a.md, a (folder), where plain name order would put the folder first
    await mkdir(path.join(dir, 'sorting/a'), { recursive: true })
    await writeFile(path.join(dir, 'sorting/a/inner.md'), 'inner\n')
    await writeFile(path.join(dir, 'sorting/z.md'), 'z\n')
    await writeFile(path.join(dir, 'lonely.sh'), '#!/bin/sh\n')
    await git(dir, 'add', '-A')
    await git(dir, 'update-index', '--chmod=+x', 'lonely.sh')
    await git(dir, 'commit', '-q', '-m', 'setup')
    const partners = (await git(dir, 'ls-tree', '--name-only', 'HEAD', 'partners/'))
      .split('\n')
      .filter(Boolean)

    const made = await contentGit.commitContent(
      [
        { file: 'new-folder/deeper/first.md', text: 'first\n' },
        { file: 'sorting/a-b', text: 'dash\n' },
        { file: 'sorting/a.md', text: 'dot\n' },
        { file: 'lonely.sh', text: '#!/bin/sh\necho saved\n' },
        ...partners.map((file) => ({ file, text: null })),
      ],
      'several: update',
      EDITOR,
    )

    expect(made).toBe(true)
    // git fsck --strict rejects a tree out of git's order, a bad mode or a broken commit header
    expect(await git(dir, 'fsck', '--strict', '--no-dangling')).toBe('')
    expect((await git(dir, 'ls-tree', '--name-only', 'HEAD', 'sorting/')).split('\n')).toEqual([
      'sorting/a-b',
      'sorting/a.md',
      'sorting/a',
      'sorting/z.md',
      '',
    ])
    expect(await git(dir, 'ls-tree', 'HEAD', 'partners')).toBe('') // the emptied folder is gone
    expect(await git(dir, 'show', 'HEAD:new-folder/deeper/first.md')).toBe('first\n')
    expect((await git(dir, 'ls-tree', 'HEAD', 'lonely.sh')).split(' ')[0]).toBe('100755')
    expect((await git(dir, 'log', '-1', '--format=%an <%ae>|%cn|%B')).trim()).toBe(
      'Edith Editor <edith@example.com>|Content API|several: update',
    )
  })

  it("when an image's bytes (not UTF-8, NUL bytes) are committed, then git holds exactly those bytes", async () => {
    const { dir, contentGit } = await repoWithGit()
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe, 0x0a, 0x00, 0x80])
    await contentGit.commitContent([{ file: 'media/raw.png', text: bytes }], 'media: add', EDITOR)
    expect(await contentGit.committedBytes('media/raw.png')).toEqual(bytes)
    expect(execFileSync('git', ['cat-file', 'blob', 'HEAD:media/raw.png'], { cwd: dir })).toEqual(
      bytes,
    )
    expect(await git(dir, 'fsck', '--strict', '--no-dangling')).toBe('')
  })

  it('when a folder holds so many files that its tree is stored uncompressed, then git reads that tree, its files and an image as large, and git fsck --strict finds nothing wrong', async () => {
    const { dir, contentGit } = await repoWithGit()
    // 900 entries of long names: a tree of over 64 KB, as a folder of thousands of records has
    const bulk = (i: number) =>
      `clients/bulk-client-with-a-long-name-to-fill-a-large-tree-${i}.json`
    const many = Array.from({ length: 900 }, (_, i) => ({
      file: bulk(i),
      text: `{"name": "Client ${i}"}\n`,
    }))
    await contentGit.commitContent(many, 'clients: add many', EDITOR)
    const image = Buffer.alloc(100 * 1024, 0xab)
    await contentGit.commitContent(
      [
        { file: bulk(7), text: '{"name": "Seven"}\n' },
        { file: 'media/large.png', text: image },
      ],
      'clients: update',
      EDITOR,
    )

    const tree = (await git(dir, 'rev-parse', 'HEAD:clients')).trim()
    expect(Number(await git(dir, 'cat-file', '-s', tree))).toBeGreaterThan(64 * 1024)
    const stored = await readFile(path.join(dir, '.git/objects', tree.slice(0, 2), tree.slice(2)))
    // stored, not compressed: the object file is the tree's bytes and a little framing
    expect(stored.length).toBeGreaterThan(Number(await git(dir, 'cat-file', '-s', tree)))
    expect(await git(dir, 'show', `HEAD:${bulk(7)}`)).toBe('{"name": "Seven"}\n')
    expect(execFileSync('git', ['cat-file', 'blob', 'HEAD:media/large.png'], { cwd: dir })).toEqual(
      image,
    )
    expect(await git(dir, 'ls-tree', '--name-only', 'HEAD', 'clients/')).toContain(bulk(899))
    expect(await git(dir, 'fsck', '--strict', '--no-dangling')).toBe('')
  })

  it("when an editor's name holds '<', '>' or a line break, then the commit's header cannot be forged", async () => {
    const { dir, contentGit } = await repoWithGit()
    const file = 'solutions/energy-systems.md'
    const text = `${await readFile(path.join(dir, file), 'utf8')}\nMore.\n`
    await contentGit.commitContent([{ file, text }], 'solutions: update', {
      name: 'Mallory <evil@example.com>\ncommitter Someone Else',
      email: 'mallory@example.com>',
    })
    expect(await git(dir, 'fsck', '--strict', '--no-dangling')).toBe('')
    expect((await git(dir, 'log', '-1', '--format=%an|%ae|%cn')).trim()).toBe(
      'Mallory evil@example.comcommitter Someone Else|mallory@example.com|Content API',
    )
  })
})

/** The tree git itself writes for `parent` with each file set to the blob HEAD gives it. */
function treeGitWrites(dir: string, parent: string, files: Array<{ path: string; mode: string }>) {
  const env = { ...process.env, GIT_INDEX_FILE: path.join(dir, '.git', 'expected-index') }
  const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, env }).toString().trim()
  run('read-tree', parent)
  for (const file of files) {
    const blob = run('rev-parse', `HEAD:${file.path}`)
    run('update-index', '--cacheinfo', `${file.mode},${blob},${file.path}`)
  }
  return run('write-tree')
}

describe('a commit that only replaces files', () => {
  it('when files already in the tree are replaced save after save, then each tree is the one git writes: an executable keeps its bit, a symlink given text becomes a file', async () => {
    const { dir, contentGit } = await repoWithGit()
    await writeFile(path.join(dir, 'run.sh'), '#!/bin/sh\n')
    await symlink('solutions/energy-systems.md', path.join(dir, 'link.md'))
    await git(dir, 'add', '-A')
    await git(dir, 'update-index', '--chmod=+x', 'run.sh')
    await git(dir, 'commit', '-q', '-m', 'setup')

    const saves = [
      { file: 'solutions/energy-systems.md', mode: '100644' },
      { file: 'run.sh', mode: '100755' },
      { file: 'solutions/energy-systems.md', mode: '100644' }, // the tree the last save wrote
      { file: 'link.md', mode: '100644' },
    ]
    for (const [i, save] of saves.entries()) {
      const parent = (await git(dir, 'rev-parse', 'HEAD')).trim()
      const made = await contentGit.commitContent(
        [
          { file: save.file, text: `save ${i}\n` },
          { file: 'solutions/software-platforms.md', text: `also ${i}\n` },
        ],
        `save ${i}`,
        EDITOR,
      )
      expect(made).toBe(true)
      const expected = treeGitWrites(dir, parent, [
        { path: save.file, mode: save.mode },
        { path: 'solutions/software-platforms.md', mode: '100644' },
      ])
      expect((await git(dir, 'rev-parse', 'HEAD^{tree}')).trim()).toBe(expected)
      expect(await git(dir, 'show', `HEAD:${save.file}`)).toBe(`save ${i}\n`)
    }
    expect(await git(dir, 'fsck', '--strict', '--no-dangling')).toBe('')
  })
})

describe('the long-lived git processes', () => {
  it('when another git commits after the reader started, then the reader sees the new HEAD and its files', async () => {
    const { dir, contentGit } = await repoWithGit()
    const file = 'partners/voltline.json'
    expect(await contentGit.committedText(file)).toBe(await readFile(path.join(dir, file), 'utf8'))
    await writeFile(path.join(dir, file), '{ "changed": "outside" }\n')
    await git(dir, 'commit', '-q', '-am', 'outside')
    expect(await contentGit.committedText(file)).toBe('{ "changed": "outside" }\n')
    // and a save builds on that commit: nothing the other git committed is lost
    await contentGit.commitContent([{ file: 'new.md', text: 'new\n' }], 'add', EDITOR)
    expect((await git(dir, 'log', '--format=%s', '-3')).split('\n')).toEqual([
      'add',
      'outside',
      'seed',
      '',
    ])
  })

  it("when the reader's git dies, then the next read starts another and answers", async () => {
    const { dir } = await repoWithGit()
    const reader = new ObjectReader(dir)
    cleanups.push(() => reader.close())
    const head = (await git(dir, 'rev-parse', 'HEAD')).trim()
    expect((await reader.info('HEAD'))?.oid).toBe(head)
    const child = (reader as unknown as { child: { kill: (s: string) => void } }).child
    child.kill('SIGKILL')
    await new Promise((r) => setTimeout(r, 50))
    expect((await reader.read('HEAD'))?.type).toBe('commit')
    expect(await reader.read('HEAD:no/such/file')).toBeNull()
    expect(await reader.read('HEAD\ncontents HEAD')).toBeNull() // one name, one line
  })

  it('when HEAD is not where the update expects it, then the update is refused, HEAD stays, and the next update works', async () => {
    const { dir } = await repoWithGit()
    const updater = new RefUpdater(dir)
    cleanups.push(() => updater.close())
    const seed = (await git(dir, 'rev-parse', 'HEAD')).trim()
    await git(dir, 'commit', '-q', '--allow-empty', '-m', 'second')
    const second = (await git(dir, 'rev-parse', 'HEAD')).trim()

    // built on the seed, but HEAD has moved on to "second"
    await expect(updater.update('HEAD', seed, seed)).rejects.toThrow(/but expected/)
    expect((await git(dir, 'rev-parse', 'HEAD')).trim()).toBe(second)

    await updater.update('HEAD', seed, second)
    expect((await git(dir, 'rev-parse', 'HEAD')).trim()).toBe(seed)
    expect((await git(dir, 'rev-parse', 'main')).trim()).toBe(seed) // HEAD's branch moved
  })
})
