import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttp } from '../test-support/http.js'
import { createTestRepo, eventually, git, startTestApi } from '../test-support/test-repo.js'

/**
 * The stamps a hand edit implies for never-stamped translations (they became outdated) outlive a
 * restart of content-api: they are kept in the data directory until the record's next save
 * writes them to its file.
 */
type Partner = { description: string; outdated: Record<string, string[]> }

const handWritten = {
  ar: { description: 'إلكترونيات القدرة.' },
  fr: { description: 'Électronique de puissance.' },
}

describe('implied translation stamps across a restart', () => {
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  /** content-api on a repository and data directory that outlive it */
  async function setUp() {
    const repo = await createTestRepo()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-data-'))
    cleanups.push(
      () => repo.cleanup(),
      () => rm(dataDir, { recursive: true, force: true }),
    )
    const start = async () => {
      const api = await startTestApi({ repo: { dir: repo.dir, cleanup: async () => {} }, dataDir })
      cleanups.push(() => api.close())
      const http = createHttp(`${api.url}/api`)
      const token = await api.login()
      const read = async (lang?: string) =>
        (await http.get<Partner>(`/partners/voltline${lang ? `?lang=${lang}` : ''}`, token)).body
      return { api, read }
    }
    const file = path.join(repo.dir, 'partners/voltline.json')
    const commitByHand = async (edit: (text: string) => string, message: string) => {
      await writeFile(file, edit(await readFile(file, 'utf8')))
      await git(repo.dir, 'commit', '-qam', message)
    }
    const kept = path.join(dataDir, 'implied-stamps.json')
    return { start, commitByHand, kept }
  }

  /** hand-written translations, then a hand edit of their English: both outdated */
  async function outdateByHand(env: Awaited<ReturnType<typeof setUp>>) {
    const { api, read } = await env.start()
    await env.commitByHand(
      (text) => `${JSON.stringify({ ...(JSON.parse(text) as object), ...handWritten }, null, 2)}\n`,
      'developer: translate voltline',
    )
    // indexed before the English changes (one reload of both commits would see them together)
    await eventually(async () =>
      expect((await read('fr')).description).toBe(handWritten.fr.description),
    )
    expect((await read()).outdated).toEqual({ ar: [], fr: [] })
    await env.commitByHand(
      (text) => text.replace('"Power electronics."', '"Power electronics and drives."'),
      'developer: describe the drives too',
    )
    await eventually(async () =>
      expect((await read()).outdated).toEqual({ ar: ['description'], fr: ['description'] }),
    )
    await eventually(async () =>
      expect(await readFile(env.kept, 'utf8')).toContain('partners/voltline.json'),
    )
    await api.close()
    cleanups.pop()
  }

  it('when content-api restarts after a hand edit outdated never-stamped translations, then they are still outdated', async () => {
    const env = await setUp()
    await outdateByHand(env)
    const { read } = await env.start()
    expect((await read()).outdated).toEqual({ ar: ['description'], fr: ['description'] })
  })

  it('when the kept stamps are lost before the restart, then the translations are as the file says (never stamped, so not outdated)', async () => {
    const env = await setUp()
    await outdateByHand(env)
    await rm(env.kept)
    const { read } = await env.start()
    expect((await read()).outdated).toEqual({ ar: [], fr: [] })
  })

  it('when the file changed while content-api was stopped, then the stamps kept for the old version are dropped', async () => {
    const env = await setUp()
    await outdateByHand(env)
    await env.commitByHand(
      (text) =>
        text.replace('"Électronique de puissance."', '"Électronique de puissance et variateurs."'),
      'developer: French catches up',
    )
    const { read } = await env.start()
    // the new version is read as the file says: no stamps kept for it
    expect((await read()).outdated).toEqual({ ar: [], fr: [] })
    await eventually(async () =>
      expect(await readFile(env.kept, 'utf8')).not.toContain('partners/voltline.json'),
    )
  })
})
