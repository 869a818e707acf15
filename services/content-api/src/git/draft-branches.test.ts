import { execFileSync } from 'node:child_process'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestRepo, git } from '../test-support/test-repo.js'
import { DraftBranches } from './draft-branches.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c()
})

const EDITH = { name: 'Edith Editor', email: 'edith@example.com' }
const OMAR = { name: 'Omar Reviewer', email: 'omar@example.com' }
const FILE = 'solutions/energy-systems.md'
const TARGET = 'solutions/energy-systems'

/** A clock that moves one minute per call, so drafts' dates differ without waiting. */
function steppingClock(start = Date.parse('2026-11-25T10:00:00Z')) {
  let now = start
  return () => {
    now += 60_000
    return new Date(now)
  }
}

/** A test repository whose content is the repository's top (prefix ""). */
async function repoAtTop() {
  const repo = await createTestRepo()
  cleanups.push(repo.cleanup)
  // a developer's uncommitted hand edit: drafts must leave it exactly as it is
  const edited = path.join(repo.dir, 'products/grid-controller.md')
  await writeFile(edited, `${await readFile(edited, 'utf8')}\nhand edit\n`)
  return { top: repo.dir, contentDir: repo.dir, prefix: '' }
}

/** A repository whose content sits in its `content/` sub-folder (prefix "content/"). */
async function repoWithContentFolder() {
  const repo = await createTestRepo()
  cleanups.push(repo.cleanup)
  const top = path.dirname(repo.dir)
  await rm(path.join(repo.dir, '.git'), { recursive: true, force: true })
  await writeFile(path.join(top, 'README.md'), 'site\n')
  await git(top, 'init', '-q', '-b', 'main')
  await git(top, 'add', '-A')
  await git(top, 'commit', '-q', '-m', 'seed')
  return { top, contentDir: repo.dir, prefix: 'content/' }
}

async function drafts(where: { top: string; prefix: string }, clock = steppingClock()) {
  const branches = new DraftBranches({ top: where.top, prefix: where.prefix, clock })
  cleanups.push(async () => branches.close())
  return branches
}

async function workTreeFiles(dir: string, under = ''): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for (const entry of await readdir(path.join(dir, under), { withFileTypes: true })) {
    const rel = path.join(under, entry.name)
    if (entry.name === '.git') continue
    if (entry.isDirectory()) Object.assign(files, await workTreeFiles(dir, rel))
    else files[rel] = (await readFile(path.join(dir, rel))).toString('base64')
  }
  return files
}

/** What drafts must never change: the work tree, the real index, HEAD and its branch. */
async function untouchables(top: string) {
  return {
    status: await git(top, 'status', '--porcelain'),
    cached: await git(top, 'diff', '--cached', '--name-only'),
    head: (await git(top, 'rev-parse', 'HEAD')).trim(),
    headRef: (await git(top, 'symbolic-ref', 'HEAD')).trim(),
    files: await workTreeFiles(top),
  }
}

async function expectUntouched(top: string, before: Awaited<ReturnType<typeof untouchables>>) {
  const after = await untouchables(top)
  expect(after).toEqual(before)
  expect(after.cached).toBe('')
}

describe('draft branches', () => {
  it('when a draft of an existing file is committed, then it lives on drafts/<target> from main and nothing checked out changes', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)
    const text = (await readFile(path.join(repo.contentDir, FILE), 'utf8')).replace(
      /^title: .*$/m,
      'title: Drafted Title',
    )

    const meta = await d.commit(TARGET, [{ file: FILE, text }], 'draft: retitle', EDITH)

    await expectUntouched(repo.top, before)
    expect(meta).toMatchObject({
      target: TARGET,
      branch: `drafts/${TARGET}`,
      status: 'draft',
      publishAt: null,
      unpublishAt: null,
      base: before.head,
      createdBy: EDITH,
      authors: [EDITH],
      files: [FILE],
    })
    expect(meta.createdAt).toBe(meta.updatedAt)
    expect(meta.tip).toBe((await git(repo.top, 'rev-parse', `refs/heads/drafts/${TARGET}`)).trim())
    expect(await git(repo.top, 'show', `${meta.tip}:${FILE}`)).toBe(text)
    expect((await git(repo.top, 'log', '-1', '--format=%an|%cn|%s', meta.tip)).trim()).toBe(
      'Edith Editor|Content API|draft: retitle',
    )
    expect((await git(repo.top, 'rev-parse', `${meta.tip}^`)).trim()).toBe(before.head)
  })

  it('when a draft of a new file is committed, then the file exists only on the draft branch', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)
    const file = 'solutions/grid-storage.md'

    const meta = await d.commit(
      'solutions/grid-storage',
      [{ file, text: '---\ntitle: Grid Storage\n---\n' }],
      'draft: new solution',
      EDITH,
    )

    await expectUntouched(repo.top, before)
    expect(meta.files).toEqual([file])
    expect(await d.fileAt('solutions/grid-storage', file)).toBe('---\ntitle: Grid Storage\n---\n')
    expect(await git(repo.top, 'ls-tree', '--name-only', 'HEAD', 'solutions/')).not.toContain(
      'grid-storage',
    )
  })

  it('when another author commits to the draft, then both are authors and the first is createdBy', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)
    const first = await d.commit(TARGET, [{ file: FILE, text: 'one\n' }], 'draft 1', EDITH)
    const second = await d.commit(TARGET, [{ file: FILE, text: 'two\n' }], 'draft 2', OMAR)
    await d.commit(TARGET, [{ file: FILE, text: 'three\n' }], 'draft 3', EDITH)
    const meta = await d.get(TARGET)

    await expectUntouched(repo.top, before)
    expect(meta?.createdBy).toEqual(EDITH)
    expect(meta?.authors).toEqual([EDITH, OMAR])
    expect(meta?.createdAt).toBe(first.createdAt)
    expect(Date.parse(meta?.updatedAt ?? '')).toBeGreaterThan(Date.parse(second.updatedAt))
    expect(meta?.base).toBe(before.head)
    expect(await d.fileAt(TARGET, FILE)).toBe('three\n')
  })

  it('when the same bytes are committed again, then no commit is made and the meta is unchanged', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)
    const first = await d.commit(TARGET, [{ file: FILE, text: 'one\n' }], 'draft 1', EDITH)

    const again = await d.commit(TARGET, [{ file: FILE, text: 'one\n' }], 'draft 1 again', OMAR)

    await expectUntouched(repo.top, before)
    expect(again).toEqual(first)
  })

  it('when fileAt asks for a file, then it returns the draft text, and null without a branch or file', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)
    expect(await d.fileAt(TARGET, FILE)).toBeNull()
    await d.commit(TARGET, [{ file: FILE, text: 'drafted\n' }], 'draft', EDITH)

    expect(await d.fileAt(TARGET, FILE)).toBe('drafted\n')
    expect(await d.fileAt(TARGET, 'solutions/nope.md')).toBeNull()
    // unchanged files read as main has them
    expect(await d.fileAt(TARGET, 'pages/home.json')).toBe(
      await readFile(path.join(repo.contentDir, 'pages/home.json'), 'utf8'),
    )
    await expectUntouched(repo.top, before)
  })

  it('when a change has text null, then the file is deleted on the draft only', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)

    const meta = await d.commit(TARGET, [{ file: FILE, text: null }], 'draft: delete', EDITH)

    await expectUntouched(repo.top, before)
    expect(meta.files).toEqual([FILE])
    expect(await d.fileAt(TARGET, FILE)).toBeNull()
    expect(await git(repo.top, 'cat-file', '-t', `HEAD:${FILE}`)).toBe('blob\n')
  })

  it('when status and schedule are set, then they read back as trailers and survive a restart', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)
    const made = await d.commit(TARGET, [{ file: FILE, text: 'x\n' }], 'draft', EDITH)

    const reviewed = await d.setStatus(TARGET, 'review', OMAR)
    expect(reviewed.status).toBe('review')
    expect(reviewed.files).toEqual([FILE])
    expect(reviewed.authors).toEqual([EDITH, OMAR])
    // an empty-change commit: same tree as before
    expect((await git(repo.top, 'rev-parse', `${reviewed.tip}^{tree}`)).trim()).toBe(
      (await git(repo.top, 'rev-parse', `${made.tip}^{tree}`)).trim(),
    )
    expect(
      (
        await git(
          repo.top,
          'log',
          '-1',
          '--format=%(trailers:key=Draft-Status,valueonly)',
          reviewed.tip,
        )
      ).trim(),
    ).toBe('review')

    const scheduled = await d.setSchedule(TARGET, '2026-12-01T08:00:00+04:00', EDITH)
    expect(scheduled.publishAt).toBe('2026-12-01T04:00:00.000Z')
    expect(scheduled.status).toBe('review')

    await d.setStatus(TARGET, 'ready', EDITH)
    const restarted = await drafts(repo)
    const meta = await restarted.get(TARGET)
    expect(meta).toMatchObject({ status: 'ready', publishAt: '2026-12-01T04:00:00.000Z' })

    const cleared = await restarted.setSchedule(TARGET, null, EDITH)
    expect(cleared.publishAt).toBeNull()
    expect((await drafts(repo).then((r) => r.get(TARGET)))?.publishAt).toBeNull()

    // the time to unpublish after the publish is a trailer of its own, beside the publish time
    const unpublishing = await restarted.setUnpublishAt(TARGET, '2026-12-20T18:00:00+04:00', EDITH)
    expect(unpublishing).toMatchObject({ publishAt: null, unpublishAt: '2026-12-20T14:00:00.000Z' })
    await restarted.setSchedule(TARGET, '2026-12-01T08:00:00Z', EDITH)
    expect(await drafts(repo).then((r) => r.get(TARGET))).toMatchObject({
      publishAt: '2026-12-01T08:00:00.000Z',
      unpublishAt: '2026-12-20T14:00:00.000Z',
    })
    expect((await restarted.setUnpublishAt(TARGET, null, EDITH)).unpublishAt).toBeNull()
    await expectUntouched(repo.top, before)
  })

  it('when status, schedule or a bad date is set on a target without a draft, then it fails naming the target', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)
    await expect(d.setStatus(TARGET, 'review', EDITH)).rejects.toThrow(TARGET)
    await expect(d.setSchedule(TARGET, '2026-12-01T08:00:00Z', EDITH)).rejects.toThrow(TARGET)
    await d.commit(TARGET, [{ file: FILE, text: 'x\n' }], 'draft', EDITH)
    await expect(d.setSchedule(TARGET, 'next tuesday-ish', EDITH)).rejects.toThrow(TARGET)
    await expect(d.setStatus(TARGET, 'published' as never, EDITH)).rejects.toThrow(TARGET)
    await expectUntouched(repo.top, before)
  })

  it('when there are several drafts, then list returns them newest update first', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)
    await d.commit('solutions/energy-systems', [{ file: FILE, text: 'a\n' }], 'a', EDITH)
    await d.commit('pages/home', [{ file: 'pages/home.json', text: '{}\n' }], 'b', EDITH)
    await d.commit('settings/company', [{ file: 'settings/company.json', text: '{}\n' }], 'c', OMAR)
    await d.setStatus('solutions/energy-systems', 'review', OMAR)
    // a branch under drafts/ that is not a target is not a draft
    await git(repo.top, 'branch', 'drafts/stray', 'HEAD')

    const list = await d.list()

    expect(list.map((m) => m.target)).toEqual([
      'solutions/energy-systems',
      'settings/company',
      'pages/home',
    ])
    expect(list[0]?.status).toBe('review')
    expect(list[1]?.files).toEqual(['settings/company.json'])
    await expectUntouched(repo.top, before)
  })

  it('when a draft is removed, then its branch is gone, and a stale expected tip is refused', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)
    const first = await d.commit(TARGET, [{ file: FILE, text: '1\n' }], 'one', EDITH)
    const second = await d.commit(TARGET, [{ file: FILE, text: '2\n' }], 'two', EDITH)

    await expect(d.remove(TARGET, first.tip)).rejects.toThrow(TARGET)
    expect((await d.get(TARGET))?.tip).toBe(second.tip)

    await d.remove(TARGET, second.tip)
    expect(await d.get(TARGET)).toBeNull()
    expect(await d.list()).toEqual([])
    expect(await d.fileAt(TARGET, FILE)).toBeNull()
    await d.commit('pages/home', [{ file: 'pages/home.json', text: '{}\n' }], 'b', EDITH)
    await d.remove('pages/home')
    expect(await d.get('pages/home')).toBeNull()
    await expectUntouched(repo.top, before)
  })

  it('when main moves on after the draft was created, then base stays the fork point and files are only the draft’s', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const forkPoint = (await git(repo.top, 'rev-parse', 'HEAD')).trim()
    await d.commit(TARGET, [{ file: FILE, text: 'drafted\n' }], 'draft', EDITH)
    // an editor publishes something else on main
    await writeFile(path.join(repo.contentDir, 'pages/home.json'), '{"moved":true}\n')
    await git(repo.top, 'commit', '-q', '-m', 'home changed', '--', 'pages/home.json')
    const before = await untouchables(repo.top)

    const meta = await d.get(TARGET)
    expect(meta?.base).toBe(forkPoint)
    expect(meta?.files).toEqual([FILE])

    // a later draft commit still grows from the draft's tip, not from the new main
    const later = await d.commit(TARGET, [{ file: FILE, text: 'again\n' }], 'draft 2', EDITH)
    expect(later.base).toBe(forkPoint)
    expect(later.files).toEqual([FILE])
    expect(await d.fileAt(TARGET, 'pages/home.json')).not.toContain('moved')
    await expectUntouched(repo.top, before)
  })

  it('when main already holds every draft commit (published, branch not yet removed), then the draft reads as empty', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const made = await d.commit(TARGET, [{ file: FILE, text: 'drafted\n' }], 'draft', EDITH)
    await git(repo.top, 'stash', '-q')
    await git(repo.top, 'merge', '-q', '--ff-only', `drafts/${TARGET}`)

    const meta = await d.get(TARGET)

    expect(meta).toMatchObject({ base: made.tip, tip: made.tip, files: [], authors: [] })
    expect(meta?.createdBy).toEqual(EDITH)
  })

  it('when content is in a content/ sub-folder, then paths are content-relative and written under it', async () => {
    const repo = await repoWithContentFolder()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)

    const meta = await d.commit(TARGET, [{ file: FILE, text: 'drafted\n' }], 'draft', EDITH)

    expect(meta.files).toEqual([FILE])
    expect(await git(repo.top, 'show', `${meta.tip}:content/${FILE}`)).toBe('drafted\n')
    expect(await git(repo.top, 'ls-tree', '--name-only', meta.tip)).toBe('README.md\ncontent\n')
    expect(await d.fileAt(TARGET, FILE)).toBe('drafted\n')
    const deleted = await d.commit(TARGET, [{ file: 'pages/home.json', text: null }], 'del', OMAR)
    expect(deleted.files).toEqual(['pages/home.json', FILE])
    expect(await d.fileAt(TARGET, 'pages/home.json')).toBeNull()
    expect((await d.list()).map((m) => m.target)).toEqual([TARGET])
    await expectUntouched(repo.top, before)
  })

  it('when a draft adds, replaces and deletes files while a person has a change staged, then its tree is the one git writes from main with those changes, the staged change stays out of it and in the index, and git fsck --strict finds nothing wrong', async () => {
    const repo = await repoWithContentFolder()
    const d = await drafts(repo)
    const staged = path.join(repo.contentDir, 'pages/home.json')
    await writeFile(staged, '{"staged": true}\n')
    await git(repo.top, 'add', 'content/pages/home.json')
    const before = await untouchables(repo.top)

    const meta = await d.commit(
      TARGET,
      [
        { file: FILE, text: 'drafted\n' },
        { file: 'solutions/new-one.md', text: 'new\n' },
        { file: 'products/grid-controller.md', text: null },
      ],
      'draft: several',
      EDITH,
    )

    // git's own tree for main with the same three changes, built in a throwaway index
    const env = { ...process.env, GIT_INDEX_FILE: path.join(repo.top, '.git', 'expected-index') }
    const run = (...args: string[]) =>
      execFileSync('git', args, { cwd: repo.top, env }).toString().trim()
    run('read-tree', before.head)
    const blob = (text: string) =>
      execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo.top, input: text })
        .toString()
        .trim()
    run('update-index', '--add', '--cacheinfo', `100644,${blob('drafted\n')},content/${FILE}`)
    run(
      'update-index',
      '--add',
      '--cacheinfo',
      `100644,${blob('new\n')},content/solutions/new-one.md`,
    )
    run('update-index', '--force-remove', 'content/products/grid-controller.md')
    expect((await git(repo.top, 'rev-parse', `${meta.tip}^{tree}`)).trim()).toBe(run('write-tree'))
    expect(await git(repo.top, 'show', `${meta.tip}:content/pages/home.json`)).not.toContain(
      'staged',
    )
    expect(await git(repo.top, 'fsck', '--strict', '--no-dangling')).toBe('')
    // the staged change is still staged, and nothing else checked out moved
    expect(await untouchables(repo.top)).toEqual(before)
    expect(before.cached).toBe('content/pages/home.json\n')
  })

  it('when a target or file path is invalid, then it is rejected with an error naming it, before git runs', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)
    const bad = [
      'solutions',
      'solutions/a/b',
      '../main',
      'Solutions/x',
      'solutions/x.md',
      'solutions/',
      '/x',
      'a b/c',
      'pages/home\n',
      '',
    ]
    for (const target of bad) {
      await expect(d.commit(target, [], 'x', EDITH)).rejects.toThrow(
        `draft ${JSON.stringify(target)}: not a draft target`,
      )
      await expect(d.get(target)).rejects.toThrow('not a draft target')
      await expect(d.fileAt(target, FILE)).rejects.toThrow('not a draft target')
      await expect(d.setStatus(target, 'review', EDITH)).rejects.toThrow('not a draft target')
      await expect(d.setSchedule(target, null, EDITH)).rejects.toThrow('not a draft target')
      await expect(d.remove(target)).rejects.toThrow('not a draft target')
    }
    for (const file of [
      '../outside.md',
      '.git/config',
      '/etc/passwd',
      'a//b.md',
      './x.md',
      '',
      'a\tb.md',
    ]) {
      await expect(d.commit(TARGET, [{ file, text: 'x' }], 'x', EDITH)).rejects.toThrow(
        `draft ${TARGET}: not a content file path`,
      )
    }
    expect(await git(repo.top, 'for-each-ref', 'refs/heads/drafts')).toBe('')
    await expectUntouched(repo.top, before)
  })

  it('when two writers commit to one draft at once, then neither commit is lost', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    const before = await untouchables(repo.top)

    await Promise.all([
      d.commit(TARGET, [{ file: FILE, text: 'edith\n' }], 'edith', EDITH),
      d.commit(TARGET, [{ file: 'pages/home.json', text: '{"omar":1}\n' }], 'omar', OMAR),
      d.setStatus(TARGET, 'review', OMAR).catch(() => null), // may run before the branch exists
    ])
    const meta = await d.get(TARGET)

    expect(await d.fileAt(TARGET, FILE)).toBe('edith\n')
    expect(await d.fileAt(TARGET, 'pages/home.json')).toBe('{"omar":1}\n')
    expect(meta?.files.sort()).toEqual(['pages/home.json', FILE])
    expect(new Set(meta?.authors.map((a) => a.email))).toEqual(new Set([EDITH.email, OMAR.email]))
    await expectUntouched(repo.top, before)
  })

  it('when the draft branch is the checked-out branch, then drafts refuse to move it', async () => {
    const repo = await repoAtTop()
    const d = await drafts(repo)
    await d.commit(TARGET, [{ file: FILE, text: 'x\n' }], 'draft', EDITH)
    await git(repo.top, 'stash', '-q')
    await git(repo.top, 'checkout', '-q', `drafts/${TARGET}`)
    const before = await untouchables(repo.top)

    await expect(d.commit(TARGET, [{ file: FILE, text: 'y\n' }], 'd', EDITH)).rejects.toThrow(
      TARGET,
    )
    await expect(d.remove(TARGET)).rejects.toThrow(TARGET)
    await expectUntouched(repo.top, before)
  })
})
