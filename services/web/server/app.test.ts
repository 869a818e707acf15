import { createServer, request } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ServerBuild } from 'react-router'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { type AppDeps, createApp } from './app.js'
import { loadConfig } from './config.js'
import { createMemoryLogger } from '@site/platform'
import type { LoadContextInput, OpenPreview } from './server-build.js'
import { startServer } from './test-support/http.js'
import { fakeServerBuild } from './test-support/fake-build.js'

/**
 * A minimal React Router server build: one resource route (/ctx) that answers with what the load
 * context gave it, and an entry module exporting createLoadContext like app/entry.server.tsx.
 */
function fakeBuild(received: LoadContextInput[]): ServerBuild {
  const createLoadContext = (input: LoadContextInput) => {
    received.push(input)
    return { config: input.config, contentApi: () => ({}), preview: input.preview }
  }
  // as app/preview/open-preview.server.ts decides: token 'good' opens products/<slug>
  const openPreview: OpenPreview = async ({ pathname, search, contextFor }) => {
    const slug = /^\/preview\/products\/([a-z0-9-]+)$/.exec(pathname)?.[1]
    if (!slug) return { kind: 'none' }
    const token = new URLSearchParams(search).get('token') ?? ''
    const lang = new URLSearchParams(search).get('lang') === 'ar' ? 'ar' : 'en'
    const input = { target: `products/${slug}`, token, editorPath: `/admin/products/${slug}` }
    contextFor(input)
    return token === 'good'
      ? {
          kind: 'open',
          request: { publicPath: `${lang === 'ar' ? '/ar' : ''}/products/${slug}` },
          input,
        }
      : { kind: 'denied', request: { locale: lang }, reason: token ? 'expired' : 'no-draft' }
  }
  return fakeServerBuild({
    entry: {
      module: {
        // as app/entry.server.tsx: the status and headers React Router decided
        default: (_request: Request, status: number, headers: Headers) =>
          new Response('document', { status, headers }),
        createLoadContext,
        openPreview,
        handleError: () => {}, // React Router would console.error unmatched URLs
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      ctx: {
        id: 'ctx',
        parentId: 'root',
        path: 'ctx',
        module: {
          loader: ({ context }: { context: { config: unknown } }) => Response.json(context.config),
        },
      },
      // a public page: what it was rendered as, and with which preview
      product: {
        id: 'product',
        parentId: 'root',
        path: 'products/:slug',
        module: {
          loader: ({ request, context }: { request: Request; context: { preview?: unknown } }) =>
            Response.json({
              path: new URL(request.url).pathname,
              preview: context.preview ?? null,
            }),
        },
      },
      // the closed preview's route (app/routes/preview.tsx)
      preview: {
        id: 'preview',
        parentId: 'root',
        path: 'preview/*',
        module: {
          loader: ({ request }: { request: Request }) =>
            Response.json({ closed: new URL(request.url).pathname }, { status: 410 }),
        },
      },
      'ar-preview': {
        id: 'ar-preview',
        parentId: 'root',
        path: 'ar/preview/*',
        module: {
          loader: ({ request }: { request: Request }) =>
            Response.json({ closed: new URL(request.url).pathname }, { status: 410 }),
        },
      },
      // an action reading a form, as every form route's does
      form: {
        id: 'form',
        parentId: 'root',
        path: 'form',
        module: {
          action: async ({ request }: { request: Request }) =>
            Response.json({ name: (await request.formData()).get('name') }),
        },
      },
      // a route taking raw bytes (the media uploader's), which says so
      upload: {
        id: 'upload',
        parentId: 'root',
        path: 'upload',
        module: {
          handle: { rawBody: true },
          action: async ({ request }: { request: Request }) =>
            Response.json({ bytes: (await request.arrayBuffer()).byteLength }),
        },
      },
    },
  })
}

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

/** A feed that knows revision r1 and talks to no content-api. */
const staticFeed = { current: () => 'r1', refresh: async () => {}, close: () => {} }

async function startWeb(
  env: Record<string, string>,
  received: LoadContextInput[] = [],
  extra: Partial<AppDeps> = {},
) {
  const log = createMemoryLogger()
  const app = createApp({
    config: loadConfig(env),
    build: fakeBuild(received),
    log,
    revisionFeed: staticFeed,
    ...extra,
  })
  closers.push(async () => app.close())
  // as main.ts serves it: memory hits first, then Express
  const server = createServer(app.requestListener).listen(0)
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  return { url: `http://127.0.0.1:${address.port}`, log }
}

/** A fake media service that records the If-None-Match it receives. */
async function fakeMedia() {
  const seen: Array<{ url: string; method: string; ifNoneMatch: string | undefined }> = []
  const media = await startServer((req, res) => {
    seen.push({
      url: req.url ?? '',
      method: req.method ?? '',
      ifNoneMatch: req.headers['if-none-match'],
    })
    if (req.headers['if-none-match'] === '"v1"') {
      res.writeHead(304, { etag: '"v1"' })
      res.end()
      return
    }
    if (!req.url?.startsWith('/media/known.jpg')) {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end('{"error":{"code":"not_found","message":"No such image"}}')
      return
    }
    const body = Buffer.from('fake-image-bytes')
    res.writeHead(200, {
      'content-type': 'image/webp',
      'content-length': String(body.length),
      etag: '"v1"',
      'cache-control': 'public, max-age=31536000, immutable',
      'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT',
      'x-internal': 'not passed on',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  closers.push(media.close)
  return { url: media.url, seen }
}

describe('web server', () => {
  it('when /health is requested and content-api answers, then it is ok and names its revision', async () => {
    const contentApi = await startServer((req, res) => {
      res.writeHead(req.url === '/api/revision' ? 200 : 404, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ revision: 'rev-7' }))
    })
    closers.push(contentApi.close)
    const web = await startWeb({ CONTENT_API_URL: contentApi.url })
    const res = await fetch(`${web.url}/health`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      status: 'ok',
      service: 'web',
      contentApi: { reachable: true, revision: 'rev-7' },
      pageCache: {
        entries: 0,
        bytes: 0,
        maxBytes: 64 * 1024 * 1024,
        notFound: { entries: 0, bytes: 0 },
      },
    })
  })

  it('when pages have been served, then /health reports what the page cache holds and its budget', async () => {
    const web = await startWeb({ PAGE_CACHE_MAX_BYTES: String(2 * 1024 * 1024) })
    const page = await (await fetch(`${web.url}/ctx`)).arrayBuffer()
    await (await fetch(`${web.url}/nowhere`)).arrayBuffer()
    const health = (await (await fetch(`${web.url}/health`)).json()) as {
      pageCache: { entries: number; bytes: number; maxBytes: number; notFound: { entries: number } }
    }
    expect(health.pageCache).toEqual({
      entries: 1,
      bytes: page.byteLength,
      maxBytes: 2 * 1024 * 1024,
      notFound: { entries: 1, bytes: expect.any(Number) },
    })
  })

  it('when /health is requested and content-api cannot be reached, then web is up but degraded', async () => {
    const web = await startWeb({ CONTENT_API_URL: 'http://127.0.0.1:9' })
    const res = await fetch(`${web.url}/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      service: 'web',
      contentApi: { reachable: false },
    })
  })

  it('when an image is requested, then it is streamed from media with its caching headers', async () => {
    const media = await fakeMedia()
    const web = await startWeb({ MEDIA_URL: media.url })
    const res = await fetch(`${web.url}/media/known.jpg?w=640&f=webp`)

    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('fake-image-bytes')
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('content-length')).toBe('16')
    expect(res.headers.get('etag')).toBe('"v1"')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('last-modified')).toBe('Wed, 01 Jan 2025 00:00:00 GMT')
    expect(res.headers.get('x-internal')).toBeNull()
    expect(media.seen[0]?.url).toBe('/media/known.jpg?w=640&f=webp')
  })

  it('when the browser revalidates an image, then If-None-Match is forwarded and 304 returned', async () => {
    const media = await fakeMedia()
    const web = await startWeb({ MEDIA_URL: media.url })
    const res = await fetch(`${web.url}/media/known.jpg?w=640&f=webp`, {
      headers: { 'if-none-match': '"v1"' },
    })
    expect(res.status).toBe(304)
    expect(media.seen[0]?.ifNoneMatch).toBe('"v1"')
  })

  it('when media answers 404 or HEAD is used, then the status passes through', async () => {
    const media = await fakeMedia()
    const web = await startWeb({ MEDIA_URL: media.url })
    expect((await fetch(`${web.url}/media/missing.jpg?w=640&f=webp`)).status).toBe(404)
    const head = await fetch(`${web.url}/media/known.jpg?w=480&f=jpeg`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('16')
    expect(media.seen.at(-1)?.method).toBe('HEAD')
  })

  it.each(['/media/%E0%A4%A', '/media/%', '/media/%zz.jpg', '/%', '/solutions/%E0%A4%A'])(
    'when the path %s is not valid percent-encoding, then a 4xx, never a 500',
    async (path) => {
      const media = await fakeMedia()
      const web = await startWeb({ MEDIA_URL: media.url })
      const res = await fetch(`${web.url}${path}`)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(web.log.lines.some((l) => l.msg === 'unhandled_error')).toBe(false)
    },
  )

  it('when media is down, then the proxy answers 502 with a JSON error and logs it', async () => {
    const web = await startWeb({ MEDIA_URL: 'http://127.0.0.1:9' })
    const res = await fetch(`${web.url}/media/known.jpg?w=640&f=webp`)
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: { code: 'media_unreachable' } })
    expect(web.log.lines.some((l) => l.msg === 'media_unreachable')).toBe(true)
  })

  it('when PUBLIC_MEDIA_URL is set, then web does not proxy /media', async () => {
    const media = await fakeMedia()
    const web = await startWeb({
      MEDIA_URL: media.url,
      PUBLIC_MEDIA_URL: 'https://img.example.com',
    })
    await fetch(`${web.url}/media/known.jpg?w=640&f=webp`)
    expect(media.seen).toHaveLength(0)
  })

  it('when a page is requested, then loaders get the config and content-api URL from the server', async () => {
    const received: LoadContextInput[] = []
    const web = await startWeb(
      {
        SITE_URL: 'https://falcon.example',
        CONTENT_API_URL: 'http://content.internal:4100',
        MEDIA_URL: 'http://media.internal:4200',
        DEMO_MODE: 'true',
        NODE_ENV: 'production',
        COMPANY_TIME_ZONE: 'Africa/Nairobi',
        PUBLISH_MODE: 'editorial',
      },
      received,
    )
    const res = await fetch(`${web.url}/ctx`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      siteUrl: 'https://falcon.example',
      publicMediaUrl: '',
      // web's own way to media (an upload's first variants), never sent to browsers
      mediaUrl: 'http://media.internal:4200',
      demoMode: true,
      production: true,
      secureCookies: true,
      analyticsDashboardUrl: '',
      analyticsProvider: null,
      analyticsRetentionDays: 400,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
      companyTimeZone: 'Africa/Nairobi',
      // the admin offers editors Save draft only
      publishMode: 'editorial',
      // unset CONTACT_FORM_SECRET: a random one per start
      contactFormSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(received[0]?.contentApiUrl).toBe('http://content.internal:4100')
    expect(typeof received[0]?.fetch).toBe('function')
  })

  it.each(['/media/%2e%2e/health', '/media/../normalize', '/media/a/%2E%2E/%2e%2e/health'])(
    'when the media path is %s, then 400 and the media service is never asked',
    async (rawPath) => {
      const media = await fakeMedia()
      const web = await startWeb({ MEDIA_URL: media.url })
      // a raw request: fetch() would resolve the dot segments before sending
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL(web.url)
        request({ host: url.hostname, port: url.port, path: rawPath }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
          .on('error', reject)
          .end()
      })
      expect(status).toBe(400)
      expect(media.seen).toHaveLength(0)
    },
  )

  it.each([
    ['', '127.0.0.1'],
    ['1', '203.0.113.9'],
  ])('when WEB_TRUST_PROXY is %j, then loaders see the visitor as %s', async (trust, expected) => {
    const received: LoadContextInput[] = []
    const web = await startWeb({ WEB_TRUST_PROXY: trust }, received)
    await fetch(`${web.url}/ctx`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(received[0]?.clientIp.replace(/^::ffff:/, '')).toBe(expected)
  })

  it('when requests are served, then each is logged as one structured line', async () => {
    const web = await startWeb({})
    await fetch(`${web.url}/health`)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(web.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'request', method: 'GET', path: '/health', status: 200 }),
    )
  })
})

describe('request bodies', () => {
  it.each([
    ['form fields as text/plain', 'text/plain', 'name=Layla'],
    ['JSON', 'application/json', '{"name":"Layla"}'],
    ['bytes', 'application/octet-stream', new Uint8Array([0, 255, 1])],
    ['a body without a content type', null, new Uint8Array([104, 105])],
    ['multipart without a boundary', 'multipart/form-data', 'name=Layla'],
    ['multipart that is not multipart', 'multipart/form-data; boundary=x', 'not multipart'],
  ] as const)(
    'when a form address gets %s, then 415 (never 500), for the page and its .data twin',
    async (_what, type, body) => {
      const web = await startWeb({})
      for (const path of ['/form', '/form.data']) {
        const res = await fetch(`${web.url}${path}`, {
          method: 'POST',
          headers: type ? { 'content-type': type } : {},
          body,
        })
        expect(res.status, path).toBe(415)
        expect(res.headers.get('accept-post')).toBe('application/x-www-form-urlencoded')
        expect(res.headers.get('cache-control')).toBe('no-store')
        await res.arrayBuffer()
      }
      expect(web.log.lines.some((l) => l.msg === 'unhandled_error')).toBe(false)
    },
  )

  it.each([
    'application/x-www-form-urlencoded',
    'Application/X-WWW-Form-Urlencoded; charset=UTF-8',
  ])('when a form is posted as %s, then the action reads it', async (type) => {
    const web = await startWeb({})
    const res = await fetch(`${web.url}/form`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: 'name=Layla',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ name: 'Layla' })
  })

  it('when a route declares it takes raw bytes, then an image reaches its action', async () => {
    const web = await startWeb({})
    const res = await fetch(`${web.url}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(10),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ bytes: 10 })
  })
})

/** A client build folder with one hashed asset and its build-time .gz. */
async function clientDirWithAsset() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'web-client-'))
  await mkdir(path.join(dir, 'assets'))
  const js = 'export const x = 1;'.repeat(100)
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), js)
  await writeFile(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(js))
  closers.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

describe('response headers', () => {
  const cases = [
    {
      what: 'a public page',
      path: '/',
      admin: false,
      csp: true,
      cache: /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    },
    {
      what: 'the admin',
      path: '/admin/solutions',
      admin: true,
      csp: true,
      cache: /^private, no-store$/,
    },
    {
      what: 'a signed-in public view',
      path: '/',
      cookie: '__session=x',
      admin: false,
      csp: true,
      cache: /^private, no-store$/,
    },
    {
      what: 'an asset',
      path: '/assets/app-abc123.js',
      admin: false,
      csp: true,
      cache: /immutable/,
    },
    {
      what: 'a media image',
      path: '/media/known.jpg?w=640&f=webp',
      admin: false,
      csp: true,
      cache: /^public, max-age=31536000, immutable$/,
    },
  ]

  it.each(cases)(
    'when $what is served, then it has the expected security and cache headers',
    async (c) => {
      const media = await fakeMedia()
      const web = await startWeb({ MEDIA_URL: media.url }, [], {
        clientDir: await clientDirWithAsset(),
      })
      const res = await fetch(`${web.url}${c.path}`, {
        headers: c.cookie ? { cookie: c.cookie } : {},
      })
      await res.arrayBuffer()
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy')).toContain('camera=()')
      expect(res.headers.get('strict-transport-security')).toBeNull()
      expect(res.headers.get('cache-control')).toMatch(c.cache)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/)
      expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline')
      expect(csp).toContain(c.admin ? "frame-ancestors 'none'" : "frame-ancestors 'self'")
    },
  )

  it('when two requests are served, then each gets its own nonce', async () => {
    const web = await startWeb({})
    const nonce = async () =>
      /'nonce-([^']+)'/.exec(
        (await fetch(`${web.url}/health`)).headers.get('content-security-policy') ?? '',
      )?.[1]
    const first = await nonce()
    expect(first).toBeTruthy()
    expect(await nonce()).not.toBe(first)
  })

  it('when ANALYTICS_DASHBOARD_URL is set, then the admin may frame exactly its origin and the site nothing', async () => {
    const received: LoadContextInput[] = []
    const web = await startWeb(
      { ANALYTICS_DASHBOARD_URL: 'https://reports.example.com/embed/site?id=7' },
      received,
    )
    const frameSrc = async (path: string) => {
      const res = await fetch(`${web.url}${path}`)
      await res.arrayBuffer()
      const csp = res.headers.get('content-security-policy') ?? ''
      return csp.split('; ').find((d) => d.startsWith('frame-src'))
    }
    expect(await frameSrc('/admin/analytics')).toBe("frame-src 'self' https://reports.example.com")
    expect(await frameSrc('/ctx')).toBe("frame-src 'none'")
    expect(received.at(-1)?.config.analyticsDashboardUrl).toBe(
      'https://reports.example.com/embed/site?id=7',
    )
  })

  it('when ANALYTICS_PROVIDER is set, then public pages allow exactly its origin and loaders get it; the admin none', async () => {
    const received: LoadContextInput[] = []
    const web = await startWeb(
      { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'falcon.example' },
      received,
    )
    const directives = async (path: string) => {
      const res = await fetch(`${web.url}${path}`)
      await res.arrayBuffer()
      const csp = (res.headers.get('content-security-policy') ?? '').split('; ')
      return [
        csp.find((d) => d.startsWith('script-src')),
        csp.find((d) => d.startsWith('connect-src')),
      ]
    }
    const [script, connect] = await directives('/ctx')
    expect(script).toMatch(/^script-src 'self' 'nonce-[^']+' https:\/\/plausible\.io$/)
    expect(connect).toBe("connect-src 'self' https://plausible.io")
    expect(received.at(-1)?.config).toMatchObject({
      analyticsProvider: { provider: 'plausible', siteId: 'falcon.example' },
    })
    const [adminScript, adminConnect] = await directives('/admin/analytics')
    expect(adminScript).not.toContain('plausible')
    expect(adminConnect).toBe("connect-src 'self'")
  })

  it('when ANALYTICS_DASHBOARD_URL is not set, then the admin frames only this site (the live preview)', async () => {
    const web = await startWeb({})
    const res = await fetch(`${web.url}/admin/analytics`)
    await res.arrayBuffer()
    expect(res.headers.get('content-security-policy')).toContain("frame-src 'self';")
  })

  it("when a draft's preview is served, then only this site may frame it, while the admin may not be framed and public pages send no X-Frame-Options", async () => {
    const web = await startWeb({})
    const headersOf = async (path: string) => {
      const res = await fetch(`${web.url}${path}`, { redirect: 'manual' })
      await res.arrayBuffer()
      const csp = res.headers.get('content-security-policy') ?? ''
      return {
        xfo: res.headers.get('x-frame-options'),
        ancestors: csp.split('; ').find((d) => d.startsWith('frame-ancestors')),
        frameSrc: csp.split('; ').find((d) => d.startsWith('frame-src')),
      }
    }
    for (const path of ['/preview/products/rx-500?token=good&live=l1', '/preview/products/gone']) {
      expect(await headersOf(path)).toEqual({
        xfo: 'SAMEORIGIN',
        ancestors: "frame-ancestors 'self'",
        frameSrc: "frame-src 'none'",
      })
    }
    expect((await headersOf('/ar/preview/products/rx-500')).xfo).toBe('SAMEORIGIN')
    expect(await headersOf('/admin/solutions')).toEqual({
      xfo: 'DENY',
      ancestors: "frame-ancestors 'none'",
      frameSrc: "frame-src 'self'",
    })
    expect(await headersOf('/products/rx-500')).toEqual({
      xfo: null,
      ancestors: "frame-ancestors 'self'",
      frameSrc: "frame-src 'none'",
    })
  })

  it('when a browser asks, then loaders forward its User-Agent (shown beside its session)', async () => {
    const received: LoadContextInput[] = []
    const web = await startWeb({}, received)
    await fetch(`${web.url}/ctx`, { headers: { 'user-agent': 'Mozilla/5.0 Test' } })
    expect(received[0]?.userAgent).toBe('Mozilla/5.0 Test')
  })

  it('when SITE_URL is https, then HSTS is sent', async () => {
    const web = await startWeb({ SITE_URL: 'https://falcon.example' })
    const res = await fetch(`${web.url}/health`)
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
  })

  it('when the browser accepts gzip, then an asset is sent as its build-time .gz with its own type', async () => {
    const web = await startWeb({}, [], { clientDir: await clientDirWithAsset() })
    const res = await new Promise<{ headers: Record<string, unknown>; length: number }>(
      (resolve, reject) => {
        request(
          `${web.url}/assets/app-abc123.js`,
          { headers: { 'accept-encoding': 'gzip' } },
          (r) => {
            let length = 0
            r.on('data', (c: Buffer) => (length += c.length))
            r.on('end', () => resolve({ headers: r.headers, length }))
          },
        )
          .on('error', reject)
          .end()
      },
    )
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['content-type']).toMatch(/^text\/javascript/)
    expect(res.headers.vary).toContain('Accept-Encoding')
    expect(res.length).toBe(gzipSync('export const x = 1;'.repeat(100)).length)
  })
})

describe('media proxy memory', () => {
  it('when an immutable variant is asked again, then web answers it without asking media', async () => {
    const media = await fakeMedia()
    const web = await startWeb({ MEDIA_URL: media.url })
    const first = await fetch(`${web.url}/media/known.jpg?w=640&f=webp`)
    expect(Buffer.from(await first.arrayBuffer()).toString()).toBe('fake-image-bytes')
    const second = await fetch(`${web.url}/media/known.jpg?w=640&f=webp`)
    expect(second.headers.get('x-media-cache')).toBe('hit')
    expect(Buffer.from(await second.arrayBuffer()).toString()).toBe('fake-image-bytes')
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(second.headers.get('x-content-type-options')).toBe('nosniff')
    const revalidated = await fetch(`${web.url}/media/known.jpg?w=640&f=webp`, {
      headers: { 'if-none-match': '"v1"' },
    })
    expect(revalidated.status).toBe(304)
    expect(media.seen).toHaveLength(1)
  })

  it('when media answers 404, then nothing is kept and the next ask goes to media again', async () => {
    const media = await fakeMedia()
    const web = await startWeb({ MEDIA_URL: media.url })
    await (await fetch(`${web.url}/media/missing.jpg?w=640&f=webp`)).arrayBuffer()
    await (await fetch(`${web.url}/media/missing.jpg?w=640&f=webp`)).arrayBuffer()
    expect(media.seen).toHaveLength(2)
  })
})

describe('the git push webhook', () => {
  /** A stand-in content-api recording what reached it, answering as told. */
  async function recordingContentApi(status: number, body: unknown) {
    const seen: Array<{
      method: string
      url: string
      headers: Record<string, unknown>
      body: Buffer
    }> = []
    const api = await startServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
        })
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify(body))
      })
    })
    closers.push(api.close)
    return { url: api.url, seen }
  }

  const signatureHeaders = {
    'content-type': 'application/json',
    'x-hub-signature-256': `sha256=${'ab'.repeat(32)}`,
    'x-gitea-signature': 'cd'.repeat(32),
    'x-gitlab-token': 'a forge token',
    'x-github-event': 'push',
    'x-gitea-event': 'push',
    'x-gitlab-event': 'Push Hook',
  }

  it('when a forge posts a push, then content-api gets the exact bytes and the signature headers, and its 202 comes back', async () => {
    const api = await recordingContentApi(202, { accepted: true })
    const web = await startWeb({ CONTENT_API_URL: api.url })
    // bytes a JSON round trip would change: spacing, key order, an escaped and a raw non-ASCII
    const body = Buffer.from('{ "b":1,  "a":"\\u00e9 é"\n}\n', 'utf8')
    const res = await fetch(`${web.url}/hooks/git`, {
      method: 'POST',
      headers: { ...signatureHeaders, cookie: 'session=not-forwarded', 'x-other': 'nope' },
      body,
    })
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ accepted: true })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(api.seen).toHaveLength(1)
    const got = api.seen[0]
    expect(got?.method).toBe('POST')
    expect(got?.url).toBe('/api/hooks/git')
    expect(got?.body.equals(body)).toBe(true)
    for (const [name, value] of Object.entries(signatureHeaders)) {
      expect(got?.headers[name], name).toBe(value)
    }
    expect(got?.headers.cookie).toBeUndefined()
    expect(got?.headers['x-other']).toBeUndefined()
  })

  it('when content-api refuses the signature, then its 401 and message are relayed', async () => {
    const refusal = {
      error: { code: 'bad_signature', message: 'The webhook signature does not match' },
    }
    const api = await recordingContentApi(401, refusal)
    const web = await startWeb({ CONTENT_API_URL: api.url })
    // a form-encoded body (GitHub's other format) is no site form: it goes on, never to 415
    const res = await fetch(`${web.url}/hooks/git`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-hub-signature-256': 'sha256=00',
      },
      body: 'payload=%7B%7D',
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual(refusal)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(api.seen[0]?.body.toString()).toBe('payload=%7B%7D')
  })

  it('when the body is over 1 MB, then 413 and content-api is not asked', async () => {
    const api = await recordingContentApi(202, { accepted: true })
    const web = await startWeb({ CONTENT_API_URL: api.url })
    const res = await fetch(`${web.url}/hooks/git`, {
      method: 'POST',
      headers: signatureHeaders,
      body: 'x'.repeat(1024 * 1024 + 1),
    })
    expect(res.status).toBe(413)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(api.seen).toHaveLength(0)
  })

  it('when content-api cannot be reached, then 502 in JSON, never a page', async () => {
    const web = await startWeb({ CONTENT_API_URL: 'http://127.0.0.1:9' })
    const res = await fetch(`${web.url}/hooks/git`, {
      method: 'POST',
      headers: signatureHeaders,
      body: '{}',
    })
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: { code: 'content_api_unreachable' } })
  })
})

describe('the analytics beacon', () => {
  it("when a consenting visitor's page view reaches web, then 202 uncompressed and uncached, and content-api is sent it with the visitor's address", async () => {
    const seen: Array<{ url: string; body: string }> = []
    const api = await startServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        seen.push({ url: req.url ?? '', body })
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"counted":1}')
      })
    })
    closers.push(api.close)
    const web = await startWeb({ CONTENT_API_URL: api.url, WEB_TRUST_PROXY: 'loopback' })
    const res = await fetch(`${web.url}/analytics/event`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
        'x-forwarded-for': '198.51.100.40',
      },
      body: JSON.stringify({ path: '/about', lang: 'en' }),
    })
    expect(res.status).toBe(202)
    expect(res.headers.get('cache-control')).toBe('no-store')
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 2000 })
    expect(seen[0]?.url).toBe('/api/analytics/events')
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({
      events: [
        {
          path: '/about',
          lang: 'en',
          ip: '198.51.100.40',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
        },
      ],
    })
  })
})

describe("a draft's preview", () => {
  /** A content-api whose every answer carries an ETag; it records the If-None-Match it gets. */
  async function taggingContentApi() {
    const ifNoneMatch: Array<string | undefined> = []
    const api = await startServer((req, res) => {
      // only the reads under test (web asks content-api for redirects on its own)
      if (/^\/api\/(products|solutions)/.test(req.url ?? ''))
        ifNoneMatch.push(req.headers['if-none-match'])
      res.writeHead(200, { etag: '"rev-1"', 'content-type': 'application/json' })
      res.end('{}')
    })
    closers.push(api.close)
    return { url: api.url, ifNoneMatch }
  }

  it('when a preview opens, then its public page renders with the preview, private, noindex and uncached', async () => {
    const received: LoadContextInput[] = []
    const web = await startWeb({}, received)
    for (let view = 0; view < 2; view++) {
      const res = await fetch(`${web.url}/preview/products/rx-500?token=good`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('x-robots-tag')).toBe('noindex')
      expect(res.headers.get('x-page-cache')).toBeNull()
      expect(res.headers.get('etag')).toBeNull()
      expect(await res.json()).toEqual({
        path: '/products/rx-500',
        preview: {
          target: 'products/rx-500',
          token: 'good',
          editorPath: '/admin/products/rx-500',
        },
      })
    }
    // the Content-Security-Policy is the public pages' own, with this response's nonce
    const csp = (await fetch(`${web.url}/preview/products/rx-500?token=good`)).headers.get(
      'content-security-policy',
    )
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/)
    // nothing was kept: the public page itself is rendered fresh, and without the draft
    const health = (await (await fetch(`${web.url}/health`)).json()) as {
      pageCache: { entries: number; notFound: { entries: number } }
    }
    expect(health.pageCache).toMatchObject({ entries: 0, notFound: { entries: 0 } })
    // logged as the address asked, not the page it rendered
    expect(web.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/preview/products/rx-500', status: 200 }),
    )
    const published = await fetch(`${web.url}/products/rx-500`)
    expect(published.headers.get('x-page-cache')).toBe('miss')
    expect(await published.json()).toEqual({ path: '/products/rx-500', preview: null })
    expect((await fetch(`${web.url}/products/rx-500`)).headers.get('x-page-cache')).toBe('hit')
  })

  it('when the public page is cached, then its preview is still the draft, not the cached page', async () => {
    const web = await startWeb({})
    await (await fetch(`${web.url}/products/rx-500`)).arrayBuffer()
    expect((await fetch(`${web.url}/products/rx-500`)).headers.get('x-page-cache')).toBe('hit')
    const res = await fetch(`${web.url}/preview/products/rx-500?token=good`)
    expect(res.headers.get('x-page-cache')).toBeNull()
    expect(await res.json()).toMatchObject({ preview: { target: 'products/rx-500' } })
  })

  it('when ?lang=ar is asked, then the Arabic public page renders', async () => {
    const web = await startWeb({})
    const res = await fetch(`${web.url}/preview/products/rx-500?token=good&lang=ar`)
    // the fake build has no /ar/products route: React Router was handed the Arabic path
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('when a preview does not open, then the closed-preview route answers, private and noindex, never kept', async () => {
    const received: LoadContextInput[] = []
    const web = await startWeb({}, received)
    for (const url of [
      '/preview/products/rx-500?token=revoked',
      '/preview/products/rx-500?token=revoked',
    ]) {
      const res = await fetch(`${web.url}${url}`)
      expect(res.status).toBe(410)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('x-robots-tag')).toBe('noindex')
      expect(await res.json()).toEqual({ closed: '/preview/products/rx-500' })
    }
    const arabic = await fetch(`${web.url}/preview/products/rx-500?token=revoked&lang=ar`)
    expect(await arabic.json()).toEqual({ closed: '/ar/preview/products/rx-500' })
    // the expired page's render had no preview (nothing of the draft was read), only why
    expect(received.at(-1)).toMatchObject({ previewClosed: 'expired' })
    expect(received.at(-1)?.preview).toBeUndefined()
    await (await fetch(`${web.url}/preview/products/rx-500`)).arrayBuffer()
    expect(received.at(-1)).toMatchObject({ previewClosed: 'no-draft' })
    const health = (await (await fetch(`${web.url}/health`)).json()) as {
      pageCache: { entries: number; notFound: { entries: number } }
    }
    expect(health.pageCache).toMatchObject({ entries: 0, notFound: { entries: 0 } })
  })

  it('when the Arabic form /ar/preview/… is asked, then it is sent to /preview/…?lang=ar', async () => {
    const web = await startWeb({})
    const res = await fetch(`${web.url}/ar/preview/products/rx-500?token=good`, {
      redirect: 'manual',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/preview/products/rx-500?token=good&lang=ar')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('when the French form /fr/preview/… is asked, then it is sent to /preview/…?lang=fr, private', async () => {
    const web = await startWeb({})
    const res = await fetch(`${web.url}/fr/preview/products/rx-500?token=good`, {
      redirect: 'manual',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/preview/products/rx-500?token=good&lang=fr')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('when a preview reads content, then its fetch bypasses the ETag cache', async () => {
    const api = await taggingContentApi()
    const received: LoadContextInput[] = []
    const web = await startWeb({ CONTENT_API_URL: api.url }, received)
    await (await fetch(`${web.url}/preview/products/rx-500?token=good`)).arrayBuffer()
    const render = received.at(-1)
    expect(render?.preview?.target).toBe('products/rx-500')
    await render?.fetch(`${api.url}/api/products/rx-500`)
    await render?.fetch(`${api.url}/api/products/rx-500`)
    expect(api.ifNoneMatch).toEqual([undefined, undefined])
    // a public render's fetch does revalidate by ETag (the cache the preview skips)
    await (await fetch(`${web.url}/ctx`)).arrayBuffer()
    const publicRender = received.at(-1)
    expect(publicRender?.preview).toBeUndefined()
    await publicRender?.fetch(`${api.url}/api/solutions`)
    await publicRender?.fetch(`${api.url}/api/solutions`)
    expect(api.ifNoneMatch.slice(2)).toEqual([undefined, '"rev-1"'])
  })

  it('when a preview address is posted to, then it is not opened', async () => {
    const received: LoadContextInput[] = []
    const web = await startWeb({}, received)
    const res = await fetch(`${web.url}/preview/products/rx-500?token=good`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'x' }),
    })
    // React Router's answer for a route without an action: the preview was not opened
    expect(res.status).toBe(405)
    expect(received.some((input) => input.preview !== undefined)).toBe(false)
  })
})
