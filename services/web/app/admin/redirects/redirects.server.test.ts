import { ContentApiError } from '@site/contract/client'
import { describe, expect, it, vi } from 'vitest'
import { fakeContext, thrownStatus, unreachable } from '../../test-support/load-context'
import { redirectsAction, redirectsLoader } from './redirects.server'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }
const V1 = 'a'.repeat(40)
const existing = { from: '/products/old', to: '/products/new' }

function request(form?: Record<string, string>, signedIn = true) {
  return new Request('http://127.0.0.1:3000/admin/redirects', {
    method: form ? 'POST' : 'GET',
    headers: signedIn ? { cookie: '__session=tok1' } : {},
    ...(form ? { body: new URLSearchParams(form) } : {}),
  })
}

function ctx(api: Record<string, unknown> = {}, me: () => Promise<unknown> = async () => editor) {
  const updateRedirects = vi.fn(async (_version: string, redirects: unknown) => ({
    version: 'b'.repeat(40),
    redirects,
  }))
  return {
    updateRedirects,
    context: fakeContext({
      me,
      redirects: async () => ({ version: V1, redirects: [existing] }),
      updateRedirects,
      ...api,
    }),
  }
}

/** React Router's data(body, init) as returned by an action. */
function result(value: unknown) {
  const d = value as { data: Record<string, unknown>; init?: { status?: number } }
  return { status: d.init?.status ?? 200, body: d.data }
}

const add = { intent: 'add', from: '/old-page', to: '/about' }

describe('/admin/redirects loader', () => {
  it('when an editor opens it, then the redirects in force are listed', async () => {
    const { context } = ctx()
    expect(await redirectsLoader(request(), context)).toEqual({
      version: V1,
      redirects: [existing],
    })
  })

  it('when nobody is signed in, then it redirects to the login', async () => {
    const { context } = ctx()
    const thrown = await redirectsLoader(request(undefined, false), context).catch((e) => e)
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('location')).toMatch(/^\/admin\/login/)
  })

  it('when content-api is down, then 503', async () => {
    const { context } = ctx({ redirects: unreachable })
    expect(await thrownStatus(redirectsLoader(request(), context))).toBe(503)
  })
})

describe('/admin/redirects actions', () => {
  it('when a redirect is added, then it is appended to the list as loaded, from that version', async () => {
    const { context, updateRedirects } = ctx()
    const out = result(await redirectsAction(request(add), context))
    expect(out.body).toMatchObject({
      ok: true,
      message: 'Added: /old-page now redirects to /about.',
    })
    expect(updateRedirects).toHaveBeenCalledWith(V1, [
      existing,
      { from: '/old-page', to: '/about' },
    ])
  })

  it('when a redirect is deleted, then the list without it is saved', async () => {
    const { context, updateRedirects } = ctx()
    const out = result(
      await redirectsAction(request({ intent: 'delete', from: existing.from }), context),
    )
    expect(out.body).toMatchObject({
      ok: true,
      message: 'Removed: /products/old no longer redirects.',
    })
    expect(updateRedirects).toHaveBeenCalledWith(V1, [])
  })

  it.each([
    ['an old address without /', { from: 'old-page' }, 'from', /Start with \//],
    ['a new address with /ar', { to: '/ar/about' }, 'to', /\/ar/],
    ['an empty new address', { to: '' }, 'to', /Enter an address/],
  ])(
    'when the form has %s, then 400 on that field, values kept, nothing sent',
    async (_w, over, field, message) => {
      const { context, updateRedirects } = ctx()
      const out = result(await redirectsAction(request({ ...add, ...over }), context))
      expect(out.status).toBe(400)
      expect((out.body.fieldErrors as Record<string, string>)[field]).toMatch(message)
      expect(out.body.values).toEqual({ from: add.from, to: add.to, ...over })
      expect(updateRedirects).not.toHaveBeenCalled()
    },
  )

  it("when content-api refuses the new redirect's address (a live page), then 400 on that field", async () => {
    const refuse = () =>
      Promise.reject(
        new ContentApiError(400, 'validation_failed', 'bad', {
          'redirects.1.from': '/about is a page of the site; a redirect would hide it',
        }),
      )
    const { context } = ctx({ updateRedirects: refuse })
    const out = result(
      await redirectsAction(request({ ...add, from: '/about', to: '/contact' }), context),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toEqual({
      from: '/about is a page of the site; a redirect would hide it',
    })
  })

  it('when nobody is signed in, then 401 and nothing is sent', async () => {
    const { context, updateRedirects } = ctx()
    const out = result(await redirectsAction(request(add, false), context))
    expect(out.status).toBe(401)
    expect(out.body.message).toMatch(/session has ended/)
    expect(updateRedirects).not.toHaveBeenCalled()
  })

  it('when content-api ends the session at save time, then 401', async () => {
    const refuse = () => Promise.reject(new ContentApiError(401, 'unauthorized', 'Sign in'))
    const { context } = ctx({ updateRedirects: refuse })
    const out = result(await redirectsAction(request(add), context))
    expect(out.status).toBe(401)
    expect(out.body.message).toMatch(/session has ended/)
  })

  it('when content-api forbids it, then 403 with its message', async () => {
    const refuse = () => Promise.reject(new ContentApiError(403, 'forbidden', 'Not for you'))
    const { context } = ctx({ updateRedirects: refuse })
    const out = result(
      await redirectsAction(request({ intent: 'delete', from: existing.from }), context),
    )
    expect(out.status).toBe(403)
    expect(out.body.message).toBe('Not for you')
  })

  it('when someone saved the list at the same moment, then 409 says to try again', async () => {
    const refuse = () => Promise.reject(new ContentApiError(409, 'conflict', 'changed'))
    const { context } = ctx({ updateRedirects: refuse })
    const out = result(await redirectsAction(request(add), context))
    expect(out.status).toBe(409)
    expect(out.body.message).toMatch(/try again/)
    expect(out.body.values).toEqual({ from: add.from, to: add.to })
  })

  it('when content-api is down, then 503', async () => {
    const { context } = ctx({ redirects: unreachable })
    const out = result(await redirectsAction(request(add), context))
    expect(out.status).toBe(503)
    expect(out.body.message).toMatch(/not reachable/)
  })

  it.each([
    ['an unknown intent', 400, { intent: 'explode' }],
    ['a delete without an address', 400, { intent: 'delete' }],
    ['a delete of a redirect no longer there', 404, { intent: 'delete', from: '/gone' }],
  ])('when %s is posted, then %i and nothing is sent', async (_w, status, form) => {
    const { context, updateRedirects } = ctx()
    const out = result(await redirectsAction(request(form), context))
    expect(out.status).toBe(status)
    expect(updateRedirects).not.toHaveBeenCalled()
  })
})
