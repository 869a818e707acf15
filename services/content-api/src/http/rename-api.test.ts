import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RedirectsList, SitemapData } from '@site/contract'
import { signedInApiPerTest } from '../test-support/http.js'
import { git } from '../test-support/test-repo.js'

type Rec = Record<string, unknown> & { slug: string; version: string }
type Err = { error: { code: string; fields?: Record<string, string>; current?: Rec } }

const t = signedInApiPerTest()
const repo = (...args: string[]) => git(t.api.contentDir, ...args)
const head = async () => (await repo('rev-parse', 'HEAD')).trim()

/** The files the newest commit changed, as "A path" / "D path" / "M path", sorted. */
async function filesOfHead(): Promise<string[]> {
  const out = await repo('show', '--name-status', '--no-renames', '--format=', 'HEAD')
  return out
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.replace('\t', ' '))
    .sort()
}

async function versionOf(collection: string, slug: string): Promise<string> {
  const res = await t.http.get<Rec>(`/${collection}/${slug}`, t.token)
  expect(res.status).toBe(200)
  return res.body.version
}

async function rename(collection: string, slug: string, to: string, version?: string) {
  return t.http.post<Rec & Err>(
    `/${collection}/${slug}/rename`,
    { to, version: version ?? (await versionOf(collection, slug)) },
    t.token,
  )
}

const redirects = async () => (await t.http.get<RedirectsList>('/redirects')).body.redirects

describe('renaming a record', () => {
  it('when a solution is renamed, then one commit holds the moved file, the rewritten referrer and the redirect', async () => {
    const before = await head()
    const res = await rename('solutions', 'software-platforms', 'software-suite')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ slug: 'software-suite', title: 'Software Platforms' })

    expect((await repo('rev-parse', 'HEAD~1')).trim()).toBe(before)
    expect(await filesOfHead()).toEqual([
      'A settings/redirects.json',
      'A solutions/software-suite.md',
      'D solutions/software-platforms.md',
      'M solutions/energy-systems.md',
    ])
    expect((await repo('log', '-1', '--format=%an|%s')).trim()).toBe(
      'Edith Editor|solutions: rename "Software Platforms" from software-platforms to software-suite',
    )
    // the bytes moved as they were; the referrer's diff is only its reference
    expect(await repo('show', 'HEAD:solutions/software-suite.md')).toBe(
      await repo('show', 'HEAD~1:solutions/software-platforms.md'),
    )
    const diff = (await repo('diff', '-U0', 'HEAD~1', 'HEAD', '--', 'solutions/energy-systems.md'))
      .split('\n')
      .filter((line) => /^[-+](?![-+])/.test(line))
    expect(diff).toEqual(['-  - software-platforms', '+  - software-suite'])
    // the work tree is what was committed
    expect((await repo('status', '--porcelain')).trim()).toBe('')

    expect((await t.http.get('/solutions/software-platforms')).status).toBe(404)
    expect((await t.http.get('/solutions/software-suite')).status).toBe(200)
    const parent = await t.http.get<{ children: Array<{ slug: string }> }>(
      '/solutions/energy-systems',
    )
    expect(parent.body.children.map((c) => c.slug)).toEqual(['software-suite'])
    expect(await redirects()).toEqual([
      { from: '/solutions/software-platforms', to: '/solutions/software-suite' },
    ])
    // the sitemap knows only the new address, dated by the rename's commit
    const sitemap = (await t.http.get<SitemapData>('/sitemap')).body
    expect(sitemap.collections.solutions?.map((s) => s.slug)).toEqual([
      'energy-systems',
      'software-suite',
    ])
    expect(sitemap.collections.solutions?.every((s) => s.lastmod !== null)).toBe(true)
  })

  it('when a renamed record is renamed again, then the first old address leads straight to the newest (no chain)', async () => {
    await rename('solutions', 'software-platforms', 'software-suite')
    const res = await rename('solutions', 'software-suite', 'software-hub')
    expect(res.status).toBe(200)
    expect(await redirects()).toEqual([
      { from: '/solutions/software-platforms', to: '/solutions/software-hub' },
      { from: '/solutions/software-suite', to: '/solutions/software-hub' },
    ])
    expect(await filesOfHead()).toContain('M settings/redirects.json')
  })

  it('when a record is renamed back to its old slug, then its old redirect goes (no loop)', async () => {
    await rename('solutions', 'software-platforms', 'software-suite')
    expect((await rename('solutions', 'software-suite', 'software-platforms')).status).toBe(200)
    expect(await redirects()).toEqual([
      { from: '/solutions/software-suite', to: '/solutions/software-platforms' },
    ])
    const file = JSON.parse(
      await readFile(path.join(t.api.contentDir, 'settings/redirects.json'), 'utf8'),
    ) as unknown
    expect(file).toEqual({
      redirects: [{ from: '/solutions/software-suite', to: '/solutions/software-platforms' }],
    })
  })

  it('when a partner is renamed, then its products follow and no redirect is made (it has no page of its own)', async () => {
    const res = await rename('partners', 'voltline', 'voltline-power')
    expect(res.status).toBe(200)
    expect(await filesOfHead()).toEqual([
      'A partners/voltline-power.json',
      'D partners/voltline.json',
      'M products/grid-controller.md',
    ])
    const product = await t.http.get<Rec>('/products/grid-controller')
    expect(product.body).toMatchObject({
      partner: 'voltline-power',
      partner_details: { name: 'Voltline' },
    })
    expect(await redirects()).toEqual([])
  })

  it('when the renamed file holds an outside edit, then the commit moves the committed version and the edit stays in the work tree', async () => {
    const file = path.join(t.api.contentDir, 'solutions/software-platforms.md')
    const committed = await readFile(file, 'utf8')
    const handEdited = committed.replace('Dashboards and analytics.', 'Hand edit, not committed.')
    await writeFile(file, handEdited)
    await t.api.store.reload('solutions/software-platforms.md')

    // the editor renames what they see: the work tree's version
    const res = await rename('solutions', 'software-platforms', 'software-suite')
    expect(res.status).toBe(200)
    expect(await repo('show', 'HEAD:solutions/software-suite.md')).toBe(committed)
    expect(await readFile(path.join(t.api.contentDir, 'solutions/software-suite.md'), 'utf8')).toBe(
      handEdited,
    )
    expect((await repo('status', '--porcelain')).trim()).toBe('M solutions/software-suite.md')
  })
})

describe('renames that are refused', () => {
  it('when the new slug is taken, then 409 names the field and nothing is committed', async () => {
    const before = await head()
    const res = await rename('solutions', 'software-platforms', 'energy-systems')
    expect(res.status).toBe(409)
    expect(res.body.error).toMatchObject({ code: 'slug_taken', fields: { to: 'Already used' } })
    expect(await head()).toBe(before)
  })

  it('when the version is stale, then 409 with the current record and nothing is committed', async () => {
    const before = await head()
    const res = await rename('solutions', 'software-platforms', 'software-suite', 'f'.repeat(40))
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('conflict')
    expect(res.body.error.current?.slug).toBe('software-platforms')
    expect(await head()).toBe(before)
  })

  it.each([
    ['not a slug', { to: 'Software Suite!' }, 'to'],
    ['its own slug', { to: 'software-platforms' }, 'to'],
    ['no version', { to: 'software-suite', version: undefined }, 'version'],
  ])('when the new slug is %s, then 400 on that field', async (_what, body, field) => {
    const version = await versionOf('solutions', 'software-platforms')
    const res = await t.http.post<Err>(
      '/solutions/software-platforms/rename',
      { version, ...body },
      t.token,
    )
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.error.fields ?? {})).toEqual([field])
  })

  it('when the record does not exist, then 404', async () => {
    const res = await t.http.post<Err>(
      '/solutions/no-such/rename',
      { to: 'other', version: 'a'.repeat(40) },
      t.token,
    )
    expect(res.status).toBe(404)
  })

  it('when nobody is signed in, then 401 and nothing is committed', async () => {
    const before = await head()
    const version = await versionOf('solutions', 'software-platforms')
    const res = await t.http.post('/solutions/software-platforms/rename', {
      to: 'software-suite',
      version,
    })
    expect(res.status).toBe(401)
    expect(await head()).toBe(before)
  })
})
