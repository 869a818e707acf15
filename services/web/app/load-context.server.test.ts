import { describe, expect, it } from 'vitest'
import { createLoadContext } from './load-context.server'

/** A fetch that records the headers of every call and answers an empty list. */
function recordingFetch() {
  const calls: Array<{ url: string; headers: Headers }> = []
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) })
    return Response.json([])
  }) as typeof globalThis.fetch
  return { calls, fetch }
}

const base = {
  config: {
    siteUrl: 'https://falcon.example',
    publicMediaUrl: '',
    demoMode: false,
    production: true,
    secureCookies: true,
    mapTileUrl: '',
    mapAttribution: '',
    contactFormSecret: 'secret',
  },
  contentApiUrl: 'http://content-api',
  clientIp: '10.0.0.1',
  cspNonce: 'n',
}

describe('createLoadContext', () => {
  it('when it renders a preview, then every read carries the preview headers and the session', async () => {
    const { calls, fetch } = recordingFetch()
    const context = createLoadContext({
      ...base,
      fetch,
      preview: {
        target: 'products/rx-500',
        token: 'share-1',
        live: 'live-1',
        editorPath: '/admin/products/rx-500',
        sessionToken: 'sess-1',
      },
    })
    await context.contentApi(undefined, 'ar').records('products').list()
    const [call] = calls
    expect(call?.url).toBe('http://content-api/api/products?lang=ar')
    expect(call?.headers.get('x-content-preview')).toBe('products/rx-500')
    expect(call?.headers.get('x-preview-token')).toBe('share-1')
    expect(call?.headers.get('x-content-preview-live')).toBe('live-1')
    expect(call?.headers.get('authorization')).toBe('Bearer sess-1')
    expect(context.preview).toEqual({
      target: 'products/rx-500',
      editorPath: '/admin/products/rx-500',
      signedIn: true,
    })
  })

  it('when a share link opens it, then reads carry the token and no session', async () => {
    const { calls, fetch } = recordingFetch()
    const context = createLoadContext({
      ...base,
      fetch,
      preview: { target: 'pages/home', token: 'share-1', editorPath: '/admin/home-contents' },
    })
    await context.contentApi().records('solutions').list()
    expect(calls[0]?.headers.get('authorization')).toBeNull()
    expect(calls[0]?.headers.get('x-content-preview-live')).toBeNull()
    expect(context.preview?.signedIn).toBe(false)
  })

  it('when it renders a public page, then no preview header is sent and there is no preview', async () => {
    const { calls, fetch } = recordingFetch()
    const context = createLoadContext({ ...base, fetch })
    await context.contentApi().records('solutions').list()
    expect([...(calls[0]?.headers.keys() ?? [])].filter((h) => h.includes('preview'))).toEqual([])
    expect(context.preview).toBeUndefined()
  })

  it("when a public page reads content in a language with typographic rules, then its text is printed by them; an editor's read keeps the text as typed", async () => {
    const typed = {
      slug: 'energy-systems',
      title: 'Énergie : « solaire » ?',
      link: 'https://x.example/a:b',
      updated_at: '2026-11-27T10:00:00.000Z',
    }
    const fetch = (async () => Response.json([typed])) as typeof globalThis.fetch
    const context = createLoadContext({ ...base, fetch })
    const [french] = await context.contentApi(undefined, 'fr').records('solutions').list()
    expect(french).toEqual({
      ...typed,
      title: 'Énergie\u202F: «\u202Fsolaire\u202F»\u202F?',
    })
    const [edited] = await context.contentApi('editor-token', 'fr').records('solutions').list()
    expect(edited).toEqual(typed)
    const [english] = await context.contentApi(undefined, 'en').records('solutions').list()
    expect(english).toEqual(typed)
  })
})
