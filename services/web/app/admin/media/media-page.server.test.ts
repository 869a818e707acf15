import { ContentApiError } from '@site/contract/client'
import { DEFAULT_MEDIA_META, mediaMetaVersion, type MediaItem } from '@site/contract'
import { describe, expect, it, vi } from 'vitest'
import { fakeContext, unreachable } from '../../test-support/load-context'
import { deleteMediaAction, loadMediaLibrary } from '../../admin/media/media-page.server'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }
const item: MediaItem = {
  ref: 'media/a.jpg',
  file: 'a.jpg',
  bytes: 10,
  modified: '2026-01-01T00:00:00.000Z',
  usedBy: [],
  alts: [],
  meta: DEFAULT_MEDIA_META,
  version: mediaMetaVersion(DEFAULT_MEDIA_META),
}
const admin = { ...editor, role: 'admin' }
const use = {
  kind: 'record' as const,
  collection: 'solutions',
  slug: 'energy-systems',
  title: 'Energy Systems',
  field: 'image',
  lang: 'en' as const,
  admin_url: '/admin/solutions/energy-systems#field-image',
}

const signedIn = (url = 'http://127.0.0.1:3000/admin/media', init: RequestInit = {}) =>
  new Request(url, { ...init, headers: { cookie: '__session=tok1', ...init.headers } })

const load = (request: Request, api: Record<string, unknown>) =>
  loadMediaLibrary(request, fakeContext({ me: async () => editor, ...api }))

async function post(
  fields: Record<string, string>,
  api: Record<string, unknown>,
  user: typeof editor = editor,
) {
  const result = (await deleteMediaAction(
    signedIn(undefined, { method: 'POST', body: new URLSearchParams(fields) }),
    fakeContext({ me: async () => user, ...api }),
  )) as unknown
  // data(...) for failures, a plain object for success
  const init = (result as { init?: { status?: number } }).init
  const body = (result as { data?: unknown }).data ?? result
  return {
    status: init?.status ?? 200,
    body: body as { deleted?: string; error?: string; usedBy?: unknown[] },
  }
}

describe('the media library page', () => {
  it('when an editor opens it, then the images are listed, without forced deletes', async () => {
    expect(await load(signedIn(), { listMedia: async () => [item] })).toEqual({
      items: [item],
      canForce: false,
      error: null,
    })
  })

  it('when an admin opens it, then forced deletes are offered', async () => {
    const data = await loadMediaLibrary(
      signedIn(),
      fakeContext({ me: async () => admin, listMedia: async () => [item] }),
    )
    expect(data.canForce).toBe(true)
  })

  it('when nobody is signed in, then it redirects to the login and comes back', async () => {
    const thrown = await load(new Request('http://127.0.0.1:3000/admin/media'), {}).catch(
      (e: unknown) => e,
    )
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('location')).toBe(
      '/admin/login?redirectTo=%2Fadmin%2Fmedia',
    )
  })

  it('when content-api is down, then the page shows the error in place of the grid', async () => {
    const data = await load(signedIn(), { listMedia: unreachable })
    expect(data.items).toEqual([])
    expect(data.error).toMatch(/not reachable/)
  })

  it('when an unused image is deleted, then content-api deletes it', async () => {
    const deleteMedia = vi.fn(async () => undefined)
    const { status, body } = await post({ intent: 'delete', file: 'a.jpg' }, { deleteMedia })
    expect(status).toBe(200)
    expect(body).toEqual({ deleted: 'a.jpg' })
    expect(deleteMedia).toHaveBeenCalledWith('a.jpg', { force: false })
  })

  it('when an admin confirms the delete of a used image, then content-api is asked to force it', async () => {
    const deleteMedia = vi.fn(async () => undefined)
    const { status } = await post(
      { intent: 'delete', file: 'a.jpg', force: '1' },
      { deleteMedia },
      admin,
    )
    expect(status).toBe(200)
    expect(deleteMedia).toHaveBeenCalledWith('a.jpg', { force: true })
  })

  it('when the image is still used, then 409 naming its users once each, with every use to link to', async () => {
    const { status, body } = await post(
      { intent: 'delete', file: 'a.jpg' },
      {
        deleteMedia: () =>
          Promise.reject(
            new ContentApiError(
              409,
              'media_in_use',
              'media/a.jpg is still used by Energy Systems',
              {},
              { error: { code: 'media_in_use', usedBy: [use, { ...use, field: 'features' }] } },
            ),
          ),
      },
    )
    expect(status).toBe(409)
    expect(body.error).toBe('Not deleted: it is still used by Energy Systems.')
    expect(body.usedBy).toEqual([use, { ...use, field: 'features' }])
  })

  it('when no file is named, then 400 and content-api is not asked', async () => {
    const deleteMedia = vi.fn()
    expect((await post({ intent: 'delete' }, { deleteMedia })).status).toBe(400)
    expect((await post({ file: 'a.jpg' }, { deleteMedia })).status).toBe(400)
    expect(deleteMedia).not.toHaveBeenCalled()
  })

  it('when content-api is down during a delete, then 503 with a message', async () => {
    const { status, body } = await post(
      { intent: 'delete', file: 'a.jpg' },
      { deleteMedia: unreachable },
    )
    expect(status).toBe(503)
    expect(body.error).toMatch(/not reachable/)
  })
})
