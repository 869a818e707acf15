import { ContentApiError } from '@site/contract/client'
import { describe, expect, it, vi } from 'vitest'
import { fakeContext, unreachable } from '../../test-support/load-context'
import { renameItem } from './rename.server'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }
const V1 = 'a'.repeat(40)

function post(form: Record<string, string>, signedIn = true) {
  return new Request('http://127.0.0.1:3000/admin/products/grid-controller', {
    method: 'POST',
    headers: signedIn ? { cookie: '__session=tok1' } : {},
    body: new URLSearchParams({ intent: 'rename', version: V1, ...form }),
  })
}

const params = { collection: 'products', slug: 'grid-controller' }

function ctx(rename: unknown, me: () => Promise<unknown> = async () => editor) {
  return fakeContext({ me, products: { rename } })
}

/** What the action returned: data(body, init) for refusals, a Response for the redirect. */
function result(value: unknown): {
  status: number
  location: string | null
  body: Record<string, unknown>
} {
  if (value instanceof Response)
    return { status: value.status, location: value.headers.get('location'), body: {} }
  const init = (value as { init?: { status?: number } }).init
  return {
    status: init?.status ?? 200,
    location: null,
    body: (value as { data: Record<string, unknown> }).data,
  }
}

const refused = (status: number, code: string, message: string, fields = {}) =>
  vi.fn(() => Promise.reject(new ContentApiError(status, code, message, fields)))

describe('renaming a record from its edit page', () => {
  it('when a valid new slug is sent, then content-api renames that version and the editor lands on the new edit page with a notice', async () => {
    const rename = vi.fn(async () => ({ slug: 'grid-controller-2' }))
    const out = result(await renameItem(post({ to: ' grid-controller-2 ' }), ctx(rename), params))
    expect(out.status).toBe(302)
    expect(out.location).toBe('/admin/products/grid-controller-2?renamed=grid-controller')
    expect(rename).toHaveBeenCalledWith('grid-controller', 'grid-controller-2', V1)
  })

  it.each([
    ['not a slug', 'Grid Controller!', /lowercase/],
    ['empty', '', /required/],
    ['the same slug', 'grid-controller', /already its address/],
  ])(
    'when the new slug is %s, then 400 on the field, what was typed kept and nothing sent',
    async (_what, to, message) => {
      const rename = vi.fn()
      const out = result(await renameItem(post({ to }), ctx(rename), params))
      expect(out.status).toBe(400)
      expect(out.body).toMatchObject({ intent: 'rename', to, fieldErrors: { to: message } })
      expect(rename).not.toHaveBeenCalled()
    },
  )

  it('when content-api refuses the slug (400), then its message shows on the field', async () => {
    const rename = refused(400, 'validation_failed', 'bad', { to: 'Slug is at most 80 characters' })
    const out = result(await renameItem(post({ to: 'x' }), ctx(rename), params))
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toEqual({ to: 'Slug is at most 80 characters' })
  })

  it('when nobody is signed in, then 401, session ended, nothing sent', async () => {
    const rename = vi.fn()
    const out = result(await renameItem(post({ to: 'new-slug' }, false), ctx(rename), params))
    expect(out.status).toBe(401)
    expect(out.body).toMatchObject({ sessionEnded: true, to: 'new-slug' })
    expect(rename).not.toHaveBeenCalled()
  })

  it('when content-api ends the session at rename time, then 401 too', async () => {
    const rename = refused(401, 'unauthorized', 'Sign in')
    const out = result(await renameItem(post({ to: 'new-slug' }), ctx(rename), params))
    expect(out.status).toBe(401)
    expect(out.body.sessionEnded).toBe(true)
  })

  it('when content-api forbids it, then 403 with its message', async () => {
    const rename = refused(403, 'forbidden', 'Editors may not rename this')
    const out = result(await renameItem(post({ to: 'new-slug' }), ctx(rename), params))
    expect(out.status).toBe(403)
    expect(out.body.formError).toBe('Editors may not rename this')
  })

  it('when the new slug is taken, then 409 on the field', async () => {
    const rename = refused(409, 'slug_taken', 'exists', { to: 'Already used' })
    const out = result(await renameItem(post({ to: 'other' }), ctx(rename), params))
    expect(out.status).toBe(409)
    expect(out.body.fieldErrors).toEqual({ to: 'Another product has this address; choose another' })
  })

  it('when the record changed since the page was opened, then 409 asks to reload', async () => {
    const rename = refused(409, 'conflict', 'changed')
    const out = result(await renameItem(post({ to: 'other' }), ctx(rename), params))
    expect(out.status).toBe(409)
    expect(out.body.formError).toMatch(/changed since you opened it\. Reload/)
  })

  it('when content-api is down, then 503 with a message and what was typed kept', async () => {
    const out = result(await renameItem(post({ to: 'other' }), ctx(unreachable), params))
    expect(out.status).toBe(503)
    expect(out.body).toMatchObject({ to: 'other', formError: /not reachable/ })
  })

  it('when content-api is down before the session is known, then 503 too', async () => {
    const rename = vi.fn()
    const out = result(await renameItem(post({ to: 'other' }), ctx(rename, unreachable), params))
    expect(out.status).toBe(503)
    expect(rename).not.toHaveBeenCalled()
  })
})
