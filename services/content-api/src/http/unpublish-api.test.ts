import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createHttp, editable, signedInApiPerTest } from '../test-support/http.js'
import { createTestRepo, eventually, git, startTestApi } from '../test-support/test-repo.js'

type Rec = Record<string, unknown> & { version: string; slug: string }
type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
type Schedules = {
  schedules: Array<{ collection: string; slug: string; title: string; at: string }>
}

const PRODUCT = 'products/grid-controller.md'
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString()

/** The lines one commit changed in a file: removed ("-...") and added ("+..."). */
async function changedLines(dir: string, commit: string, file: string): Promise<string[]> {
  const diff = await git(dir, 'show', '--format=', '--unified=0', commit, '--', file)
  return diff.split('\n').filter((l) => /^[-+](?![-+]{2} )/.test(l))
}

const headOf = async (dir: string) => (await git(dir, 'rev-parse', 'HEAD')).trim()
const commitsSince = async (dir: string, from: string) =>
  (await git(dir, 'rev-list', `${from}..HEAD`)).split('\n').filter(Boolean)

describe('scheduled unpublish', () => {
  const t = signedInApiPerTest()

  it('when a product is scheduled to unpublish, then it is listed, and at the time it is deactivated in exactly one commit changing only is_active and the schedule', async () => {
    const dir = t.api.contentDir
    const before = await headOf(dir)
    const at = inSeconds(2)
    const set = await t.http.post<{ at: string }>(
      '/products/grid-controller/unpublish-at',
      { at },
      t.token,
    )
    expect(set.status).toBe(200)
    expect(set.body.at).toBe(at)
    const [scheduling] = await commitsSince(dir, before)
    expect(await changedLines(dir, scheduling!, PRODUCT)).toEqual([`+unpublish_at: "${at}"`])
    expect((await t.http.get<Schedules>('/unpublish-schedules', t.token)).body.schedules).toEqual([
      { collection: 'products', slug: 'grid-controller', title: 'Grid Controller', at },
    ])
    // the visitors' read does not show when it goes
    const shown = await t.http.get<Rec>('/products/grid-controller')
    expect(shown.status).toBe(200)
    expect(shown.body).not.toHaveProperty('unpublish_at')

    await eventually(async () => {
      expect((await t.http.get('/products/grid-controller')).status).toBe(404)
    }, 8000)
    const commits = await commitsSince(dir, before)
    expect(commits).toHaveLength(2)
    const done = commits[0]!
    expect((await git(dir, 'show', '-s', '--format=%s|%an', done)).trim()).toBe(
      `products: unpublish "Grid Controller" as scheduled at ${at}|Content API`,
    )
    expect(await git(dir, 'show', '--format=', '--name-only', done)).toBe(`${PRODUCT}\n`)
    expect((await changedLines(dir, done, PRODUCT)).sort()).toEqual(
      ['+is_active: false', '-is_active: true', `-unpublish_at: "${at}"`].sort(),
    )
    expect((await t.http.get<Rec[]>('/products')).body.map((r) => r.slug)).not.toContain(
      'grid-controller',
    )
    expect((await t.http.get<Schedules>('/unpublish-schedules', t.token)).body.schedules).toEqual(
      [],
    )

    // restoring the version before it brings the record back without the time that has passed
    const restored = await t.http.post(
      '/products/grid-controller/restore',
      { commit: scheduling },
      t.token,
    )
    expect(restored.status).toBe(200)
    const file = await readFile(path.join(dir, PRODUCT), 'utf8')
    expect(file).toContain('is_active: true')
    expect(file).not.toContain('unpublish_at')
    expect((await t.http.get('/products/grid-controller')).status).toBe(200)
  })

  it('when a schedule is cancelled, then it is one commit removing only its line, the list is empty, and cancelling again is 404', async () => {
    const dir = t.api.contentDir
    const original = await readFile(path.join(dir, PRODUCT), 'utf8')
    const at = inSeconds(3600)
    expect(
      (await t.http.post('/products/grid-controller/unpublish-at', { at }, t.token)).status,
    ).toBe(200)
    const before = await headOf(dir)
    expect((await t.http.del('/products/grid-controller/unpublish-at', t.token)).status).toBe(204)
    const [cancel] = await commitsSince(dir, before)
    expect(await changedLines(dir, cancel!, PRODUCT)).toEqual([`-unpublish_at: "${at}"`])
    expect(await readFile(path.join(dir, PRODUCT), 'utf8')).toBe(original)
    expect((await t.http.get<Schedules>('/unpublish-schedules', t.token)).body.schedules).toEqual(
      [],
    )
    const again = await t.http.del<Err>('/products/grid-controller/unpublish-at', t.token)
    expect(again.status).toBe(404)
    expect(again.body.error.message).toMatch(/not scheduled to unpublish/)
  })

  it('when the time has passed or is malformed, then 400 naming `at` and nothing is committed', async () => {
    const before = await headOf(t.api.contentDir)
    const url = '/products/grid-controller/unpublish-at'
    const past = await t.http.post<Err>(url, { at: inSeconds(-60) }, t.token)
    expect(past.status).toBe(400)
    expect(past.body.error.fields?.at).toMatch(/in the future/)
    for (const at of ['tomorrow', '2026-13-01T00:00:00Z', '2030-01-01T09:00', 42]) {
      const bad = await t.http.post<Err>(url, { at }, t.token)
      expect(bad.status).toBe(400)
      expect(bad.body.error.fields?.at).toMatch(/ISO 8601/)
    }
    expect((await t.http.post<Err>(url, {}, t.token)).status).toBe(400)
    expect((await t.http.post<Err>(url, { at: inSeconds(60), extra: 1 }, t.token)).status).toBe(400)
    expect(await headOf(t.api.contentDir)).toBe(before)
  })

  it('when an editor saves the record meanwhile, then the schedule it does not show is kept', async () => {
    const at = inSeconds(3600)
    await t.http.post('/products/grid-controller/unpublish-at', { at }, t.token)
    const rec = (await t.http.get<Rec>('/products/grid-controller', t.token)).body
    expect(rec.unpublish_at).toBe(at)
    // a form that does not send it
    const { unpublish_at: _u, ...form } = editable(rec)
    const saved = await t.http.post<Rec>(
      '/products/grid-controller',
      { ...form, summary: 'Saved meanwhile' },
      t.token,
    )
    expect(saved.status).toBe(200)
    expect(saved.body.unpublish_at).toBe(at)
    // a read sent back with another time does not move it: only its route does
    const resent = await t.http.post<Rec>(
      '/products/grid-controller',
      { ...editable(saved.body), unpublish_at: inSeconds(7200), summary: 'Again' },
      t.token,
    )
    expect(resent.status).toBe(200)
    expect(resent.body.unpublish_at).toBe(at)
    const file = await readFile(path.join(t.api.contentDir, PRODUCT), 'utf8')
    expect(file).toContain(`unpublish_at: "${at}"`)
    expect(file).toContain('summary: Again')
  })

  it('when a draft of the record is saved and published meanwhile, then the schedule is kept', async () => {
    const at = inSeconds(3600)
    await t.http.post('/products/grid-controller/unpublish-at', { at }, t.token)
    const rec = (await t.http.get<Rec>('/products/grid-controller', t.token)).body
    const { unpublish_at: _u, ...form } = editable(rec)
    const drafted = await t.http.put(
      '/drafts/products/grid-controller',
      { ...form, summary: 'Drafted meanwhile' },
      t.token,
    )
    expect(drafted.status).toBe(201)
    const published = await t.http.post(
      '/drafts/products/grid-controller/publish',
      { choices: {} },
      t.token,
    )
    expect(published.status).toBe(200)
    const after = (await t.http.get<Rec>('/products/grid-controller', t.token)).body
    expect(after.summary).toBe('Drafted meanwhile')
    expect(after.unpublish_at).toBe(at)
  })

  it('when the record cannot be hidden or does not exist, then 400 or 404 saying why', async () => {
    const noFlag = await t.http.post<Err>(
      '/solutions/energy-systems/unpublish-at',
      { at: inSeconds(60) },
      t.token,
    )
    expect(noFlag.status).toBe(400)
    expect(noFlag.body.error.fields?.at).toMatch(/no "Active" flag/)
    const missing = await t.http.post<Err>(
      '/products/no-such-product/unpublish-at',
      { at: inSeconds(60) },
      t.token,
    )
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toMatch(/no-such-product/)
    const hidden = await t.http.post<Err>(
      '/partners/dormant/unpublish-at',
      { at: inSeconds(60) },
      t.token,
    )
    expect(hidden.status).toBe(400)
    expect(hidden.body.error.fields?.at).toMatch(/not shown on the site/)
    expect(
      (await t.http.post('/products/grid-controller/unpublish-at', { at: inSeconds(60) })).status,
    ).toBe(401)
  })
})

describe('scheduled unpublish across a restart', () => {
  it('when a schedule fell due while the service was down, then it is carried out at start', async () => {
    const repo = await createTestRepo()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'unpublish-restart-'))
    const kept = { dir: repo.dir, cleanup: async () => undefined }
    try {
      // a hand edit committed while no service runs, with a time already past
      const file = path.join(repo.dir, PRODUCT)
      const text = await readFile(file, 'utf8')
      await writeFile(
        file,
        text.replace(
          'is_active: true\n',
          "is_active: true\nunpublish_at: '2020-01-01T00:00:00Z'\n",
        ),
      )
      await git(repo.dir, 'commit', '-qam', 'schedule by hand')
      const before = await headOf(repo.dir)

      const api = await startTestApi({ repo: kept, dataDir })
      try {
        // no waiting: start-up itself carried it out
        const http = createHttp(`${api.url}/api`)
        expect((await http.get('/products/grid-controller')).status).toBe(404)
        const commits = await commitsSince(repo.dir, before)
        expect(commits).toHaveLength(1)
        expect((await changedLines(repo.dir, commits[0]!, PRODUCT)).sort()).toEqual(
          ['+is_active: false', '-is_active: true', "-unpublish_at: '2020-01-01T00:00:00Z'"].sort(),
        )
      } finally {
        await api.close()
      }
    } finally {
      await repo.cleanup()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
