import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PREVIEW_HEADERS } from '@site/contract'
import { editable } from '../test-support/http.js'
import { startTestApi } from '../test-support/test-repo.js'

type Rec = Record<string, unknown> & { slug: string; version: string; description?: string }
type Err = { error: { code: string; message: string } }

let api: Awaited<ReturnType<typeof startTestApi>>
let admin: string
beforeEach(async () => {
  api = await startTestApi()
  admin = await api.login()
})
afterEach(() => api.close())

/** A read of the API with any headers (the preview's), answering status, headers and body. */
async function read<T>(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}/api${path}`, { headers })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T }
}

async function send<T>(method: string, path: string, body?: unknown, token = admin) {
  const res = await fetch(`${api.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}

const signedIn = () => ({ authorization: `Bearer ${admin}` })
const previewOf = (target: string, extra: Record<string, string> = {}) => ({
  [PREVIEW_HEADERS.target]: target,
  ...extra,
})

async function draftVoltline(description: string) {
  const rec = (await read<Rec>('/partners/voltline')).body
  const saved = await send('PUT', '/drafts/partners/voltline', {
    ...editable(rec),
    description,
    version: rec.version,
  })
  expect(saved.status).toBe(201)
}

async function draftHome(title: string) {
  const page = (await read<{ version: string }>('/home-content')).body
  const saved = await send('PUT', '/drafts/pages/home', {
    version: page.version,
    values: { hero: { title } },
  })
  expect(saved.status).toBe(201)
}

describe('preview reads', () => {
  it('when a signed-in user reads with X-Content-Preview, then the item and its list show the draft, uncacheable, and plain reads stay published', async () => {
    await draftVoltline('Drafted wording')
    const item = await read<Rec>('/partners/voltline', {
      ...signedIn(),
      ...previewOf('partners/voltline'),
    })
    expect(item.status).toBe(200)
    expect(item.body.description).toBe('Drafted wording')
    expect(item.headers.get('cache-control')).toBe('private, no-store')
    expect(item.headers.get('etag')).toBeNull()
    const list = await read<Rec[]>('/partners', {
      ...signedIn(),
      ...previewOf('partners/voltline'),
    })
    expect(list.body.find((p) => p.slug === 'voltline')?.description).toBe('Drafted wording')
    // the list cache keyed by revision was not left holding the preview
    const plain = await read<Rec[]>('/partners')
    expect(plain.body.find((p) => p.slug === 'voltline')?.description).toBe('Power electronics.')
    expect((await read<Rec>('/partners/voltline')).body.description).toBe('Power electronics.')
  })

  it('when a new record is drafted, then its preview reads it while the public read is 404', async () => {
    const template = (await read<Rec>('/partners/voltline')).body
    const { version: _v, ...fields } = editable(template)
    const saved = await send('PUT', '/drafts/partners/gridnova', {
      ...fields,
      name: 'Gridnova',
      description: 'New partner',
    })
    expect(saved.status).toBe(201)
    expect((await read('/partners/gridnova')).status).toBe(404)
    const preview = await read<Rec>('/partners/gridnova', {
      ...signedIn(),
      ...previewOf('partners/gridnova'),
    })
    expect(preview.status).toBe(200)
    expect(preview.body.description).toBe('New partner')
  })

  it("when nobody is signed in, then a preview needs a share link: none 401, another draft's or a forged one 403, a revoked one 403", async () => {
    await draftVoltline('Shared wording')
    const none = await read<Err>('/partners/voltline', previewOf('partners/voltline'))
    expect(none.status).toBe(401)
    const share = await send<{ id: string; url: string; expiresAt: string }>(
      'POST',
      '/drafts/partners/voltline/share',
      {},
    )
    expect(share.status).toBe(201)
    const url = new URL(share.body.url)
    expect(url.pathname).toBe('/preview/partners/voltline')
    const token = url.searchParams.get('token') ?? ''
    expect(Date.parse(share.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)

    const opened = await read<Rec>(
      '/partners/voltline',
      previewOf('partners/voltline', { [PREVIEW_HEADERS.token]: token }),
    )
    expect(opened.status).toBe(200)
    expect(opened.body.description).toBe('Shared wording')

    await draftHome('Other draft')
    const elsewhere = await read<Err>(
      '/home-content',
      previewOf('pages/home', { [PREVIEW_HEADERS.token]: token }),
    )
    expect(elsewhere.status).toBe(403)
    const forged = await read<Err>(
      '/partners/voltline',
      previewOf('partners/voltline', { [PREVIEW_HEADERS.token]: `${token.split('.')[0]}.AAAA` }),
    )
    expect(forged.status).toBe(403)
    expect(forged.body.error.message).toMatch(/expired or was revoked/)
    const appended = await read<Err>(
      '/partners/voltline',
      previewOf('partners/voltline', { [PREVIEW_HEADERS.token]: `${token}.x` }),
    )
    expect(appended.status).toBe(403)

    const listed = await send<{ shares: Array<{ id: string }> }>(
      'GET',
      '/drafts/partners/voltline/share',
    )
    expect(listed.body.shares.map((s) => s.id)).toEqual([share.body.id])
    expect((await send('DELETE', `/drafts/partners/voltline/share/${share.body.id}`)).status).toBe(
      204,
    )
    const revoked = await read<Err>(
      '/partners/voltline',
      previewOf('partners/voltline', { [PREVIEW_HEADERS.token]: token }),
    )
    expect(revoked.status).toBe(403)
    expect((await send('DELETE', `/drafts/partners/voltline/share/${share.body.id}`)).status).toBe(
      404,
    )
  })

  it('when a draft is published, then its share links stop opening anything', async () => {
    await draftVoltline('Soon live')
    const share = await send<{ url: string }>('POST', '/drafts/partners/voltline/share', {})
    const token = new URL(share.body.url).searchParams.get('token') ?? ''
    expect((await send('POST', '/drafts/partners/voltline/publish', {})).status).toBe(200)
    await expect
      .poll(
        async () =>
          (
            await read(
              '/partners/voltline',
              previewOf('partners/voltline', { [PREVIEW_HEADERS.token]: token }),
            )
          ).status,
      )
      .toBe(403)
  })

  it('when there is no draft, a preview is a write or the target is not draftable, then 404, 400 and 404', async () => {
    expect(
      (await read('/partners/voltline', { ...signedIn(), ...previewOf('partners/voltline') }))
        .status,
    ).toBe(404)
    expect((await send('POST', '/drafts/partners/voltline/share', {})).status).toBe(404)
    const write = await fetch(`${api.url}/api/partners/voltline`, {
      method: 'PATCH',
      headers: {
        ...signedIn(),
        ...previewOf('partners/voltline'),
        'content-type': 'application/json',
      },
      body: '{}',
    })
    expect(write.status).toBe(400)
    expect((await read('/partners', { ...signedIn(), ...previewOf('nothing/here') })).status).toBe(
      404,
    )
  })

  it('when the home page is drafted, then its preview read shows the draft', async () => {
    await draftHome('Preview hero')
    const page = await read<{
      sections: Array<{ key: string; fields: Array<{ key: string; value: string }> }>
    }>('/home-content', { ...signedIn(), ...previewOf('pages/home') })
    const hero = page.body.sections.find((s) => s.key === 'hero')
    expect(hero?.fields.find((f) => f.key === 'title')?.value).toBe('Preview hero')
  })

  it('when an editor sends unsaved fields for a live preview, then reads naming it show them, and nothing is committed', async () => {
    const rec = (await read<Rec>('/partners/voltline')).body
    const live = await send<{ id: string }>('POST', '/drafts/partners/voltline/live', {
      ...editable(rec),
      description: 'Still typing',
    })
    expect(live.status).toBe(200)
    const seen = await read<Rec>('/partners/voltline', {
      ...signedIn(),
      ...previewOf('partners/voltline', { [PREVIEW_HEADERS.live]: live.body.id }),
    })
    expect(seen.body.description).toBe('Still typing')
    // the same id continues: the next keystrokes replace the fields
    const next = await send<{ id: string }>('POST', '/drafts/partners/voltline/live', {
      ...editable(rec),
      description: 'Still typing more',
      live: live.body.id,
    })
    expect(next.body.id).toBe(live.body.id)
    expect((await read('/drafts', signedIn())).body).toEqual({ drafts: [] })
    const bad = await send<Err>('POST', '/drafts/partners/voltline/live', {
      ...editable(rec),
      name: '',
    })
    expect(bad.status).toBe(400)
  })
})
