import { ContentApiError } from '@site/contract/client'
import { describe, expect, it, vi } from 'vitest'
import { fakeContext, solution, thrownStatus, unreachable } from '../../test-support/load-context'
import { loadEdit, loadNew, recordDraftAction, saveItem } from './collection.server'
import { listAction, loadList } from './list.server'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }
const V1 = 'a'.repeat(40)
const V2 = 'b'.repeat(40)

const signedIn = (path: string, init: RequestInit = {}) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    ...init,
    headers: { cookie: '__session=tok1', ...init.headers },
  })
const signedOut = (path: string, init: RequestInit = {}) =>
  new Request(`http://127.0.0.1:3000${path}`, init)

const notSignedIn = () => Promise.reject(new ContentApiError(401, 'unauthorized', 'no session'))

const partner = { slug: 'voltline', version: V1, name: 'Voltline', logo: 'media/v.png' }
const sector = { slug: 'energy', version: V1, title: 'Energy' }
const product = {
  slug: 'grid-controller',
  version: V1,
  title: 'Grid Controller',
  summary: 'A controller.',
  description: '',
  image: '',
  datasheet: '',
  category: '',
  price_range: '',
  specifications: [{ name: 'Inputs', value: '16' }],
  partner: 'voltline',
  is_featured: false,
  is_active: true,
  sort_order: 1,
}

/** A fake typed client whose collection calls the test provides. */
function ctx(api: Record<string, unknown>, me: () => Promise<unknown> = async () => editor) {
  return fakeContext({ me, drafts: { get: noDraft }, ...api })
}

const noDraft = () => Promise.reject(new ContentApiError(404, 'not_found', 'There is no draft'))

/** A product form as the editor posts it. */
function productForm(overrides: Record<string, string> = {}): URLSearchParams {
  const form = new URLSearchParams({
    title: 'Grid Controller',
    summary: 'A controller.',
    'specifications.name': 'Inputs',
    'specifications.value': '16',
    partner: 'voltline',
    is_active: 'on',
    sort_order: '1',
    version: V1,
    ...overrides,
  })
  return form
}

/** What an action returned: data(body, init) for failures, a Response for redirects. */
function result(value: unknown) {
  if (value instanceof Response)
    return {
      status: value.status,
      location: value.headers.get('location'),
      body: {} as Record<string, unknown>,
    }
  const init = (value as { init?: { status?: number } }).init
  const body = (value as { data?: unknown }).data ?? value
  return { status: init?.status ?? 200, location: null, body: body as Record<string, unknown> }
}

describe('collection list loader', () => {
  it('when an editor opens /admin/products with a view in the URL, then content-api is asked for that page of it', async () => {
    const page = vi.fn(async () => ({
      items: [product],
      total: 1,
      page: 2,
      limit: 50,
      facets: { category: ['Storage'] },
    }))
    const out = await loadList(
      signedIn('/admin/products?sort=title&order=desc&status=inactive&category=Storage&page=2'),
      ctx({
        products: { page },
        listViews: async () => [
          { name: 'Mine', collection: 'products', query: 'sort=title' },
          { name: 'Elsewhere', collection: 'solutions', query: '' },
        ],
      }),
      { collection: 'products' },
    )
    expect(page).toHaveBeenCalledWith({
      sort: 'title',
      order: 'desc',
      filter: ['status:inactive', 'category:Storage'],
      q: '',
      page: 2,
      limit: 50,
    })
    expect(out).toEqual({
      collection: 'products',
      records: [product],
      total: 1,
      facets: { category: ['Storage'] },
      views: [{ name: 'Mine', query: 'sort=title' }],
      error: null,
    })
  })

  it('when the collection does not exist, then 404', async () => {
    expect(
      await thrownStatus(loadList(signedIn('/admin/widgets'), ctx({}), { collection: 'widgets' })),
    ).toBe(404)
  })

  it('when nobody is signed in, then it redirects to the login and lists nothing', async () => {
    const page = vi.fn()
    try {
      await loadList(signedOut('/admin/products'), ctx({ products: { page } }), {
        collection: 'products',
      })
      expect.unreachable()
    } catch (error) {
      expect((error as Response).status).toBe(302)
      expect((error as Response).headers.get('location')).toBe(
        '/admin/login?redirectTo=%2Fadmin%2Fproducts',
      )
    }
    expect(page).not.toHaveBeenCalled()
  })

  it('when content-api is down, then the page shows the error in place of the list (Retry)', async () => {
    const out = await loadList(
      signedIn('/admin/sectors'),
      // saved views answer: the list's own read is what fails (an unprovided listViews threw
      // first, and the page's rejection was left unhandled)
      ctx({ sectors: { page: unreachable }, listViews: async () => [] }),
      { collection: 'sectors' },
    )
    expect(out.records).toEqual([])
    expect(out.error).toMatch(/./)
  })
})

describe('collection edit loader', () => {
  it('when a product is opened, then it comes with the partners to choose from', async () => {
    const out = await loadEdit(
      signedIn('/admin/products/grid-controller'),
      ctx({
        products: { get: async () => product },
        partners: { list: async () => [partner] },
        sectors: { list: async () => [sector] },
      }),
      { collection: 'products', slug: 'grid-controller' },
    )
    expect(out.record).toEqual(product)
    expect(out.references).toEqual({
      partner: [{ slug: 'voltline', title: 'Voltline' }],
      sectors: [{ slug: 'energy', title: 'Energy' }],
    })
  })

  it('when a product is opened, then its content checks come with it; when they cannot be read, then it opens without them', async () => {
    const problem = { field: 'description', message: 'Line 1: link to /x: there is no page' }
    const itemChecks = vi.fn(async () => [problem])
    const api = {
      products: { get: async () => product },
      partners: { list: async () => [partner] },
      sectors: { list: async () => [sector] },
    }
    const params = { collection: 'products', slug: 'grid-controller' }
    const out = await loadEdit(
      signedIn('/admin/products/grid-controller'),
      ctx({ ...api, itemChecks }),
      params,
    )
    expect(out.checks).toEqual([problem])
    expect(itemChecks).toHaveBeenCalledWith('products/grid-controller', { draft: false })
    const down = await loadEdit(
      signedIn('/admin/products/grid-controller'),
      ctx({ ...api, itemChecks: unreachable }),
      params,
    )
    expect(down.checks).toBeNull()
    expect(down.record).toEqual(product)
  })

  it('when a solution is opened, then it is not offered as its own child', async () => {
    const out = await loadEdit(
      signedIn('/admin/solutions/energy'),
      ctx({
        solutions: {
          get: async () => solution('energy'),
          list: async () => [solution('energy'), solution('solar')],
        },
      }),
      { collection: 'solutions', slug: 'energy' },
    )
    expect(out.references.children).toEqual([{ slug: 'solar', title: 'solar' }])
  })

  it('when the record does not exist, then 404', async () => {
    const ctx404 = ctx({ products: { get: async () => null } })
    expect(
      await thrownStatus(
        loadEdit(signedIn('/admin/products/nope'), ctx404, {
          collection: 'products',
          slug: 'nope',
        }),
      ),
    ).toBe(404)
  })

  it('when content-api is down, then 503 with a message', async () => {
    expect(
      await thrownStatus(
        loadEdit(signedIn('/admin/products/x'), ctx({ products: { get: unreachable } }), {
          collection: 'products',
          slug: 'x',
        }),
      ),
    ).toBe(503)
  })

  it('when a new record is started, then the reference options come too', async () => {
    const out = await loadNew(
      signedIn('/admin/products/new'),
      ctx({ partners: { list: async () => [partner] }, sectors: { list: async () => [sector] } }),
      { collection: 'products' },
    )
    expect(out.references.partner).toHaveLength(1)
  })
})

describe('collection save action', () => {
  const post = (path: string, form: URLSearchParams, signed = true) =>
    (signed ? signedIn : signedOut)(path, { method: 'POST', body: form })

  it('when a valid edit is saved, then the parsed record goes to content-api and the editor reopens with Saved and the merged fields', async () => {
    const update = vi.fn(async () => ({ ...product, merged_fields: ['category'] }))
    const out = result(
      await saveItem(
        post('/admin/products/grid-controller', productForm({ title: ' New title ' })),
        ctx({ products: { update } }),
        { collection: 'products', slug: 'grid-controller' },
      ),
    )
    expect(out.status).toBe(302)
    expect(out.location).toBe('/admin/products/grid-controller?saved=1&merged=category')
    expect(update).toHaveBeenCalledWith(
      'grid-controller',
      expect.objectContaining({
        title: 'New title',
        specifications: [{ name: 'Inputs', value: '16' }],
        is_active: true,
        is_featured: false,
        sort_order: 1,
        version: V1,
      }),
    )
  })

  it('when the Arabic version is saved, then only the translatable fields go, under ar, by PATCH', async () => {
    const patch = vi.fn(async () => ({ ...product, merged_fields: [] }))
    const update = vi.fn()
    const form = new URLSearchParams({
      title: 'وحدة تحكم الشبكة',
      summary: '',
      version: V1,
      // a shared field sent by a tampered form is not part of the Arabic form: ignored
      sort_order: 'x',
    })
    const out = result(
      await saveItem(
        post('/admin/products/grid-controller?lang=ar', form),
        ctx({ products: { patch, update } }),
        { collection: 'products', slug: 'grid-controller' },
      ),
    )
    expect(out.status).toBe(302)
    expect(update).not.toHaveBeenCalled()
    const [slug, body] = patch.mock.calls[0] as unknown as [string, Record<string, unknown>]
    expect(slug).toBe('grid-controller')
    expect(body.version).toBe(V1)
    expect(Object.keys(body).sort()).toEqual(['ar', 'version'])
    expect(body.ar).toMatchObject({ title: 'وحدة تحكم الشبكة' })
    expect(body.ar).not.toHaveProperty('sort_order')
  })

  it("when a product's Arabic specifications and price are saved, then the rows go under ar as pairs", async () => {
    const patch = vi.fn(async () => ({ ...product, merged_fields: [] }))
    const form = new URLSearchParams([
      ['version', V1],
      ['price_range', 'عند الطلب'],
      ['specifications.name', 'المداخل'],
      ['specifications.value', '16 مدخلاً رقمياً'],
      // an empty row the editor left is dropped, as in English
      ['specifications.name', ''],
      ['specifications.value', ''],
    ])
    const out = result(
      await saveItem(
        post('/admin/products/grid-controller?lang=ar', form),
        ctx({ products: { patch, update: vi.fn() } }),
        { collection: 'products', slug: 'grid-controller' },
      ),
    )
    expect(out.status).toBe(302)
    const [, body] = patch.mock.calls[0] as unknown as [string, Record<string, unknown>]
    expect(body.ar).toMatchObject({
      price_range: 'عند الطلب',
      specifications: [{ name: 'المداخل', value: '16 مدخلاً رقمياً' }],
    })
  })

  it('when the translator confirms outdated Arabic still fits, then confirm goes with the save under Arabic', async () => {
    const patch = vi.fn(async () => ({ ...product, merged_fields: [] }))
    const form = new URLSearchParams({ title: 'وحدة', version: V1 })
    form.append('confirm_ar', 'summary')
    const out = result(
      await saveItem(
        post('/admin/products/grid-controller?lang=ar', form),
        ctx({ products: { patch } }),
        { collection: 'products', slug: 'grid-controller' },
      ),
    )
    expect(out.status).toBe(302)
    const [, body] = patch.mock.calls[0] as unknown as [string, Record<string, unknown>]
    expect(body.confirm).toEqual({ ar: ['summary'] })
    expect(body.ar).toMatchObject({ title: 'وحدة' })
  })

  it('when content-api refuses an Arabic field, then 400 shows it on that field of the Arabic form', async () => {
    const patch = () =>
      Promise.reject(new ContentApiError(400, 'invalid', 'bad', { 'ar.title': 'Too long' }))
    const out = result(
      await saveItem(
        post('/admin/products/grid-controller?lang=ar', new URLSearchParams({ version: V1 })),
        ctx({ products: { patch } }),
        { collection: 'products', slug: 'grid-controller' },
      ),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toEqual({ title: 'Too long' })
  })

  it('when the Arabic editor is opened, then the loader says so', async () => {
    const out = await loadEdit(
      signedIn('/admin/products/grid-controller?lang=ar'),
      ctx({
        products: { get: async () => product },
        partners: { list: async () => [partner] },
        sectors: { list: async () => [sector] },
      }),
      { collection: 'products', slug: 'grid-controller' },
    )
    expect(out.lang).toBe('ar')
    expect(out.translationChanges).toEqual([])
  })

  it('when the Arabic editor of a record with outdated translations is opened, then the English changes come with it', async () => {
    const change = { lang: 'ar', field: 'summary', was: 'Old.', now: 'New.', translation: 'قديم.' }
    const french = { ...change, lang: 'fr', translation: 'Ancien.' }
    const translationChanges = vi.fn(async () => [change, french])
    const out = await loadEdit(
      signedIn('/admin/products/grid-controller?lang=ar'),
      ctx({
        products: {
          get: async () => ({ ...product, outdated: { ar: ['summary'], fr: ['summary'] } }),
        },
        partners: { list: async () => [partner] },
        sectors: { list: async () => [] },
        translationChanges,
      }),
      { collection: 'products', slug: 'grid-controller' },
    )
    expect(translationChanges).toHaveBeenCalledWith('products', 'grid-controller')
    expect(out.translationChanges).toEqual([change])
  })

  it('when a new record is created, then content-api makes the slug and its editor opens with Saved', async () => {
    const create = vi.fn(async () => ({ ...product, slug: 'new-thing' }))
    const form = productForm({ title: 'New Thing' })
    form.delete('version')
    const out = result(
      await saveItem(post('/admin/products/new', form), ctx({ products: { create } }), {
        collection: 'products',
      }),
    )
    expect(out.location).toBe('/admin/products/new-thing?saved=1')
    expect(create).toHaveBeenCalledWith(expect.not.objectContaining({ version: expect.anything() }))
  })

  it('when fields break the rules, then 400 with each error, the typed values kept and nothing sent', async () => {
    const update = vi.fn()
    const out = result(
      await saveItem(
        post('/admin/products/grid-controller', productForm({ title: '', sort_order: 'x' })),
        ctx({ products: { update } }),
        { collection: 'products', slug: 'grid-controller' },
      ),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toMatchObject({
      title: 'Title is required',
      sort_order: 'Enter a whole number, such as 0 or 10',
    })
    expect((out.body.values as { fields: { sort_order: string } }).fields.sort_order).toBe('x')
    expect(update).not.toHaveBeenCalled()
  })

  it('when the session has ended, then 401 and the form is kept (no redirect)', async () => {
    const out = result(
      await saveItem(post('/admin/products/grid-controller', productForm(), false), ctx({}), {
        collection: 'products',
        slug: 'grid-controller',
      }),
    )
    expect(out.status).toBe(401)
    expect(out.body.sessionEnded).toBe(true)
  })

  it('when content-api refuses the session at save time, then 401 too', async () => {
    const out = result(
      await saveItem(post('/admin/products/grid-controller', productForm()), ctx({}, notSignedIn), {
        collection: 'products',
        slug: 'grid-controller',
      }),
    )
    expect(out.status).toBe(401)
  })

  it('when content-api answers 400 per field, then those errors show on their fields', async () => {
    const update = () =>
      Promise.reject(new ContentApiError(400, 'invalid', 'bad', { partner: 'No such partner' }))
    const out = result(
      await saveItem(
        post('/admin/products/grid-controller', productForm()),
        ctx({ products: { update } }),
        { collection: 'products', slug: 'grid-controller' },
      ),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toEqual({ partner: 'No such partner' })
  })

  it('when another editor changed the same field, then 409 with the current record to merge against', async () => {
    const current = { ...product, version: V2, title: 'Theirs' }
    const update = () =>
      Promise.reject(new ContentApiError(409, 'conflict', 'changed', {}, { error: { current } }))
    const out = result(
      await saveItem(
        post('/admin/products/grid-controller', productForm({ title: 'Mine' })),
        ctx({ products: { update } }),
        { collection: 'products', slug: 'grid-controller' },
      ),
    )
    expect(out.status).toBe(409)
    expect(out.body.current).toEqual(current)
    expect(out.body.formError).toMatch(/changed by someone else/)
  })

  it('when the file on disk is invalid (409 of another kind), then its message is shown, no merge offered', async () => {
    const update = () => Promise.reject(new ContentApiError(409, 'invalid_file', 'File is broken'))
    const out = result(
      await saveItem(
        post('/admin/products/grid-controller', productForm()),
        ctx({ products: { update } }),
        { collection: 'products', slug: 'grid-controller' },
      ),
    )
    expect(out.status).toBe(409)
    expect(out.body.formError).toBe('File is broken')
    expect(out.body.current).toBeUndefined()
  })

  it('when content-api is down, then 503 and the form is kept', async () => {
    const out = result(
      await saveItem(
        post('/admin/products/grid-controller', productForm()),
        ctx({ products: { update: unreachable } }),
        { collection: 'products', slug: 'grid-controller' },
      ),
    )
    expect(out.status).toBe(503)
    expect(out.body.values).toBeDefined()
  })

  it('when the collection does not exist, then 404', async () => {
    expect(
      await thrownStatus(
        saveItem(post('/admin/widgets/x', productForm()), ctx({}), { collection: 'widgets' }),
      ),
    ).toBe(404)
  })
})

describe('collection list actions', () => {
  const post = (fields: Array<[string, string]>, signed = true) =>
    (signed ? signedIn : signedOut)('/admin/partners', {
      method: 'POST',
      body: new URLSearchParams(fields),
    })

  it('when a record is deleted, then content-api deletes that version', async () => {
    const remove = vi.fn(async () => undefined)
    const out = result(
      await listAction(
        post([
          ['intent', 'delete'],
          ['slug', 'voltline'],
          ['version', V1],
          ['title', 'Voltline'],
        ]),
        ctx({ partners: { remove } }),
        { collection: 'partners' },
      ),
    )
    expect(out.body).toEqual({ ok: true, message: 'Deleted "Voltline".' })
    expect(remove).toHaveBeenCalledWith('voltline', V1)
  })

  it('when others still refer to it, then 409 names them', async () => {
    const referrers = [
      { collection: 'products', slug: 'grid-controller', title: 'Grid Controller' },
    ]
    const remove = () =>
      Promise.reject(
        new ContentApiError(
          409,
          'referenced',
          'Still used by product "Grid Controller"; change those first',
          {},
          { error: { referrers } },
        ),
      )
    const out = result(
      await listAction(
        post([
          ['intent', 'delete'],
          ['slug', 'voltline'],
        ]),
        ctx({ partners: { remove } }),
        { collection: 'partners' },
      ),
    )
    expect(out.status).toBe(409)
    expect(out.body.message).toMatch(/Grid Controller/)
    expect(out.body.referrers).toEqual(referrers)
  })

  it('when nobody is signed in, then 401 and nothing is deleted', async () => {
    const remove = vi.fn()
    const out = result(
      await listAction(
        post(
          [
            ['intent', 'delete'],
            ['slug', 'voltline'],
          ],
          false,
        ),
        ctx({ partners: { remove } }),
        {
          collection: 'partners',
        },
      ),
    )
    expect(out.status).toBe(401)
    expect(remove).not.toHaveBeenCalled()
  })

  it('when the order is saved, then content-api gets the whole order with the versions loaded, as one request', async () => {
    const order = vi.fn(async () => ({ changed: ['c', 'b'] }))
    const out = result(
      await listAction(
        post([
          ['intent', 'reorder'],
          ['order', 'a'],
          ['order', 'c'],
          ['order', 'b'],
          ['version:a', V1],
          ['version:c', V1],
          ['version:b', V1],
        ]),
        ctx({ partners: { order } }),
        { collection: 'partners' },
      ),
    )
    expect(out.body).toEqual({ ok: true, message: 'Order saved.' })
    expect(order.mock.calls).toEqual([
      [{ slugs: ['a', 'c', 'b'], versions: { a: V1, c: V1, b: V1 } }],
    ])
  })

  it('when three selected rows are deactivated, then one bulk request names them with their versions', async () => {
    const bulk = vi.fn(async () => ({ changed: ['a', 'b', 'c'] }))
    const out = result(
      await listAction(
        post([
          ['intent', 'bulk'],
          ['action', 'deactivate'],
          ...(['a', 'b', 'c'].flatMap((slug) => [
            ['slug', slug],
            [`version:${slug}`, V1],
          ]) as Array<[string, string]>),
        ]),
        ctx({ partners: { bulk } }),
        { collection: 'partners' },
      ),
    )
    expect(out.body).toEqual({ ok: true, message: 'Deactivated 3 partners.' })
    expect(bulk.mock.calls).toEqual([
      [{ action: 'deactivate', slugs: ['a', 'b', 'c'], versions: { a: V1, b: V1, c: V1 } }],
    ])
  })

  it('when "all matching" is deleted, then the records the view matches now are read and deleted in one request', async () => {
    const matching = vi.fn(async () => [{ slug: 'x' }, { slug: 'y' }])
    const bulk = vi.fn(async () => ({ changed: ['x', 'y'] }))
    const out = result(
      await listAction(
        post([
          ['intent', 'bulk'],
          ['action', 'delete'],
          ['all', '1'],
          ['view', 'status=inactive&q=old&page=3'],
        ]),
        ctx({ partners: { matching, bulk } }),
        { collection: 'partners' },
      ),
    )
    expect(out.body).toEqual({ ok: true, message: 'Deleted 2 partners.' })
    expect(matching).toHaveBeenCalledWith({
      sort: null,
      order: 'asc',
      filter: ['status:inactive'],
      q: 'old',
    })
    expect(bulk.mock.calls).toEqual([[{ action: 'delete', slugs: ['x', 'y'] }]])
  })

  it('when a view is saved under a name it already has, then that view is replaced and the others kept', async () => {
    const listViews = async () => [
      { name: 'Mine', collection: 'partners', query: 'sort=name' },
      { name: 'Mine', collection: 'products', query: 'sort=title' },
    ]
    const setListViews = vi.fn(async (views: unknown[]) => views)
    const out = result(
      await listAction(
        post([
          ['intent', 'save-view'],
          ['name', ' Mine '],
          ['query', 'status=inactive'],
        ]),
        ctx({ partners: {}, listViews, setListViews }),
        { collection: 'partners' },
      ),
    )
    expect(out.body).toEqual({ ok: true, message: 'Saved the view "Mine".' })
    expect(setListViews.mock.calls).toEqual([
      [
        [
          { name: 'Mine', collection: 'products', query: 'sort=title' },
          { name: 'Mine', collection: 'partners', query: 'status=inactive' },
        ],
      ],
    ])
  })

  it('when a bulk action meets a record changed since, then the 409 is shown and nothing is said done', async () => {
    const bulk = vi.fn(async () => {
      throw new ContentApiError(
        409,
        'conflict',
        'Changed by someone else since you loaded them: b. Nothing was changed.',
        {},
      )
    })
    const out = result(
      await listAction(
        post([
          ['intent', 'bulk'],
          ['action', 'feature'],
          ['slug', 'b'],
          ['version:b', V1],
        ]),
        ctx({ partners: { bulk } }),
        { collection: 'partners' },
      ),
    )
    expect(out.status).toBe(409)
    expect(out.body).toMatchObject({ ok: false, message: expect.stringMatching(/: b\./) })
  })

  it.each([
    ['an unknown intent', [['intent', 'explode']]],
    ['a delete without a slug', [['intent', 'delete']]],
    ['a reorder without an order', [['intent', 'reorder']]],
  ] as Array<[string, Array<[string, string]>]>)(
    'when %s is posted, then 400',
    async (_w, fields) => {
      const out = result(
        await listAction(post(fields), ctx({ partners: {} }), { collection: 'partners' }),
      )
      expect(out.status).toBe(400)
    },
  )
})

describe('record editor with drafts', () => {
  const admin = { ...editor, id: 'u2', email: 'a@example.com', role: 'admin' }
  const meta = {
    target: 'products/grid-controller',
    branch: 'drafts/products/grid-controller',
    status: 'review',
    publishAt: null,
    base: 'c0',
    tip: 'c1',
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-21T08:00:00Z',
    createdBy: { name: 'Edith', email: 'e@example.com' },
    authors: [{ name: 'Edith', email: 'e@example.com' }],
    files: ['products/grid-controller.json'],
  }
  const drafted = { ...product, version: V2, title: 'Grid Controller 2' }
  const references = {
    partners: { list: async () => [partner] },
    sectors: { list: async () => [sector] },
  }
  const open = (
    api: Record<string, unknown>,
    me?: () => Promise<unknown>,
    publishMode?: 'editorial',
  ) => {
    const context = ctx({ ...references, ...api }, me)
    if (publishMode) context.config.publishMode = publishMode
    return loadEdit(signedIn('/admin/products/grid-controller'), context, {
      collection: 'products',
      slug: 'grid-controller',
    })
  }

  it('when the product has a draft, then the editor loads the draft with the published version beside it, and offers no direct save', async () => {
    const out = await open({
      products: { get: async () => product },
      drafts: {
        get: async () => ({ ...meta, item: drafted, published: true }),
        shares: async () => [],
      },
    })
    expect(out.record).toEqual(drafted)
    expect(out.drafting).toEqual({
      draft: meta,
      published: product,
      draftVersion: V2,
      admin: false,
      directSave: false,
      canDraft: true,
      canDiscard: true,
      shares: [],
    })
  })

  it('when the product has no draft (404), then the published record is edited and a draft would start from its version', async () => {
    const out = await open({ products: { get: async () => product } })
    expect(out.record).toEqual(product)
    expect(out.drafting).toMatchObject({ draft: null, published: product, draftVersion: V1 })
  })

  it('when the product exists only as a draft, then the draft is edited and nothing is published', async () => {
    const out = await open({
      products: { get: async () => null },
      drafts: {
        get: async () => ({ ...meta, item: drafted, published: false }),
        shares: async () => [],
      },
    })
    expect(out.record).toEqual(drafted)
    expect(out.drafting).toMatchObject({ published: null, draftVersion: V2 })
  })

  it('when PUBLISH_MODE is editorial, then an editor has no direct save, an admin has', async () => {
    const api = { products: { get: async () => product } }
    expect((await open(api, undefined, 'editorial')).drafting.directSave).toBe(false)
    const asAdmin = (await open(api, async () => admin, 'editorial')).drafting
    expect(asAdmin).toMatchObject({ directSave: true, admin: true })
  })

  it('when another editor began the draft, then an editor may not discard it, an admin may', async () => {
    const other = { ...meta, createdBy: { name: 'Omar', email: 'o@example.com' } }
    const api = {
      products: { get: async () => product },
      drafts: {
        get: async () => ({ ...other, item: drafted, published: true }),
        shares: async () => [],
      },
    }
    expect((await open(api)).drafting.canDiscard).toBe(false)
    expect((await open(api, async () => admin)).drafting.canDiscard).toBe(true)
  })

  it('when reading the draft fails (not a 404), then the page shows the load failure', async () => {
    const status = await thrownStatus(
      open({
        products: { get: async () => product },
        drafts: { get: () => Promise.reject(new ContentApiError(500, 'internal', 'boom')) },
      }),
    )
    expect(status).toBe(502)
  })

  it('when a new product is saved as a draft, then its target is the slug its title makes and the editor opens it', async () => {
    const save = vi.fn(async (_target: string, _body: Record<string, unknown>) => meta)
    const get = vi.fn(async () => ({ ...meta, item: drafted }))
    const form = productForm({ title: 'Solar Inverter X', intent: 'draft-save', version: '' })
    const out = result(
      await recordDraftAction(
        signedIn('/admin/products/new', { method: 'POST', body: form }),
        ctx({ drafts: { save, get } }),
        { collection: 'products' },
      ),
    )
    expect(save.mock.calls[0]?.[0]).toBe('products/solar-inverter-x')
    expect(save.mock.calls[0]?.[1]).not.toHaveProperty('version')
    expect(out).toMatchObject({ status: 302, location: '/admin/products/solar-inverter-x' })
  })

  it("when a new draft's address is taken, then 409 says to change the title", async () => {
    const save = vi.fn(() =>
      Promise.reject(
        new ContentApiError(409, 'conflict', 'changed', {}, { error: { code: 'conflict' } }),
      ),
    )
    const out = result(
      await recordDraftAction(
        signedIn('/admin/products/new', {
          method: 'POST',
          body: productForm({ intent: 'draft-save', version: '' }),
        }),
        ctx({ drafts: { save } }),
        { collection: 'products' },
      ),
    )
    expect(out.status).toBe(409)
    expect(out.body.message).toMatch(/already exists or is being drafted\. Change the title/)
  })

  it('when an edited product is saved as a draft, then the draft version goes with its fields', async () => {
    const save = vi.fn(async () => meta)
    const get = vi.fn(async () => ({ ...meta, item: { ...drafted, version: 'c'.repeat(40) } }))
    const out = result(
      await recordDraftAction(
        signedIn('/admin/products/grid-controller', {
          method: 'POST',
          body: productForm({ intent: 'draft-save', draft_version: V2 }),
        }),
        ctx({ drafts: { save, get } }),
        { collection: 'products', slug: 'grid-controller' },
      ),
    )
    expect(save).toHaveBeenCalledWith(
      'products/grid-controller',
      expect.objectContaining({ title: 'Grid Controller', version: V2 }),
    )
    expect(out.body).toMatchObject({ ok: true, version: 'c'.repeat(40) })
  })

  it('when an admin publishes from the editor, then the list shows the product saved', async () => {
    const publish = vi.fn(async () => ({ item: product, commit: 'c2' }))
    await expect(
      recordDraftAction(
        signedIn('/admin/products/grid-controller', {
          method: 'POST',
          body: new URLSearchParams({ intent: 'draft-publish' }),
        }),
        ctx({ drafts: { publish } }, async () => admin),
        { collection: 'products', slug: 'grid-controller' },
      ),
    ).rejects.toSatisfy(
      (r: Response) => r.headers.get('location') === '/admin/products?saved=grid-controller',
    )
  })
})
