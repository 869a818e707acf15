import { afterEach, describe, expect, it } from 'vitest'
import { createEtagCachingFetch } from './etag-cache.js'
import { startServer } from './test-support/http.js'

/** A fake content-api: one JSON document per path, tagged with a revision. */
async function fakeContentApi() {
  let revision = 1
  const seen: Array<{ path: string; ifNoneMatch: string | undefined; status: number }> = []
  const server = await startServer((req, res) => {
    const etag = `"rev-${revision}"`
    const ifNoneMatch = req.headers['if-none-match']
    const status = ifNoneMatch === etag ? 304 : 200
    seen.push({ path: req.url ?? '', ifNoneMatch, status })
    res.writeHead(status, { etag, 'content-type': 'application/json' })
    res.end(status === 304 ? undefined : JSON.stringify({ path: req.url, revision }))
  })
  return {
    ...server,
    seen,
    bump: () => {
      revision += 1
    },
  }
}

let running: Awaited<ReturnType<typeof fakeContentApi>> | undefined
const current = (api: Awaited<ReturnType<typeof fakeContentApi>>) => {
  running = api
}
afterEach(async () => {
  await running?.close()
  running = undefined
})

describe('createEtagCachingFetch', () => {
  it('when a URL is fetched again unchanged, then it revalidates and reuses the cached body', async () => {
    const api = await fakeContentApi()
    current(api)
    const cachingFetch = createEtagCachingFetch()
    const first = await cachingFetch(`${api.url}/api/solutions`)
    const second = await cachingFetch(`${api.url}/api/solutions`)

    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual({ path: '/api/solutions', revision: 1 })
    expect(api.seen.map((s) => s.status)).toEqual([200, 304])
    expect(api.seen[1]?.ifNoneMatch).toBe('"rev-1"')
  })

  it('when the content changed, then the new body is served at once', async () => {
    const api = await fakeContentApi()
    current(api)
    const cachingFetch = createEtagCachingFetch()
    await cachingFetch(`${api.url}/api/home-content`)
    api.bump()
    const res = await cachingFetch(`${api.url}/api/home-content`)

    expect(await res.json()).toEqual({ path: '/api/home-content', revision: 2 })
    expect(api.seen.map((s) => s.status)).toEqual([200, 200])
  })

  it('when a request carries a bearer token, then it is neither cached nor revalidated', async () => {
    const api = await fakeContentApi()
    current(api)
    const cachingFetch = createEtagCachingFetch()
    const init = { headers: { authorization: 'Bearer secret' } }
    await cachingFetch(`${api.url}/api/solutions`, init)
    await cachingFetch(`${api.url}/api/solutions`, init)

    expect(api.seen.map((s) => s.ifNoneMatch)).toEqual([undefined, undefined])
    expect(cachingFetch.size).toBe(0)
  })

  it('when content-api marks an answer private, no-store (a preview read), then it is not kept and drops the entry', async () => {
    let personal = false
    const server = await startServer((req, res) => {
      res.writeHead(200, {
        etag: '"rev-1"',
        'content-type': 'application/json',
        ...(personal ? { 'cache-control': 'private, no-store' } : {}),
      })
      res.end(JSON.stringify({ draft: personal }))
    })
    running = { ...server, seen: [], bump: () => {} }
    const cachingFetch = createEtagCachingFetch()
    await cachingFetch(`${server.url}/api/products/rx-500`)
    expect(cachingFetch.size).toBe(1)
    personal = true
    const res = await cachingFetch(`${server.url}/api/products/rx-500`)
    expect(await res.json()).toEqual({ draft: true })
    expect(cachingFetch.size).toBe(0)
  })

  it('when a request is not a GET, then it passes straight through', async () => {
    const api = await fakeContentApi()
    current(api)
    const cachingFetch = createEtagCachingFetch()
    await cachingFetch(`${api.url}/api/solutions/x`, { method: 'POST', body: '{}' })
    expect(cachingFetch.size).toBe(0)
  })

  it('when more URLs than the limit are fetched, then the least recently used is dropped', async () => {
    const api = await fakeContentApi()
    current(api)
    const cachingFetch = createEtagCachingFetch({ maxEntries: 2 })
    await cachingFetch(`${api.url}/a`)
    await cachingFetch(`${api.url}/b`)
    await cachingFetch(`${api.url}/a`) // a is now the most recently used
    await cachingFetch(`${api.url}/c`) // evicts b
    expect(cachingFetch.size).toBe(2)

    api.seen.length = 0
    await cachingFetch(`${api.url}/a`)
    await cachingFetch(`${api.url}/b`)
    expect(api.seen.map((s) => [s.path, s.ifNoneMatch])).toEqual([
      ['/a', '"rev-1"'],
      ['/b', undefined],
    ])
  })

  it('when the answer is an error, then nothing is cached and the error is returned', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(500, { etag: '"x"' })
      res.end('{"error":{"code":"internal","message":"boom"}}')
    })
    try {
      const cachingFetch = createEtagCachingFetch()
      const res = await cachingFetch(`${server.url}/api/solutions`)
      expect(res.status).toBe(500)
      expect(cachingFetch.size).toBe(0)
    } finally {
      await server.close()
    }
  })
})
