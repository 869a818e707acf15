import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCache } from './page-cache.js'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

/** The page cache in front of a "renderer" that counts how often it runs. */
async function start(
  revision: { current: string | null },
  options: Partial<Parameters<typeof createPageCache>[0]> = {},
) {
  let renders = 0
  const cache = createPageCache({
    revision: () => revision.current,
    buildVersion: 'b1',
    ...options,
  })
  const app = express()
  app.use(cache)
  app.get('/admin', (_req, res) => {
    renders++
    res.send('admin')
  })
  app.get('/private', (_req, res) => {
    renders++
    res.set('Cache-Control', 'private, no-store').send('mine')
  })
  app.get('/down', (_req, res) => {
    renders++
    res.status(503).type('html').send('temporarily unavailable')
  })
  // exactly 300 bytes: below the compression threshold, so stored once for all encodings
  app.get('/sized/:name', (_req, res) => {
    renders++
    res.type('html').send('x'.repeat(300))
  })
  app.get('/{*path}', (req, res) => {
    renders++
    if (req.path === '/unavailable') res.set({ 'Retry-After': '30', 'Cache-Control': 'no-store' })
    const gone = req.path === '/gone' && revision.current === 'r2' // deleted by the save of r2
    const status =
      req.path.startsWith('/missing') || gone ? 404 : req.path === '/unavailable' ? 503 : 200
    res.status(status).type('html')
    // written in pieces, as a streamed render is
    res.write(`<p>${req.path} at ${revision.current}</p>`)
    res.end(`<p>render ${renders}</p>`)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  close = () => new Promise((r) => server.close(() => r()))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, renders: () => renders, cache }
}

describe('page cache', () => {
  it('when a page is asked twice at the same revision, then it renders once and the second is a hit', async () => {
    const web = await start({ current: 'r1' })
    const first = await fetch(`${web.base}/solutions/x`)
    const second = await fetch(`${web.base}/solutions/x`)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('content-type')).toMatch(/text\/html/)
    expect(web.renders()).toBe(1)
  })

  it('when the revision changes (a save), then the next view renders again', async () => {
    const revision = { current: 'r1' as string | null }
    const web = await start(revision)
    await fetch(`${web.base}/`)
    revision.current = 'r2'
    const after = await fetch(`${web.base}/`)
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(await after.text()).toContain('at r2')
    expect(web.renders()).toBe(2)
  })

  it('when the browser has the page, then If-None-Match gets 304', async () => {
    const web = await start({ current: 'r1' })
    const first = await fetch(`${web.base}/`)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toBe('"r1-b1"')
    const again = await fetch(`${web.base}/`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('when a 404 page is asked twice, then its status is kept', async () => {
    const web = await start({ current: 'r1' })
    await fetch(`${web.base}/missing`)
    const hit = await fetch(`${web.base}/missing`)
    expect(hit.status).toBe(404)
    expect(hit.headers.get('x-page-cache')).toBe('hit')
  })

  it('when a page answers 503 (content-api failed mid-render), then it is not kept', async () => {
    const web = await start({ current: 'r1' })
    const first = await fetch(`${web.base}/unavailable`)
    const second = await fetch(`${web.base}/unavailable`)
    expect([first.status, second.status]).toEqual([503, 503])
    expect(second.headers.get('x-page-cache')).toBe('miss')
    expect(second.headers.get('etag')).toBeNull()
    expect(web.renders()).toBe(2)
  })

  it('when an editor is signed in, the page is the admin, or private, then nothing is cached', async () => {
    const web = await start({ current: 'r1' })
    for (let i = 0; i < 2; i++) {
      await fetch(`${web.base}/`, { headers: { cookie: 'theme=dark; __session=abc' } })
      await fetch(`${web.base}/admin`)
      await fetch(`${web.base}/private`)
    }
    expect(web.renders()).toBe(6)
    expect(web.cache.size).toBe(0)
  })

  it('when a page answers 503 (content-api down), then it gets no public cache headers and is not kept', async () => {
    const web = await start({ current: 'r1' })
    const first = await fetch(`${web.base}/down`)
    expect(first.status).toBe(503)
    expect(first.headers.get('cache-control')).toBeNull()
    expect(first.headers.get('etag')).not.toBe('"r1-b1"') // (Express's own weak tag may be there)
    await fetch(`${web.base}/down`)
    expect(web.renders()).toBe(2)
    expect(web.cache.size).toBe(0)
  })

  it('when the revision cannot be known (content-api down), then every view renders', async () => {
    const web = await start({ current: null })
    await fetch(`${web.base}/`)
    await fetch(`${web.base}/`)
    expect(web.renders()).toBe(2)
  })
})

describe('page cache: bounds', () => {
  const cacheState = (res: Response) => res.headers.get('x-page-cache')

  it('when thousands of distinct missing paths are asked, then the real page is still a hit', async () => {
    const web = await start({ current: 'r1' })
    await (await fetch(`${web.base}/`)).arrayBuffer()
    for (let i = 0; i < 1_000; i++) await (await fetch(`${web.base}/missing/${i}`)).arrayBuffer()
    const home = await fetch(`${web.base}/`)
    expect(cacheState(home)).toBe('hit')
    expect(web.cache.stats()).toMatchObject({ entries: 1 })
    expect(web.cache.stats().notFound.entries).toBeLessThanOrEqual(100)
  })

  it('when a missing path is asked again, then its 404 is answered from its own small cache', async () => {
    const web = await start({ current: 'r1' })
    await (await fetch(`${web.base}/missing/x`)).arrayBuffer()
    const again = await fetch(`${web.base}/missing/x`)
    expect([again.status, cacheState(again)]).toEqual([404, 'hit'])
    expect(web.cache.stats()).toMatchObject({ entries: 0, notFound: { entries: 1 } })
    expect(web.renders()).toBe(1)
  })

  it('when a page is deleted (its 200 becomes a 404 at the next revision), then the 404 is a hit on the next view', async () => {
    const revision = { current: 'r1' }
    const web = await start(revision)
    await (await fetch(`${web.base}/gone`)).arrayBuffer()
    revision.current = 'r2'
    await (await fetch(`${web.base}/gone`)).arrayBuffer()
    const again = await fetch(`${web.base}/gone`)
    expect([again.status, cacheState(again)]).toEqual([404, 'hit'])
    expect(web.cache.stats()).toMatchObject({ entries: 0, notFound: { entries: 1 } })
  })

  it('when pages pass the byte budget, then the least recently used page goes first', async () => {
    const web = await start({ current: 'r1' }, { maxBytes: 1000 })
    for (const name of ['a', 'b', 'c']) await (await fetch(`${web.base}/sized/${name}`)).text()
    expect(web.cache.stats()).toMatchObject({ entries: 3, bytes: 900, maxBytes: 1000 })
    expect(cacheState(await fetch(`${web.base}/sized/a`))).toBe('hit') // now the most recent
    await (await fetch(`${web.base}/sized/d`)).text() // 1,200 bytes: b, the least recent, goes
    expect(web.cache.stats()).toMatchObject({ entries: 3, bytes: 900 })
    for (const name of ['a', 'c', 'd'])
      expect(cacheState(await fetch(`${web.base}/sized/${name}`)), name).toBe('hit')
    expect(cacheState(await fetch(`${web.base}/sized/b`))).toBe('miss')
  })

  it('when a page is larger than the whole budget, then it is served but not kept', async () => {
    const web = await start({ current: 'r1' }, { maxBytes: 200 })
    await (await fetch(`${web.base}/sized/a`)).text()
    expect(cacheState(await fetch(`${web.base}/sized/a`))).toBe('miss')
    expect(web.cache.stats()).toMatchObject({ entries: 0, bytes: 0 })
  })
})

describe('page cache: keys, compression, headers', () => {
  /** A renderer of a large page (so it is compressed) that reads ?subject= on /contact only. */
  async function startLarge(revision: { current: string | null }) {
    let renders = 0
    const cache = createPageCache({
      revision: () => revision.current,
      buildVersion: 'b1',
      keyOf: (raw) => {
        const url = new URL(raw, 'http://x')
        const subject = url.pathname === '/contact' ? url.searchParams.get('subject') : null
        return subject === null ? url.pathname : `${url.pathname}?subject=${subject}`
      },
    })
    const app = express()
    app.use(cache)
    app.get('/{*path}', (req, res) => {
      renders++
      res.set('X-Content-Type-Options', 'nosniff')
      res.set('Content-Security-Policy', "script-src 'self' 'nonce-abc'")
      res.type('html').end(`<script nonce="abc">go()</script>${'<p>page</p>'.repeat(500)}`)
    })
    // as main.ts serves it: hits answered on the raw request, the rest by Express
    const server = createServer((req, res) => {
      if (!cache.serveHit(req, res)) app(req, res)
    }).listen(0, '127.0.0.1')
    await new Promise((r) => server.once('listening', r))
    close = () => new Promise((r) => server.close(() => r()))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    /** waits until the page's compressed variants are stored */
    const cached = async (count: number) => {
      for (let i = 0; i < 200 && cache.size < count; i++) await new Promise((r) => setTimeout(r, 5))
    }
    return { base, renders: () => renders, cache, cached }
  }

  /** a raw GET that leaves the body encoded, as it came over the wire */
  async function rawGet(url: string, headers: Record<string, string>) {
    const { request } = await import('node:http')
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        request(url, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          )
        })
          .on('error', reject)
          .end()
      },
    )
  }

  it('when ~320 query strings the page does not read are asked, then / stays one cached entry', async () => {
    const web = await startLarge({ current: 'r1' })
    await fetch(`${web.base}/`)
    await web.cached(1)
    for (let b = 0; b < 320; b++) await (await fetch(`${web.base}/?b=${b}`)).arrayBuffer()
    expect(web.cache.size).toBe(1)
    expect(web.renders()).toBe(1)
  })

  it('when a declared query parameter differs, then each value is its own entry', async () => {
    const web = await startLarge({ current: 'r1' })
    await fetch(`${web.base}/contact?subject=a`)
    await fetch(`${web.base}/contact?subject=b`)
    await web.cached(2)
    expect((await fetch(`${web.base}/contact?subject=a&utm=x`)).headers.get('x-page-cache')).toBe(
      'hit',
    )
    expect(web.renders()).toBe(2)
  })

  it('when a cached page is asked with br, gzip or nothing, then each gets its stored variant', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
    const web = await startLarge({ current: 'r1' })
    const plain = await (await fetch(`${web.base}/`)).text()
    await web.cached(1)
    const br = await rawGet(`${web.base}/`, { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(br.body).toString()).toBe(plain)
    const gz = await rawGet(`${web.base}/`, { 'accept-encoding': 'gzip, br;q=0' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(plain)
    const identity = await rawGet(`${web.base}/`, {})
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(plain)
    expect(Number(identity.headers['content-length'])).toBe(identity.body.length)
    expect(web.renders()).toBe(1)
  })

  it('when a page is cached, then it carries CDN cache headers and a CSP of script hashes, not the nonce', async () => {
    const web = await startLarge({ current: 'r1' })
    const miss = await fetch(`${web.base}/`)
    expect(miss.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400',
    )
    // not known what it read (no dependenciesOf here): purged by any change
    expect(miss.headers.get('surrogate-key')).toBe('all')
    expect(miss.headers.get('cache-tag')).toBe('all')
    await web.cached(1)
    const hit = await fetch(`${web.base}/`)
    expect(hit.headers.get('cache-control')).toBe(miss.headers.get('cache-control'))
    expect(hit.headers.get('surrogate-key')).toBe('all')
    const csp = hit.headers.get('content-security-policy') ?? ''
    expect(csp).not.toContain('nonce-')
    expect(hit.headers.get('x-page-cache')).toBe('hit')
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff')
    const { createHash } = await import('node:crypto')
    expect(csp).toContain(`'sha256-${createHash('sha256').update('go()').digest('base64')}'`)
  })

  it('when the revision is unknown (content-api down), then a page held is answered as last rendered, marked stale', async () => {
    const revision = { current: 'r1' as string | null }
    const web = await startLarge(revision)
    const first = await (await fetch(`${web.base}/`)).text()
    await web.cached(1)
    revision.current = null
    const res = await fetch(`${web.base}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('x-page-cache')).toBe('stale')
    expect(await res.text()).toBe(first)
    expect(web.renders()).toBe(1)
  })

  it('when the revision is unknown, then a page not held is rendered, marked as bypassing the cache, and not stored', async () => {
    const revision = { current: null as string | null }
    const web = await startLarge(revision)
    const res = await fetch(`${web.base}/`)
    expect(res.headers.get('x-page-cache')).toBe('bypass')
    await fetch(`${web.base}/`)
    expect(web.renders()).toBe(2)
  })

  it('when a page is compressed, then its size counts every stored encoding', async () => {
    const web = await startLarge({ current: 'r1' })
    await fetch(`${web.base}/`)
    await web.cached(1)
    const sizes = await Promise.all(
      ['br', 'gzip', 'identity'].map(
        async (encoding) =>
          (await rawGet(`${web.base}/`, { 'accept-encoding': encoding })).body.length,
      ),
    )
    expect(web.cache.stats().bytes).toBe(sizes.reduce((a, b) => a + b, 0))
  })

  it('when a cached page is revalidated with its ETag among others, then the answer is 304 without a body', async () => {
    const web = await startLarge({ current: 'r1' })
    await fetch(`${web.base}/`)
    await web.cached(1)
    const res = await rawGet(`${web.base}/`, { 'if-none-match': '"old", "r1-b1"' })
    expect(res.status).toBe(304)
    expect(res.body.length).toBe(0)
  })
})

describe('page cache under change: one render per page, the previous version meanwhile', () => {
  /** A renderer that holds each render until `release()`, counting renders. */
  async function startGated(
    revision: { current: string | null },
    options: Partial<Parameters<typeof createPageCache>[0]> = {},
  ) {
    let renders = 0
    let gate: Promise<void> = Promise.resolve()
    let open: () => void = () => {}
    const cache = createPageCache({
      revision: () => revision.current,
      buildVersion: 'b1',
      ...options,
    })
    const app = express()
    app.use(cache)
    app.get('/{*path}', async (req, res) => {
      renders++
      const at = revision.current
      await gate
      // ?pad: past the size below which a page is stored uncompressed
      const pad = req.query.pad === undefined ? '' : `<!--${'x'.repeat(2000)}-->`
      res.type('html').end(`<p>${req.path} at ${at}</p>${pad}`)
    })
    const server = createServer((req, res) => {
      if (!cache.serveHit(req, res)) app(req, res)
    }).listen(0, '127.0.0.1')
    await new Promise((r) => server.once('listening', r))
    close = () => new Promise((r) => server.close(() => r()))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return {
      base,
      renders: () => renders,
      /** renders from now on wait until release() (or the function returned) */
      hold() {
        gate = new Promise((r) => (open = r))
        return open
      },
      release: () => open(),
      /** until `count` renders have started */
      async started(count: number) {
        for (let i = 0; i < 400 && renders < count; i++) await new Promise((r) => setTimeout(r, 5))
      },
    }
  }

  it('when 50 views of a page not yet cached arrive at once, then it renders once and all get it', async () => {
    const web = await startGated({ current: 'r1' })
    web.hold()
    const views = Array.from({ length: 50 }, () => fetch(`${web.base}/products`))
    await web.started(1)
    await new Promise((r) => setTimeout(r, 50)) // the other 49 have arrived and wait
    web.release()
    const answers = await Promise.all(views)
    const bodies = await Promise.all(answers.map((res) => res.text()))
    expect(web.renders()).toBe(1)
    expect(answers.every((res) => res.status === 200)).toBe(true)
    expect(new Set(bodies)).toEqual(new Set(['<p>/products at r1</p>']))
  })

  it('when a save changes the revision, then views during the new render get the previous version, and the new one as soon as it is ready', async () => {
    const revision = { current: 'r1' as string | null }
    const web = await startGated(revision)
    await (await fetch(`${web.base}/`)).text()
    revision.current = 'r2'
    web.hold()
    const rendering = fetch(`${web.base}/`)
    await web.started(2)
    const meanwhile = await fetch(`${web.base}/`)
    expect(await meanwhile.text()).toBe('<p>/ at r1</p>')
    web.release()
    expect(await (await rendering).text()).toBe('<p>/ at r2</p>')
    const after = await fetch(`${web.base}/`)
    expect(await after.text()).toBe('<p>/ at r2</p>')
    expect(after.headers.get('x-page-cache')).toBe('hit')
    expect(web.renders()).toBe(2)
  })

  it('when the new version has been answered but is still being compressed, then later views get it, never the previous version', async () => {
    const revision = { current: 'r1' as string | null }
    let compressed: () => void = () => {}
    let compressing = Promise.resolve()
    const web = await startGated(revision, {
      // held until the test lets it go: compression is what takes time on a real page
      compress: async (body) => {
        await compressing
        return { identity: body, gzip: body, br: body }
      },
    })
    const big = (path: string) => `${web.base}${path}?pad`
    const text = (res: Response) => res.text().then((body) => body.replace(/<!--x+-->$/, ''))
    await (await fetch(big('/'))).text()
    revision.current = 'r2'
    compressing = new Promise((r) => (compressed = r))
    expect(await text(await fetch(big('/')))).toBe('<p>/ at r2</p>')
    // the page is written, its encodings are not: the next view waits for them
    const next = fetch(big('/')).then(text)
    await new Promise((r) => setTimeout(r, 50))
    compressed()
    expect(await next).toBe('<p>/ at r2</p>')
    expect(web.renders()).toBe(2)
  })

  it('when a render begun before a save finishes after the render of the saved version, then the saved version stays cached', async () => {
    const revision = { current: 'r1' as string | null }
    const web = await startGated(revision)
    const releaseOld = web.hold()
    const old = fetch(`${web.base}/`).then((res) => res.text())
    await web.started(1)
    revision.current = 'r2'
    const releaseNew = web.hold()
    const saved = fetch(`${web.base}/`).then((res) => res.text())
    await web.started(2)
    releaseNew()
    expect(await saved).toBe('<p>/ at r2</p>')
    releaseOld()
    expect(await old).toBe('<p>/ at r1</p>')
    const after = await fetch(`${web.base}/`)
    expect(await after.text()).toBe('<p>/ at r2</p>')
    expect(after.headers.get('x-page-cache')).toBe('hit')
    expect(web.renders()).toBe(2)
  })
})

describe('page cache: each page kept until a file it read changes', () => {
  const layout = ['solutions/', 'settings/company.json']
  /** what each page's render read, as content-api names it (X-Content-Files) */
  const reads: Record<string, string[]> = {
    '/': ['pages/home.json', ...layout],
    '/products': ['products/', 'partners/', ...layout],
    '/products/a': ['products/a.md', 'partners/', ...layout],
    '/products/b': ['products/b.md', 'partners/', ...layout],
    '/unknown-reads': [],
  }
  const paths = Object.keys(reads)

  /** every page cached at r1, then the revision moves to r2 by a change of `files` */
  async function afterChange(files: string[] | null) {
    const revision = { current: 'r1' as string | null }
    const web = await start(revision, {
      dependenciesOf: (res) => reads[res.req.path] ?? ['*'],
    })
    for (const path of paths) await (await fetch(`${web.base}${path}`)).text()
    revision.current = 'r2'
    // null: a change nobody attributed (a gap in the stream, content-api restarted)
    if (files !== null) web.cache.advance({ from: 'r1', to: 'r2', files })
    const served: Record<string, string | null> = {}
    for (const path of paths) {
      const res = await fetch(`${web.base}${path}`)
      await res.text()
      served[path] = res.headers.get('x-page-cache')
    }
    return served
  }

  it('when a page is rendered and when it is a hit, then its Surrogate-Key and Cache-Tag name the files it read', async () => {
    const web = await start(
      { current: 'r1' },
      { dependenciesOf: (res) => reads[res.req.path] ?? ['*'] },
    )
    for (const view of ['miss', 'hit']) {
      const res = await fetch(`${web.base}/products/a`)
      await res.text()
      expect(res.headers.get('x-page-cache')).toBe(view)
      expect(res.headers.get('surrogate-key')).toBe(
        'products/a.md partners/ solutions/ settings/company.json settings/',
      )
      expect(res.headers.get('cache-tag')).toBe(
        'products/a.md,partners/,solutions/,settings/company.json,settings/',
      )
    }
  })

  it('when a page is rendered, is a hit, and is carried to the next revision by a change it did not read, then X-Content-Revision names the revision it is current at', async () => {
    const revision = { current: 'r1' as string | null }
    const web = await start(revision, { dependenciesOf: (res) => reads[res.req.path] ?? ['*'] })
    const answer = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${web.base}${path}`, { headers })
      await res.text()
      return [res.status, res.headers.get('x-page-cache'), res.headers.get('x-content-revision')]
    }
    expect(await answer('/products/b')).toEqual([200, 'miss', 'r1'])
    expect(await answer('/products/b')).toEqual([200, 'hit', 'r1'])
    revision.current = 'r2'
    web.cache.advance({ from: 'r1', to: 'r2', files: ['products/a.md'] })
    expect(await answer('/products/b')).toEqual([200, 'hit', 'r2'])
    expect(await answer('/products/b', { 'if-none-match': '"r1-b1"' })).toEqual([304, 'hit', 'r2'])
    expect(await answer('/products/a')).toEqual([200, 'miss', 'r2'])
  })

  it("when one product is saved, then Home and the other product stay cached, and that product's page and the list render anew", async () => {
    expect(await afterChange(['products/a.md'])).toEqual({
      '/': 'hit',
      '/products': 'miss',
      '/products/a': 'miss',
      '/products/b': 'hit',
      '/unknown-reads': 'miss',
    })
  })

  it('when a saved page renders anew, then it shows the new text and is a hit after', async () => {
    const revision = { current: 'r1' as string | null }
    const web = await start(revision, { dependenciesOf: (res) => reads[res.req.path] ?? ['*'] })
    await (await fetch(`${web.base}/products/a`)).text()
    revision.current = 'r2'
    web.cache.advance({ from: 'r1', to: 'r2', files: ['products/a.md'] })
    expect(await (await fetch(`${web.base}/products/a`)).text()).toContain('/products/a at r2')
    expect((await fetch(`${web.base}/products/a`)).headers.get('x-page-cache')).toBe('hit')
  })

  it('when a partner changes, then the product pages and the list render anew and Home stays', async () => {
    expect(await afterChange(['partners/voltline.json'])).toMatchObject({
      '/': 'hit',
      '/products': 'miss',
      '/products/a': 'miss',
      '/products/b': 'miss',
    })
  })

  it('when a solution (the navigation every page shows) or the settings change, then every page renders anew', async () => {
    for (const files of [['solutions/smart-grid.md'], ['settings/company.json']]) {
      const served = await afterChange(files)
      expect(Object.values(served), files[0]).toEqual(paths.map(() => 'miss'))
      await close?.()
      close = undefined
    }
  })

  it('when the revision moves without knowing which files changed, then every page renders anew', async () => {
    expect(Object.values(await afterChange(null))).toEqual(paths.map(() => 'miss'))
  })

  it('when a change starts from a revision a page is not at, then that page is not carried over', async () => {
    const revision = { current: 'r1' as string | null }
    const web = await start(revision, { dependenciesOf: (res) => reads[res.req.path] ?? ['*'] })
    await (await fetch(`${web.base}/`)).text()
    revision.current = 'r3'
    // r2 -> r3 touched nothing Home read, but Home is at r1 and r1 -> r2 is not known
    web.cache.advance({ from: 'r2', to: 'r3', files: ['products/a.md'] })
    expect((await fetch(`${web.base}/`)).headers.get('x-page-cache')).toBe('miss')
  })
})

describe('page cache: one render even when the first viewer leaves', () => {
  it('when the view that started a render goes away, then the views waiting on it share one new render', async () => {
    let renders = 0
    let open: () => void = () => {}
    const gate = new Promise<void>((r) => (open = r))
    const cache = createPageCache({ revision: () => 'r1', buildVersion: 'b1' })
    const app = express()
    app.use(cache)
    app.get('/{*path}', async (req, res) => {
      renders++
      if (renders === 1) await gate // the first render outlives its viewer
      res.type('html').end(`<p>${req.path}</p>`)
    })
    const server = createServer((req, res) => {
      if (!cache.serveHit(req, res)) app(req, res)
    }).listen(0, '127.0.0.1')
    await new Promise((r) => server.once('listening', r))
    close = () =>
      new Promise((r) => {
        server.closeAllConnections()
        server.close(() => r())
      })
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    const leaving = new AbortController()
    const first = fetch(`${base}/products`, { signal: leaving.signal }).catch(() => null)
    for (let i = 0; i < 400 && renders < 1; i++) await new Promise((r) => setTimeout(r, 5))
    const waiting = Array.from({ length: 20 }, () => fetch(`${base}/products`))
    await new Promise((r) => setTimeout(r, 50)) // the 20 have arrived and wait
    leaving.abort()
    await first
    const answers = await Promise.all(waiting)
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200))
    await Promise.all(answers.map((res) => res.text()))
    open()
    expect(renders).toBe(2)
  })
})
