import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'

/** docker/seed-content.sh: what a fresh content volume becomes on content-api's first start. */
const run = promisify(execFile)
const SCRIPT = path.resolve(import.meta.dirname, '../docker/seed-content.sh')
const identity = ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.invalid']
const git = async (dir: string, ...args: string[]) =>
  (await run('git', ['-C', dir, ...identity, ...args])).stdout.trim()

let root = ''
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
})

async function setUp() {
  root = await mkdtemp(path.join(os.tmpdir(), 'seed-content-'))
  const seed = path.join(root, 'seed')
  const content = path.join(root, 'content')
  await mkdir(path.join(seed, 'pages'), { recursive: true })
  await writeFile(path.join(seed, 'pages/home.json'), '{"from":"image"}\n')
  await mkdir(content)
  const seedVolume = (env: Record<string, string> = {}) =>
    run('sh', [SCRIPT], {
      env: { PATH: process.env.PATH, CONTENT_DIR: content, SEED_CONTENT_DIR: seed, ...env },
    })
  /** a bare remote whose `main` holds one commit of its own */
  const remoteWithMain = async () => {
    const work = path.join(root, 'work')
    await mkdir(path.join(work, 'pages'), { recursive: true })
    await writeFile(path.join(work, 'pages/home.json'), '{"from":"remote"}\n')
    await run('git', ['init', '-q', '-b', 'main', work])
    await git(work, 'add', '-A')
    await git(work, 'commit', '-qm', 'content repository')
    const bare = path.join(root, 'origin.git')
    await run('git', ['clone', '-q', '--bare', work, bare])
    return { bare, tip: await git(bare, 'rev-parse', 'main') }
  }
  return { content, seedVolume, remoteWithMain }
}

describe('seed-content.sh', () => {
  it('when there is no remote, then the volume holds the image content in one seed commit', async () => {
    const { content, seedVolume } = await setUp()
    await seedVolume()
    expect(await readFile(path.join(content, 'pages/home.json'), 'utf8')).toContain('image')
    expect(await git(content, 'log', '--format=%s')).toBe('Seed content from the image')
  })

  it('when the remote has the branch, then the volume is a clone of it (one shared history)', async () => {
    const { content, seedVolume, remoteWithMain } = await setUp()
    const { bare, tip } = await remoteWithMain()
    const { stdout } = await seedVolume({ CONTENT_GIT_REMOTE: bare, CONTENT_GIT_BRANCH: 'main' })
    expect(await git(content, 'rev-parse', 'HEAD')).toBe(tip)
    expect(await readFile(path.join(content, 'pages/home.json'), 'utf8')).toContain('remote')
    expect(await git(content, 'status', '--porcelain')).toBe('')
    expect(stdout).toContain('content.cloned')
  })

  it('when the remote is reachable but has no such branch, then the image content is seeded (to be pushed)', async () => {
    const { content, seedVolume, remoteWithMain } = await setUp()
    const { bare } = await remoteWithMain()
    await seedVolume({ CONTENT_GIT_REMOTE: bare, CONTENT_GIT_BRANCH: 'live' })
    expect(await git(content, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('live')
    expect(await readFile(path.join(content, 'pages/home.json'), 'utf8')).toContain('image')
  })

  it('when the remote cannot be reached, then nothing is seeded and the start fails (to be retried)', async () => {
    const { content, seedVolume } = await setUp()
    const failed = await seedVolume({
      CONTENT_GIT_REMOTE: path.join(root, 'missing.git'),
    }).catch((error: { code: number; stdout: string }) => error)
    expect((failed as { code: number }).code).toBe(1)
    expect((failed as { stdout: string }).stdout).toContain('content.remote-unreachable')
    await expect(git(content, 'rev-parse', 'HEAD')).rejects.toThrow()
  })

  it('when the volume already has history, then it is left as it is', async () => {
    const { content, seedVolume, remoteWithMain } = await setUp()
    await seedVolume()
    const before = await git(content, 'rev-parse', 'HEAD')
    const { bare } = await remoteWithMain()
    await seedVolume({ CONTENT_GIT_REMOTE: bare, CONTENT_GIT_BRANCH: 'main' })
    expect(await git(content, 'rev-parse', 'HEAD')).toBe(before)
  })
})
