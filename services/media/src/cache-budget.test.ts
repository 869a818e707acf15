import { mkdtemp, mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createCacheBudget } from './cache-budget.js'
import { silentLogger } from '@site/platform'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function cacheWith(files: Array<[name: string, bytes: number]>) {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'budget-'))
  dirs.push(cacheDir)
  await mkdir(path.join(cacheDir, 'ab'))
  let t = Date.now() / 1000 - 1000
  for (const [name, bytes] of files) {
    const file = path.join(cacheDir, 'ab', name)
    await writeFile(file, Buffer.alloc(bytes))
    await utimes(file, t, t)
    t += 10
  }
  return cacheDir
}

const quiet = silentLogger
const left = async (dir: string) => (await readdir(path.join(dir, 'ab'))).sort()

describe('the variant cache budget', () => {
  it('when the cache passes its budget, then the least recently used variants go until it is under 90%', async () => {
    const dir = await cacheWith([
      ['old.webp', 400],
      ['used.webp', 400],
      ['new.webp', 400],
    ])
    const budget = createCacheBudget({ cacheDir: dir, maxBytes: 1500, log: quiet })
    await budget.load()
    expect(budget.bytes).toBe(1200)
    budget.used(path.join(dir, 'ab', 'old.webp')) // a hit: now the most recent
    const added = path.join(dir, 'ab', 'newest.webp')
    await writeFile(added, Buffer.alloc(400))
    budget.added(added, 400) // 1600 > 1500: prune to at most 1350
    await budget.settled()
    expect(await left(dir)).toEqual(['new.webp', 'newest.webp', 'old.webp'])
    expect(budget.bytes).toBe(1200)
  })

  it('when the cache is under budget, then nothing is removed', async () => {
    const dir = await cacheWith([['a.webp', 100]])
    const budget = createCacheBudget({ cacheDir: dir, maxBytes: 1000, log: quiet })
    await budget.load()
    budget.added(path.join(dir, 'ab', 'a.webp'), 100)
    await budget.settled()
    expect(await left(dir)).toEqual(['a.webp'])
  })
})
