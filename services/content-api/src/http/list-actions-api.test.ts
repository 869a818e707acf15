import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BulkResult, ListPage } from '@site/contract'
import { diffLines } from '../test-support/hand-written.js'
import { TEST_EDITOR, signedInApiPerTest } from '../test-support/http.js'
import { git } from '../test-support/test-repo.js'

type Rec = Record<string, unknown> & { slug: string; version: string }
type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

const t = signedInApiPerTest()

/** A product file as a person writes one (its own layout: the diffs must keep it). */
const productText = (title: string, order: number, extra = '') =>
  [
    '---',
    `title: ${title}`,
    `summary: ${title} for the list tests.`,
    'category: Storage',
    `is_active: true`,
    `sort_order: ${order}`,
    extra,
    '---',
    '',
    'Body text.',
    '',
  ]
    .filter((line, i) => i !== 6 || line !== '')
    .join('\n')

/** Commits products beside the fixture's grid-controller (sort_order 1) and loads them. */
async function seedProducts(products: Array<[slug: string, title: string, order: number]>) {
  for (const [slug, title, order] of products)
    await writeFile(path.join(t.api.contentDir, `products/${slug}.md`), productText(title, order))
  await git(t.api.contentDir, 'add', '--', 'products')
  await git(t.api.contentDir, 'commit', '-q', '-m', 'seed products')
  for (const [slug] of products) await t.api.store.reload(`products/${slug}.md`)
}

const head = async () => (await git(t.api.contentDir, 'rev-parse', 'HEAD')).trim()
const commitCount = async () =>
  Number((await git(t.api.contentDir, 'rev-list', '--count', 'HEAD')).trim())
const lastMessage = async () => (await git(t.api.contentDir, 'log', '-1', '--format=%B')).trim()
const changedFiles = async () =>
  (await git(t.api.contentDir, 'diff', '--name-only', 'HEAD~1', 'HEAD')).trim().split('\n')
const slugsOf = (records: Rec[]) => records.map((r) => r.slug)

const standardProducts: Array<[string, string, number]> = [
  ['alpha-battery', 'Alpha Battery', 10],
  ['beta-inverter', 'Beta Inverter', 20],
  ['gamma-meter', 'Gamma Meter', 30],
]

describe('list reads: sort, filter, search, page', () => {
  it('when a list is read sorted by title descending, then the records come in that order', async () => {
    await seedProducts(standardProducts)
    const res = await t.http.get<Rec[]>('/products?sort=title&order=desc', t.token)
    expect(res.status).toBe(200)
    expect(slugsOf(res.body)).toEqual([
      'grid-controller',
      'gamma-meter',
      'beta-inverter',
      'alpha-battery',
    ])
  })

  it('when a list is filtered by status and category, then only the matching records are answered', async () => {
    const inactive = await t.http.get<Rec[]>('/partners?filter=status:inactive', t.token)
    expect(slugsOf(inactive.body)).toEqual(['dormant'])
    const energy = await t.http.get<Rec[]>('/solutions?filter=category:Energy', t.token)
    expect(slugsOf(energy.body)).toEqual(['energy-systems'])
    const featured = await t.http.get<Rec[]>('/solutions?filter=status:featured', t.token)
    expect(slugsOf(featured.body)).toEqual(['energy-systems'])
    // the Arabic is missing for every fixture solution
    const missing = await t.http.get<Rec[]>('/solutions?filter=status:missing&filter=lang:ar')
    expect(slugsOf(missing.body)).toEqual(['energy-systems', 'software-platforms'])
  })

  it('when a list is filtered by draft, then only records with an open draft are answered', async () => {
    const rec = (await t.http.get<Rec>('/partners/voltline', t.token)).body
    const { id: _id, slug: _slug, outdated_ar: _o, version, ...fields } = rec
    const drafted = await t.http.put(
      '/drafts/partners/voltline',
      { ...fields, description: 'Drafted', version },
      t.token,
    )
    expect(drafted.status).toBe(201)
    const res = await t.http.get<Rec[]>('/partners?filter=status:draft', t.token)
    expect(slugsOf(res.body)).toEqual(['voltline'])
  })

  it('when a list is read a page at a time, then each page holds `limit` records and the total of all', async () => {
    await seedProducts(standardProducts)
    const res = await t.http.get<ListPage<Rec>>('/products?sort=slug&limit=2&page=2', t.token)
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(4)
    expect(res.body.page).toBe(2)
    expect(slugsOf(res.body.items)).toEqual(['gamma-meter', 'grid-controller'])
    // what a category filter can offer: every category of the list, not only the page's
    expect(res.body.facets.category).toEqual(['Hardware Systems', 'Storage'])
    const searched = await t.http.get<ListPage<Rec>>('/products?q=inverter&limit=10', t.token)
    expect(slugsOf(searched.body.items)).toEqual(['beta-inverter'])
    expect(searched.body.total).toBe(1)
  })

  it('when a list read names a column, filter or page size it does not have, then 400 says what is allowed', async () => {
    const sort = await t.http.get<Err>('/products?sort=summary', t.token)
    expect(sort.status).toBe(400)
    expect(sort.body.error.fields?.sort).toBe(
      'Sort by one of slug, title, category, price_range, partner, is_featured, is_active, sort_order',
    )
    const filter = await t.http.get<Err>('/products?filter=summary:x', t.token)
    expect(filter.status).toBe(400)
    expect(filter.body.error.fields?.['filter.0']).toMatch(/not "summary"/)
    const status = await t.http.get<Err>('/solutions?filter=status:inactive', t.token)
    expect(status.status).toBe(400)
    const limit = await t.http.get<Err>('/products?limit=5000', t.token)
    expect(limit.status).toBe(400)
    expect(limit.body.error.fields?.limit).toBe('A page holds at most 200 records')
  })
})

describe('bulk actions', () => {
  it('when three products are deactivated, then one commit changes only their is_active lines and names them', async () => {
    await seedProducts(standardProducts)
    const before = await commitCount()
    const res = await t.http.post<BulkResult>(
      '/products/bulk',
      { action: 'deactivate', slugs: ['alpha-battery', 'beta-inverter', 'gamma-meter'] },
      t.token,
    )
    expect(res.status).toBe(200)
    expect(res.body.changed).toEqual(['alpha-battery', 'beta-inverter', 'gamma-meter'])
    expect(await commitCount()).toBe(before + 1)
    expect(await lastMessage()).toBe(
      'products: deactivate "Alpha Battery", "Beta Inverter" and "Gamma Meter"\n\nalpha-battery\nbeta-inverter\ngamma-meter',
    )
    for (const slug of ['alpha-battery', 'beta-inverter', 'gamma-meter'])
      expect(await diffLines(t.api.contentDir, 'HEAD~1', 'HEAD', `products/${slug}.md`)).toEqual([
        '-is_active: true',
        '+is_active: false',
      ])
    // the public no longer sees them
    expect(slugsOf((await t.http.get<Rec[]>('/products')).body)).toEqual(['grid-controller'])
  })

  it('when a bulk action names a record changed since it was loaded, then 409 names it and nothing is written', async () => {
    await seedProducts(standardProducts)
    const alpha = (await t.http.get<Rec>('/products/alpha-battery', t.token)).body
    const beta = (await t.http.get<Rec>('/products/beta-inverter', t.token)).body
    const patched = await t.http.patch(
      '/products/beta-inverter',
      { summary: 'Changed meanwhile.', version: beta.version },
      t.token,
    )
    expect(patched.status).toBe(200)
    const before = { head: await head(), status: await git(t.api.contentDir, 'status', '-s') }
    const res = await t.http.post<Err & { error: { stale: string[] } }>(
      '/products/bulk',
      {
        action: 'feature',
        slugs: ['alpha-battery', 'beta-inverter'],
        versions: { 'alpha-battery': alpha.version, 'beta-inverter': beta.version },
      },
      t.token,
    )
    expect(res.status).toBe(409)
    expect(res.body.error.stale).toEqual(['beta-inverter'])
    expect(res.body.error.message).toMatch(/beta-inverter/)
    expect({ head: await head(), status: await git(t.api.contentDir, 'status', '-s') }).toEqual(
      before,
    )
    expect((await t.http.get<Rec>('/products/alpha-battery', t.token)).body.is_featured).toBe(false)
  })

  it('when records are deleted in bulk, then one commit removes them and each comes back by restore from history', async () => {
    await seedProducts(standardProducts)
    const before = await commitCount()
    const res = await t.http.post<BulkResult>(
      '/products/bulk',
      { action: 'delete', slugs: ['alpha-battery', 'gamma-meter'] },
      t.token,
    )
    expect(res.status).toBe(200)
    expect(await commitCount()).toBe(before + 1)
    expect((await changedFiles()).sort()).toEqual([
      'products/alpha-battery.md',
      'products/gamma-meter.md',
    ])
    expect((await t.http.get('/products/alpha-battery', t.token)).status).toBe(404)
    const beforeDelete = (await git(t.api.contentDir, 'rev-parse', 'HEAD~1')).trim()
    const restored = await t.http.post(
      '/products/alpha-battery/restore',
      { commit: beforeDelete },
      t.token,
    )
    expect(restored.status).toBe(200)
    expect(await readFile(path.join(t.api.contentDir, 'products/alpha-battery.md'), 'utf8')).toBe(
      productText('Alpha Battery', 10),
    )
  })

  it('when a bulk delete names a record another one still uses, then 409 names it and nothing is deleted', async () => {
    const before = await head()
    const res = await t.http.post<Err>(
      '/partners/bulk',
      { action: 'delete', slugs: ['voltline', 'dormant'] },
      t.token,
    )
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(/Voltline \(used by product "Grid Controller"\)/)
    expect(await head()).toBe(before)
    expect((await t.http.get('/partners/dormant', t.token)).status).toBe(200)
  })

  it('when a bulk action is not one the collection has, or names nobody, then 400 and nothing is written', async () => {
    const before = await head()
    const noFlag = await t.http.post<Err>(
      '/solutions/bulk',
      { action: 'deactivate', slugs: ['energy-systems'] },
      t.token,
    )
    expect(noFlag.status).toBe(400)
    expect(noFlag.body.error.fields?.action).toMatch(/has no is_active/)
    const empty = await t.http.post<Err>(
      '/products/bulk',
      { action: 'feature', slugs: [] },
      t.token,
    )
    expect(empty.status).toBe(400)
    const twice = await t.http.post<Err>(
      '/products/bulk',
      { action: 'feature', slugs: ['grid-controller', 'grid-controller'] },
      t.token,
    )
    expect(twice.status).toBe(400)
    expect(await head()).toBe(before)
  })

  it('when a signed-out visitor asks for a bulk action, then 401', async () => {
    const res = await t.http.post('/products/bulk', {
      action: 'delete',
      slugs: ['grid-controller'],
    })
    expect(res.status).toBe(401)
  })
})

describe('order by hand', () => {
  it('when the order is set, then one commit changes only the sort_order lines of the records that moved', async () => {
    await seedProducts(standardProducts)
    // present order: grid-controller (1), alpha (10), beta (20), gamma (30)
    const res = await t.http.put<BulkResult>(
      '/products/order',
      { slugs: ['grid-controller', 'gamma-meter', 'alpha-battery', 'beta-inverter'] },
      t.token,
    )
    expect(res.status).toBe(200)
    expect(res.body.changed.sort()).toEqual(['alpha-battery', 'beta-inverter', 'gamma-meter'])
    expect((await changedFiles()).sort()).toEqual([
      'products/alpha-battery.md',
      'products/beta-inverter.md',
      'products/gamma-meter.md',
    ])
    expect(await diffLines(t.api.contentDir, 'HEAD~1', 'HEAD', 'products/gamma-meter.md')).toEqual([
      '-sort_order: 30',
      '+sort_order: 10',
    ])
    expect(
      await diffLines(t.api.contentDir, 'HEAD~1', 'HEAD', 'products/alpha-battery.md'),
    ).toEqual(['-sort_order: 10', '+sort_order: 20'])
    expect(await lastMessage()).toBe(
      'products: reorder "Gamma Meter", "Alpha Battery" and "Beta Inverter"\n\ngamma-meter\nalpha-battery\nbeta-inverter',
    )
    expect(slugsOf((await t.http.get<Rec[]>('/products')).body)).toEqual([
      'grid-controller',
      'gamma-meter',
      'alpha-battery',
      'beta-inverter',
    ])
  })

  it('when a contiguous run is reordered, then only its records move', async () => {
    await seedProducts(standardProducts)
    const res = await t.http.put<BulkResult>(
      '/products/order',
      { slugs: ['beta-inverter', 'alpha-battery'] },
      t.token,
    )
    expect(res.status).toBe(200)
    expect(res.body.changed.sort()).toEqual(['alpha-battery', 'beta-inverter'])
    expect(slugsOf((await t.http.get<Rec[]>('/products')).body)).toEqual([
      'grid-controller',
      'beta-inverter',
      'alpha-battery',
      'gamma-meter',
    ])
  })

  it('when the sort orders tie, then the collection is numbered in tens and only the changed lines are written', async () => {
    await seedProducts([
      ['alpha-battery', 'Alpha Battery', 5],
      ['beta-inverter', 'Beta Inverter', 5],
    ])
    const res = await t.http.put<BulkResult>(
      '/products/order',
      { slugs: ['beta-inverter', 'alpha-battery'] },
      t.token,
    )
    expect(res.status).toBe(200)
    // grid-controller 1 -> 10, beta 5 -> 20, alpha 5 -> 30
    expect(
      await diffLines(t.api.contentDir, 'HEAD~1', 'HEAD', 'products/beta-inverter.md'),
    ).toEqual(['-sort_order: 5', '+sort_order: 20'])
    expect(slugsOf((await t.http.get<Rec[]>('/products')).body)).toEqual([
      'grid-controller',
      'beta-inverter',
      'alpha-battery',
    ])
  })

  it('when the order names records that do not stand together, or a stale version, then nothing is written', async () => {
    await seedProducts(standardProducts)
    const before = await head()
    const gap = await t.http.put<Err>(
      '/products/order',
      { slugs: ['gamma-meter', 'grid-controller'] },
      t.token,
    )
    expect(gap.status).toBe(400)
    expect(gap.body.error.fields?.slugs).toMatch(/stand together/)
    const alpha = (await t.http.get<Rec>('/products/alpha-battery', t.token)).body
    await t.http.patch(
      '/products/alpha-battery',
      { summary: 'New.', version: alpha.version },
      t.token,
    )
    const afterPatch = await head()
    const stale = await t.http.put<Err & { error: { stale: string[] } }>(
      '/products/order',
      { slugs: ['beta-inverter', 'alpha-battery'], versions: { 'alpha-battery': alpha.version } },
      t.token,
    )
    expect(stale.status).toBe(409)
    expect(stale.body.error.stale).toEqual(['alpha-battery'])
    expect(afterPatch).not.toBe(before)
    expect(await head()).toBe(afterPatch)
  })

  it("when a solution's children are reordered, then one commit changes only its children lines", async () => {
    await writeFile(
      path.join(t.api.contentDir, 'solutions/energy-storage.md'),
      '---\ntitle: Energy Storage\ndescription: Batteries.\n---\n\nStorage.\n',
    )
    await t.api.store.reload('solutions/energy-storage.md')
    const current = (await t.http.get<Rec>('/solutions/energy-systems', t.token)).body
    const withTwo = await t.http.patch(
      '/solutions/energy-systems',
      { children: ['software-platforms', 'energy-storage'], version: current.version },
      t.token,
    )
    expect(withTwo.status).toBe(200)
    const res = await t.http.put<BulkResult>(
      '/solutions/order',
      { parent: 'energy-systems', slugs: ['energy-storage', 'software-platforms'] },
      t.token,
    )
    expect(res.status).toBe(200)
    expect(res.body.changed).toEqual(['energy-systems'])
    expect(await changedFiles()).toEqual(['solutions/energy-systems.md'])
    // git shows the move as one child line out and in: nothing else of the file changed
    const diff = await diffLines(t.api.contentDir, 'HEAD~1', 'HEAD', 'solutions/energy-systems.md')
    expect(diff.length).toBeGreaterThan(0)
    for (const line of diff) expect(line).toMatch(/^[-+] {2}- (energy-storage|software-platforms)$/)
    const children = (await t.http.get<Rec>('/solutions/energy-systems')).body.children as Array<{
      slug: string
    }>
    expect(children.map((c) => c.slug)).toEqual(['energy-storage', 'software-platforms'])
  })
})

describe('saved list views', () => {
  it('when a user saves named views, then they read back for that user only, and a second user has none', async () => {
    const views = [
      {
        name: 'Inactive storage',
        collection: 'products',
        query: 'status=inactive&category=Storage',
      },
      { name: 'By title', collection: 'solutions', query: 'sort=title&order=desc' },
    ]
    const put = await t.http.put('/auth/list-views', { views }, t.token)
    expect(put.status).toBe(200)
    expect((await t.http.get('/auth/list-views', t.token)).body).toEqual({ views })
    expect((await t.http.post('/users', TEST_EDITOR, t.token)).status).toBe(201)
    const other = await t.api.login(TEST_EDITOR.email, TEST_EDITOR.password)
    expect((await t.http.get('/auth/list-views', other)).body).toEqual({ views: [] })
  })

  it('when the views are too many, nameless, twice named or not a query string, then 400 names the fault and nothing is stored', async () => {
    const view = (i: number) => ({ name: `View ${i}`, collection: 'products', query: 'sort=title' })
    const tooMany = await t.http.put<Err>(
      '/auth/list-views',
      { views: Array.from({ length: 51 }, (_, i) => view(i)) },
      t.token,
    )
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error.fields?.views).toBe('At most 50 saved views')
    const bad = [
      [{ ...view(1), name: ' ' }, 'views.0.name'],
      [{ ...view(1), collection: 'widgets' }, 'views.0.collection'],
      [{ ...view(1), query: '?sort=title#x' }, 'views.0.query'],
    ] as const
    for (const [v, field] of bad) {
      const res = await t.http.put<Err>('/auth/list-views', { views: [v] }, t.token)
      expect(res.status).toBe(400)
      expect(Object.keys(res.body.error.fields ?? {})).toEqual([field])
    }
    const twice = await t.http.put<Err>('/auth/list-views', { views: [view(1), view(1)] }, t.token)
    expect(twice.status).toBe(400)
    expect((await t.http.get('/auth/list-views', t.token)).body).toEqual({ views: [] })
  })
})
