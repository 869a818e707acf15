import { symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestRepo, git } from '../services/content-api/src/test-support/test-repo.js'

const HOOK = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content-pre-commit.sh')

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** A content repository (the fixtures at its root) with the hook installed as its docs say. */
async function contentRepoWithHook() {
  const repo = await createTestRepo()
  cleanup = repo.cleanup
  const hooks = (await git(repo.dir, 'rev-parse', '--git-path', 'hooks')).trim()
  await symlink(HOOK, path.resolve(repo.dir, hooks, 'pre-commit'))
  return repo.dir
}

/** `git commit`, answering whether it went through and what it printed. */
async function commit(dir: string, message: string) {
  try {
    await git(dir, 'commit', '-q', '-m', message)
    return { committed: true, output: '' }
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string }
    return { committed: false, output: stdout + stderr }
  }
}

const head = async (dir: string) => (await git(dir, 'rev-parse', 'HEAD')).trim()

describe('the content pre-commit hook', () => {
  it('when a staged content file is invalid, then the commit is refused naming the problem; once fixed, it goes through', async () => {
    const dir = await contentRepoWithHook()
    const before = await head(dir)
    const file = path.join(dir, 'solutions/new-one.md')
    await writeFile(file, '---\ntitle: New\ndescription: x\nicon: rocket\n---\nBody\n')
    await git(dir, 'add', '-A')

    const refused = await commit(dir, 'bad')
    expect(refused.committed).toBe(false)
    expect(refused.output).toContain('solutions/new-one.md: icon:')
    expect(await head(dir)).toBe(before)

    // fixed in the work tree only: the staged version is still the bad one
    await writeFile(file, '---\ntitle: New\ndescription: x\nicon: zap\n---\nBody\n')
    expect((await commit(dir, 'unstaged fix')).committed).toBe(false)

    await git(dir, 'add', '-A')
    expect(await commit(dir, 'good')).toEqual({ committed: true, output: '' })
    expect(await head(dir)).not.toBe(before)
  }, 60_000)
})
