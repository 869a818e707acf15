import { readdir, readFile, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestRepo, git, startTestApi } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>> | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

async function files(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await files(full)))
    else out.push(full)
  }
  return out
}

describe('start-up after a crash during git commit', () => {
  it('when .git/index.lock and a staged half-save are left behind, then the lock goes, the half-save is undone (kept aside), /health says so, and a hand edit stays', async () => {
    const repo = await createTestRepo()
    const solution = path.join(repo.dir, 'solutions', 'energy-systems.md')
    const original = await readFile(solution, 'utf8')
    // the save that was being committed when the process died: written and staged, no commit
    const halfSaved = original.replace(/^title: .*$/m, 'title: Half Saved Title')
    await writeFile(solution, halfSaved)
    await git(repo.dir, 'add', 'solutions/energy-systems.md')
    // someone's unrelated, unstaged hand edit
    const partner = path.join(repo.dir, 'partners', 'voltline.json')
    const handEdit = (await readFile(partner, 'utf8')).replace('"Voltline"', '"Voltline Hand Edit"')
    await writeFile(partner, handEdit)
    const lock = path.join(repo.dir, '.git', 'index.lock')
    await writeFile(lock, '')
    const old = Date.now() / 1000 - 120
    await utimes(lock, old, old)

    api = await startTestApi({ repo })

    const health = (await (await fetch(`${api.url}/health`)).json()) as {
      status: string
      recovery?: { staleLock: boolean; restored: string[]; keptIn: string }
    }
    expect(health.status).toBe('degraded')
    expect(health.recovery).toMatchObject({
      staleLock: true,
      restored: ['solutions/energy-systems.md'],
    })
    await expect(readFile(lock)).rejects.toThrow()
    expect(await readFile(solution, 'utf8')).toBe(original)
    const served = (await (await fetch(`${api.url}/api/solutions/energy-systems`)).json()) as {
      title: string
      version: string
    }
    expect(served.title).toBe('Energy Systems')
    // nothing lost: the half-saved bytes wait in DATA_DIR for a person
    const kept = await files(path.join(api.dataDir, 'recovered'))
    expect(kept).toHaveLength(1)
    expect(await readFile(kept[0] as string, 'utf8')).toBe(halfSaved)
    // the hand edit was not staged, so it is not touched
    expect(await readFile(partner, 'utf8')).toBe(handEdit)
    // and the service can commit again
    const token = await api.login()
    const res = await fetch(`${api.url}/api/solutions/energy-systems`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: served.version, title: 'Energy Systems After Recovery' }),
    })
    expect(res.status).toBe(200)
  })

  it('when there is no lock, then nothing is touched and /health is ok', async () => {
    api = await startTestApi()
    const health = (await (await fetch(`${api.url}/health`)).json()) as { status: string }
    expect(health.status).toBe('ok')
  })
})
