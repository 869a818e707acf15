import { afterEach, describe, expect, it } from 'vitest'
import type { ServerBuild } from 'react-router'
import { createApp } from './app.js'
import { loadConfig } from './config.js'
import { createMemoryLogger } from '@site/platform'
import { startServer } from './test-support/http.js'
import { createServer } from 'node:http'
import { fakeServerBuild } from './test-support/fake-build.js'

/** A server build with one resource route: /products/:slug answers with its slug. */
function productBuild(): ServerBuild {
  return fakeServerBuild({
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response('document', { status, headers }),
        createLoadContext: (input: { config: unknown }) => ({ config: input.config }),
        handleError: () => {},
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      product: {
        id: 'product',
        parentId: 'root',
        path: 'products/:slug',
        module: {
          loader: ({ params }: { params: { slug: string } }) =>
            new Response(`product ${params.slug}`, { headers: { 'content-type': 'text/plain' } }),
        },
      },
    },
  })
}

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

/** content-api's GET /api/redirects, answering `state.redirects` and counting the asks. */
async function fakeContentApi(state: { redirects: Array<{ from: string; to: string }> }) {
  const seen: string[] = []
  const api = await startServer((req, res) => {
    seen.push(req.url ?? '')
    res.writeHead(req.url === '/api/redirects' ? 200 : 404, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ version: '', redirects: state.redirects }))
  })
  closers.push(api.close)
  return { url: api.url, seen }
}

/** web over the product build, with a revision the test moves on. */
async function startWeb(contentApiUrl: string, feed: { revision: string | null }) {
  const app = createApp({
    config: loadConfig({ CONTENT_API_URL: contentApiUrl }),
    build: productBuild(),
    log: createMemoryLogger(),
    revisionFeed: { current: () => feed.revision, refresh: async () => {}, close: () => {} },
  })
  closers.push(async () => app.close())
  const server = createServer(app.requestListener).listen(0)
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  const base = `http://127.0.0.1:${address.port}`
  return (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { redirect: 'manual', ...init })
}

const renamed = { redirects: [{ from: '/products/old-name', to: '/products/new-name' }] }

describe('redirects of old addresses', () => {
  it.each([
    ['/products/old-name', '/products/new-name'],
    ['/ar/products/old-name', '/ar/products/new-name'],
    ['/products/old-name?utm_source=mail&x=1', '/products/new-name?utm_source=mail&x=1'],
    ['/ar/products/old-name/', '/ar/products/new-name'],
    ['/fr/products/old-name?x=1', '/fr/products/new-name?x=1'],
  ])('when %s is asked, then 301 to %s', async (path, location) => {
    const api = await fakeContentApi(renamed)
    const get = await startWeb(api.url, { revision: 'r1' })
    const res = await get(path)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(location)
    // revalidated like a page, so a redirect taken back stops at once
    expect(res.headers.get('cache-control')).toMatch(/max-age=0/)
    const head = await get(path, { method: 'HEAD' })
    expect(head.status).toBe(301)
  })

  it('when other addresses or other methods are asked, then they reach the site as before', async () => {
    const api = await fakeContentApi(renamed)
    const get = await startWeb(api.url, { revision: 'r1' })
    const page = await get('/products/new-name')
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('product new-name')
    expect((await get('/products/old-name', { method: 'POST' })).status).not.toBe(301)
  })

  it('when many requests come at one revision, then content-api is asked for the list once; a new revision asks again', async () => {
    const state = { redirects: [] as Array<{ from: string; to: string }> }
    const api = await fakeContentApi(state)
    const feed = { revision: 'r1' as string | null }
    const get = await startWeb(api.url, feed)
    for (let i = 0; i < 5; i++) expect((await get(`/products/p${i}`)).status).toBe(200)
    expect(api.seen.filter((u) => u === '/api/redirects')).toHaveLength(1)

    // a rename: new revision, new list
    state.redirects = renamed.redirects
    feed.revision = 'r2'
    expect((await get('/products/old-name')).status).toBe(301)
    expect((await get('/products/old-name')).status).toBe(301)
    expect(api.seen.filter((u) => u === '/api/redirects')).toHaveLength(2)
  })

  it('when a page was cached at its old address, then after the rename the address redirects instead', async () => {
    const state = { redirects: [] as Array<{ from: string; to: string }> }
    const api = await fakeContentApi(state)
    const feed = { revision: 'r1' as string | null }
    const get = await startWeb(api.url, feed)
    await (await get('/products/old-name')).text()
    const cached = await get('/products/old-name')
    expect(cached.headers.get('x-page-cache')).toBe('hit')

    state.redirects = renamed.redirects
    feed.revision = 'r2'
    const res = await get('/products/old-name')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/products/new-name')
  })

  it('when content-api cannot be asked, then pages are served without redirects (no error)', async () => {
    const get = await startWeb('http://127.0.0.1:9', { revision: null })
    const res = await get('/products/old-name')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('product old-name')
  })
})
