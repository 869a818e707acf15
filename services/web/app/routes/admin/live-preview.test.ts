import { ContentApiError } from '@site/contract/client'
import { describe, expect, it, vi } from 'vitest'
import { fakeContext, unreachable } from '../../test-support/load-context'
import type { Route } from './+types/live-preview'
import { action, loader } from './live-preview'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }
const V1 = 'a'.repeat(40)

/** The product editor's form as the browser sends it, plus what the live preview adds. */
function productForm(extra: Record<string, string> = {}) {
  return new URLSearchParams({
    title: 'Grid Controller Mk II',
    summary: 'A controller.',
    'specifications.name': 'Inputs',
    'specifications.value': '16',
    partner: 'voltline',
    is_active: 'on',
    sort_order: '1',
    version: V1,
    draft_version: V1,
    _live_target: 'products/grid-controller',
    ...extra,
  })
}

function post(body: URLSearchParams, headers: Record<string, string> = {}) {
  return new Request('http://127.0.0.1:3000/admin/live-preview', {
    method: 'POST',
    headers: {
      cookie: '__session=tok1',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body,
  })
}

async function run(request: Request, api: Record<string, unknown>) {
  const res = (await action({
    request,
    context: fakeContext({ me: async () => editor, ...api }),
    params: {},
  } as unknown as Route.ActionArgs)) as Response
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: (await res.json()) as Record<string, unknown>,
  }
}

const liveAnswers = (id = 'live-1') =>
  vi.fn(async (_target: string, _body: Record<string, unknown>, _live?: string) => ({ id }))

describe('the live preview route', () => {
  it("when an editor's product form comes, then its unsaved fields go to content-api (no version) and the preview's address comes back", async () => {
    const live = liveAnswers()
    const out = await run(post(productForm()), { drafts: { live } })
    expect(out.status).toBe(200)
    expect(out.cacheControl).toBe('no-store')
    expect(out.body).toEqual({
      ok: true,
      id: 'live-1',
      target: 'products/grid-controller',
      url: '/preview/products/grid-controller?live=live-1',
    })
    const [target, body, previous] = live.mock.calls[0] ?? []
    expect(target).toBe('products/grid-controller')
    expect(body).toMatchObject({ title: 'Grid Controller Mk II', summary: 'A controller.' })
    expect(body).not.toHaveProperty('version')
    expect(body).not.toHaveProperty('_live_target')
    expect(previous).toBeUndefined()
  })

  it('when the live id of the last update comes along, then it is passed on to continue that preview', async () => {
    const live = liveAnswers('live-1')
    await run(post(productForm({ _live_id: 'live-1' })), { drafts: { live } })
    expect(live.mock.calls[0]?.[2]).toBe('live-1')
  })

  it("when a new record's form comes (the collection only), then the target is the slug its title makes", async () => {
    const live = liveAnswers('n1')
    const out = await run(
      post(productForm({ _live_target: 'products', title: 'Solar Inverter X' })),
      {
        drafts: { live },
      },
    )
    expect(live.mock.calls[0]?.[0]).toBe('products/solar-inverter-x')
    expect(out.body).toMatchObject({
      target: 'products/solar-inverter-x',
      url: '/preview/products/solar-inverter-x?live=n1',
    })
  })

  it("when a page's section form comes, then that section's values go to pages/<page>", async () => {
    const live = liveAnswers('p1')
    const form = new URLSearchParams([
      ['section', 'hero'],
      ['title', 'Hello, live'],
      ['_live_target', 'pages/home'],
    ])
    const out = await run(post(form), { drafts: { live } })
    expect(out.status).toBe(200)
    expect(live.mock.calls[0]?.[0]).toBe('pages/home')
    expect(live.mock.calls[0]?.[1]).toEqual({
      values: { hero: expect.objectContaining({ title: 'Hello, live' }) },
    })
    expect(out.body).toMatchObject({ url: '/preview/pages/home?live=p1' })
  })

  it('when nobody is signed in, then 401 with a sentence and content-api is not asked to keep anything', async () => {
    const live = liveAnswers()
    const out = await run(post(productForm()), {
      me: () => Promise.reject(new ContentApiError(401, 'unauthorized', 'no session')),
      drafts: { live },
    })
    expect(out.status).toBe(401)
    expect(out.body).toMatchObject({ ok: false, error: expect.stringMatching(/session has ended/) })
    expect(live).not.toHaveBeenCalled()
  })

  it('when another site posts, then 403 and nothing is kept', async () => {
    const live = liveAnswers()
    const out = await run(post(productForm(), { 'sec-fetch-site': 'cross-site' }), {
      drafts: { live },
    })
    expect(out.status).toBe(403)
    expect(live).not.toHaveBeenCalled()
  })

  it('when the body names no target, a malformed one, or a bad live id, then 400 says what is wrong', async () => {
    const live = liveAnswers()
    const none = productForm()
    none.delete('_live_target')
    const cases = [
      [none, /No item to preview/],
      [productForm({ _live_target: '../etc/passwd' }), /Not an item that can be previewed/],
      [productForm({ _live_id: 'not an id!' }), /Not a live preview id/],
    ] as const
    for (const [form, message] of cases) {
      const out = await run(post(form), { drafts: { live } })
      expect(out.status).toBe(400)
      expect(out.body).toMatchObject({ ok: false, error: expect.stringMatching(message) })
    }
    expect(live).not.toHaveBeenCalled()
  })

  it('when the form does not read (no title for a new record, an unknown section), then 400 with its field errors', async () => {
    const live = liveAnswers()
    const untitled = await run(post(productForm({ _live_target: 'products', title: '' })), {
      drafts: { live },
    })
    expect(untitled.status).toBe(400)
    expect(untitled.body.error).toMatch(/^Preview not updated: /)
    expect(untitled.body.fieldErrors).toHaveProperty('title')
    const section = await run(
      post(
        new URLSearchParams([
          ['section', 'nowhere'],
          ['_live_target', 'pages/home'],
        ]),
      ),
      { drafts: { live } },
    )
    expect(section.status).toBe(400)
    expect(section.body.error).toMatch(/Unknown section/)
    expect(live).not.toHaveBeenCalled()
  })

  it('when the target is of no collection or page, then 404 names it', async () => {
    const live = liveAnswers()
    for (const target of ['widgets/x', 'pages/nowhere']) {
      const out = await run(post(productForm({ _live_target: target })), { drafts: { live } })
      expect(out.status).toBe(404)
      expect(out.body.error).toBe(`There is no "${target}" to preview.`)
    }
    expect(live).not.toHaveBeenCalled()
  })

  it('when content-api refuses the fields (400) or does not know the item (404), then its status and message are passed on', async () => {
    const refusing = (status: number, message: string, fields?: Record<string, string>) =>
      vi.fn(() =>
        Promise.reject(
          new ContentApiError(status, status === 400 ? 'validation' : 'not_found', message, fields),
        ),
      )
    const bad = await run(post(productForm()), {
      drafts: {
        live: refusing(400, 'Invalid fields', { partner: 'There is no partner "voltline"' }),
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      ok: false,
      error: 'Preview not updated: Invalid fields',
      fieldErrors: { partner: 'There is no partner "voltline"' },
    })
    const missing = await run(post(productForm()), {
      drafts: { live: refusing(404, 'There is no products "grid-controller"') },
    })
    expect(missing.status).toBe(404)
    expect(missing.body.error).toBe('Preview not updated: There is no products "grid-controller"')
  })

  it('when content-api is down, then 503 says so', async () => {
    const out = await run(post(productForm()), { drafts: { live: unreachable } })
    expect(out.status).toBe(503)
    expect(out.body.error).toMatch(/^Preview not updated: The content service is not reachable/)
  })

  it('when the address is opened with GET, then it goes to the admin', () => {
    const res = loader()
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/admin')
  })
})
