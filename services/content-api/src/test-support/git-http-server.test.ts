import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startGitHttpServer, type GitHttpServer } from './git-http-server.js'
import { git } from './test-repo.js'

let root: string
let server: GitHttpServer
let origin: string

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'git-http-server-'))
  await git(root, 'init', '-q', '--bare', '-b', 'main', 'origin.git')
  server = await startGitHttpServer(root)
  origin = `${server.url}/origin.git`
})
afterEach(async () => {
  await server.close()
  await rm(root, { recursive: true, force: true })
})

/** A clone of the remote in `root/<name>`. */
async function cloneAs(name: string): Promise<string> {
  await git(root, 'clone', '-q', origin, name)
  return path.join(root, name)
}

async function commitFile(dir: string, file: string, text: string | Buffer): Promise<string> {
  await writeFile(path.join(dir, file), text)
  await git(dir, 'add', file)
  await git(dir, 'commit', '-q', '-m', `write ${file}`)
  return (await git(dir, 'rev-parse', 'HEAD')).trim()
}

describe('a git remote over HTTP for tests', () => {
  it('when one clone pushes, then another fetches the same commit over HTTP', async () => {
    const a = await cloneAs('a')
    const head = await commitFile(a, 'home.md', '# Home\n')
    await git(a, 'push', '-q', 'origin', 'main')
    const b = await cloneAs('b')
    expect((await git(b, 'rev-parse', 'HEAD')).trim()).toBe(head)

    const next = await commitFile(a, 'about.md', '# About\n')
    await git(a, 'push', '-q', 'origin', 'main')
    await git(b, 'fetch', '-q', 'origin')
    expect((await git(b, 'rev-parse', 'origin/main')).trim()).toBe(next)
    expect((await git(root, '--git-dir', 'origin.git', 'rev-parse', 'main')).trim()).toBe(next)
  })

  it('when the server is stopped, then fetch fails; when started again on the same URL, it works', async () => {
    const a = await cloneAs('a')
    await commitFile(a, 'home.md', '# Home\n')
    await git(a, 'push', '-q', 'origin', 'main')
    const b = await cloneAs('b')

    await server.stop()
    await expect(git(b, 'fetch', '-q', 'origin')).rejects.toThrow(/127\.0\.0\.1/)
    await expect(git(a, 'push', '-q', 'origin', 'main')).rejects.toThrow()

    await server.start()
    const next = await commitFile(a, 'about.md', '# About\n')
    await git(a, 'push', '-q', 'origin', 'main')
    await git(b, 'fetch', '-q', 'origin')
    expect((await git(b, 'rev-parse', 'origin/main')).trim()).toBe(next)
  })

  it('when a push is larger than git posts in one piece and a fetch negotiates many commits, then both arrive intact', async () => {
    const a = await cloneAs('a')
    await commitFile(a, 'seed.md', 'seed\n')
    await git(a, 'push', '-q', 'origin', 'main')
    const b = await cloneAs('b')
    // over http.postBuffer (1 MiB): git streams the pack chunked, with no Content-Length
    const image = randomBytes(3 * 1024 * 1024)
    await commitFile(a, 'image.bin', image)
    await git(a, 'push', '-q', 'origin', 'main')
    // many local commits make b's "have" list long enough for git to gzip its request
    for (let i = 0; i < 40; i++) await commitFile(b, `note-${i}.md`, `note ${i}\n`)
    await git(b, 'fetch', '-q', 'origin')
    await git(b, 'merge', '-q', '--no-edit', 'origin/main')
    expect((await readFile(path.join(b, 'image.bin'))).equals(image)).toBe(true)
  })
})
