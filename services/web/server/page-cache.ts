import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { preferredEncoding, type Encoding } from './accept-encoding.js'
import { PUBLIC_PAGE_CACHE_CONTROL, scriptHashesOf, withScriptHashes } from './security-headers.js'
import { beforeHeaders } from './before-headers.js'
import { LruMap } from './lru-map.js'
import { isPrivateRequest } from './private-request.js'
import { ANY_FILE, cacheTagsOf, touches } from './content-files.js'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/**
 * Rendered public pages, kept in memory per URL key with the content revision they were rendered
 * at. The revision is pushed by content-api (revision-feed.ts), so a hit costs no I/O: the page is
 * answered from here, already compressed (br, gzip and identity made once when cached).
 *
 * Keys are the path plus only the query parameters the route declares it reads (route-query.ts):
 * `/?b=1`, `/?b=2`... all share the entry of `/` instead of evicting it.
 *
 * Bounded by the bytes it holds (every stored encoding of every page, `maxBytes`) as well as by
 * entries, least recently used first. Not-found answers live in a small cache of their own: a
 * crawler or a scanner asking thousands of missing paths cannot push real pages out.
 *
 * Each page keeps the content files it was rendered from. A change content-api can attribute (it
 * names the changed files: `advance`) moves the pages that read none of them on to the new
 * revision; the others, and all pages after a change nobody attributed, are stale.
 *
 * A page renders once at a time: views of a key that arrive while it renders wait for that render
 * instead of starting their own (50 concurrent misses cost one render). After a change, the
 * previous version of a page is still answered while its new version renders, and only then: a
 * save costs one render of each page viewed, not a burst of renders and slow views for everyone.
 *
 * Never cached: anything but GET/HEAD, the admin, requests carrying a session cookie, responses
 * that set cookies or say private/no-store, and any view while the revision is unknown (the
 * stream and the poll both failing: content-api is restarting or down). Then a page held is
 * answered as it was last rendered (`X-Page-Cache: stale`) rather than failing for want of
 * content-api, and only a page not held is rendered (and stored by nobody).
 *
 * Cached pages get an ETag (revision + build; 304 on If-None-Match) and CDN cache headers. Their
 * CSP names the SHA-256 of each inline script instead of the render's nonce: the bytes are the
 * same for every visitor, and a nonce replayed to everyone would be no nonce.
 */
interface CachedPage {
  /** the revision it is current at: the one it was rendered at, or a later one (see advance) */
  revision: string
  /** the content files (and folders) it was rendered from */
  dependencies: readonly string[]
  etag: string
  status: number
  /** per encoding: the body and every response header, flat [name, value, ...] for writeHead */
  variants: Record<Encoding, { body: Buffer; headers: string[] }>
  /** what a 304 carries */
  notModifiedHeaders: string[]
  /** the bodies of its stored encodings (one when it was too small to compress) */
  bytes: number
}

export interface PageCacheOptions {
  /** the current content revision, or null when it is not known (then nothing is cached) */
  revision: () => string | null
  /** changes with every deploy, so a new build never serves an old build's HTML */
  buildVersion: string
  /** the cache key of a request URL: path + the query parameters its route reads */
  keyOf?: (url: string) => string
  /** the pages' total size: every stored encoding of every page (default 64 MiB) */
  maxBytes?: number
  /** besides the bytes: many tiny answers cost their keys and headers too (default 2000) */
  maxEntries?: number
  /** the content files a render read (content-files.ts); default: anything */
  dependenciesOf?: (res: Response) => readonly string[]
  /** told of each page answered from the cache (hit) or rendered for it (miss): the metrics */
  onLookup?: (result: 'hit' | 'miss') => void
  /** makes a page's stored encodings (default: gzip and brotli on zlib's threads) */
  compress?: (body: Buffer) => Promise<Record<Encoding, Buffer>>
}

/** A change of the content revision from `from` to `to`, by a change of `files`. */
export interface RevisionStep {
  from: string
  to: string
  files: readonly string[]
}

/** What the cache holds, for /health. */
export interface PageCacheStats {
  entries: number
  bytes: number
  maxBytes: number
  notFound: { entries: number; bytes: number }
}

/**
 * Not-found answers: a few kept (a dead link asked again and again), never at pages' expense;
 * at most 100 of them and an eighth of the pages' byte budget.
 */
const NOT_FOUND_MAX_ENTRIES = 100

const CACHEABLE_STATUS = new Set([200, 404])
const SKIPPED_HEADERS = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'etag',
  'cache-control',
  'content-length',
  'content-encoding',
  'vary',
  'x-page-cache',
  'x-request-id', // the id of the request that rendered it: each view has its own
  'x-content-revision', // the page's own, which advance moves on: set as it is served
])

/**
 * The content revision a public page is current at, on every answer: the edge keeps a page only
 * when it is the revision of its last purge (docker/edge/default.vcl), so a replica that has not
 * heard of a change yet cannot hand it the page the change purged.
 */
const CONTENT_REVISION_HEADER = 'X-Content-Revision'
/** below this, compression costs more than it saves */
const MIN_COMPRESSED_BYTES = 1024

function bypass(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return true
  return isPrivateRequest(req)
}

export interface PageCache extends RequestHandler {
  /** pages held (not-found answers aside) */
  readonly size: number
  stats(): PageCacheStats
  /**
   * Answers a cached page straight on the raw Node request (before Express, so a hit costs only
   * a lookup and one write); false when it is not a hit and the app must handle the request.
   */
  serveHit(req: IncomingMessage, res: ServerResponse): boolean
  /** after an attributed change: pages that read none of its files are current at `to` */
  advance(step: RevisionStep): void
}

/** A render under way: the views of its key that arrive meanwhile wait for its page. */
interface Render {
  revision: string
  /**
   * its page is written (a viewer has it) and only being compressed: from then on the previous
   * version is no longer answered, views wait the few milliseconds for this one
   */
  rendered: boolean
  /** a render of a later view of the key started after it: its page must not replace that one's */
  superseded: boolean
  /**
   * the page it stored (or would have: too large to keep), null when it was not cacheable,
   * ABANDONED when its viewer went away first
   */
  done: Promise<CachedPage | null | typeof ABANDONED>
}

const ABANDONED = Symbol('abandoned')

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const keyOf = options.keyOf ?? ((url: string) => url)
  const dependenciesOf = options.dependenciesOf ?? (() => [ANY_FILE])
  const sizeOf = (page: CachedPage) => page.bytes
  const pages = new LruMap<string, CachedPage>(options.maxEntries ?? 2000, { maxBytes, sizeOf })
  const notFound = new LruMap<string, CachedPage>(NOT_FOUND_MAX_ENTRIES, {
    maxBytes: Math.floor(maxBytes / 8),
    sizeOf,
  })
  const rendering = new Map<string, Render>()
  const compress = options.compress ?? compressAll

  function serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    if (bypass(req)) return false
    const revision = options.revision()
    const key = keyOf(req.url ?? '/')
    const hit = pages.get(key) ?? notFound.get(key)
    if (!hit) return false
    if (revision === null) {
      serveCached(req, res, hit, 'stale')
      return true
    }
    // an older version only while its successor renders: never once a viewer has the new one
    if (hit.revision !== revision && rendering.get(key)?.rendered !== false) return false
    serveCached(req, res, hit)
    options.onLookup?.('hit')
    return true
  }

  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (bypass(req)) return next()
    const revision = options.revision()
    if (revision === null) {
      res.setHeader('X-Page-Cache', 'bypass')
      return next()
    }
    if (serveHit(req, res)) return
    const key = keyOf(req.originalUrl)
    const underWay = rendering.get(key)
    if (underWay && underWay.revision === revision) {
      void underWay.done.then((page) => {
        if (page === ABANDONED)
          handler(req, res, next) // one of the waiting renders, for all
        else if (page) {
          serveCached(req, res, page)
          options.onLookup?.('hit')
        } else render(req, res, next, key, revision) // it was not cacheable: render this view too
      })
      return
    }
    render(req, res, next, key, revision)
  }

  function render(req: Request, res: Response, next: NextFunction, key: string, revision: string) {
    const etag = `"${revision}-${options.buildVersion}"`
    res.setHeader('X-Page-Cache', 'miss')
    options.onLookup?.('miss')
    if (req.method === 'GET') {
      let settle: (page: CachedPage | null | typeof ABANDONED) => void = () => {}
      const own: Render = {
        revision,
        rendered: false,
        superseded: false,
        done: new Promise((resolve) => (settle = resolve)),
      }
      const earlier = rendering.get(key)
      if (earlier) earlier.superseded = true
      rendering.set(key, own)
      let ended = false
      const finish = (page: CachedPage | null | typeof ABANDONED) => {
        if (rendering.get(key) === own) rendering.delete(key)
        settle(page)
      }
      // the view went away before the page was written: those waiting start one render again
      res.once('close', () => {
        if (!ended) finish(ABANDONED)
      })
      capture(res, (body) => {
        ended = true
        own.rendered = true
        const cacheControl = String(res.getHeader('cache-control') ?? '')
        if (
          !CACHEABLE_STATUS.has(res.statusCode) ||
          res.getHeader('set-cookie') ||
          /private|no-store/.test(cacheControl)
        )
          return finish(null)
        const headers: Array<[string, string]> = []
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value === undefined || SKIPPED_HEADERS.has(name)) continue
          const text = Array.isArray(value) ? value.join(', ') : String(value)
          headers.push([
            name,
            name === 'content-security-policy'
              ? withScriptHashes(text, scriptHashesOf(body.toString('utf8')))
              : text,
          ])
        }
        const status = res.statusCode
        const dependencies = dependenciesOf(res)
        // a key lives in one of the two: a page deleted since (now a 404) leaves the pages
        const [into, other] = status === 200 ? [pages, notFound] : [notFound, pages]
        const store = (bodies: Record<Encoding, Buffer>) => {
          const page = pageOf(revision, dependencies, etag, status, headers, bodies)
          // an older render finishing last (it began before a save) must not replace the newer
          if (!own.superseded) {
            other.delete(key)
            into.set(key, page)
          }
          finish(page)
        }
        if (body.length < MIN_COMPRESSED_BYTES) {
          store(uncompressed(body))
          return
        }
        // on failure not cached: the next view renders
        void compress(body).then(store, () => finish(null))
      })
    }
    beforeHeaders(res, () => {
      if (!CACHEABLE_STATUS.has(res.statusCode)) return
      if (
        res.getHeader('set-cookie') ||
        /private|no-store/.test(String(res.getHeader('cache-control') ?? ''))
      )
        return
      res.setHeader('ETag', etag)
      res.setHeader(CONTENT_REVISION_HEADER, revision)
      res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
      // what a shared cache in front (an edge, a CDN) purges this page by: the files it read
      const tags = cacheTagsOf(dependenciesOf(res))
      res.setHeader('Surrogate-Key', tags.join(' '))
      res.setHeader('Cache-Tag', tags.join(','))
    })
    next()
  }
  Object.defineProperty(handler, 'size', { get: () => pages.size })
  const stats = (): PageCacheStats => ({
    entries: pages.size,
    bytes: pages.bytes,
    maxBytes,
    notFound: { entries: notFound.size, bytes: notFound.bytes },
  })
  const advance = (step: RevisionStep) => {
    for (const store of [pages, notFound])
      for (const page of store.values())
        if (page.revision === step.from && !touches(page.dependencies, step.files))
          page.revision = step.to
  }
  return Object.assign(handler, { serveHit, stats, advance }) as PageCache
}

/** Everything a hit sends, computed once: headers per encoding, flat for writeHead. */
function pageOf(
  revision: string,
  dependencies: readonly string[],
  etag: string,
  status: number,
  headers: Array<[string, string]>,
  bodies: Record<Encoding, Buffer>,
): CachedPage {
  const common = [
    ...headers.flat(),
    'ETag',
    etag,
    'Cache-Control',
    PUBLIC_PAGE_CACHE_CONTROL,
    'Vary',
    'Accept-Encoding',
    'X-Page-Cache',
    'hit',
  ]
  const variant = (encoding: Encoding) => {
    const body = bodies[encoding]
    const encoded = encoding !== 'identity' && body !== bodies.identity
    return {
      body,
      headers: [
        ...common,
        ...(encoded ? ['Content-Encoding', encoding] : []),
        'Content-Length',
        String(body.length),
      ],
    }
  }
  const distinct = new Set([bodies.identity, bodies.gzip, bodies.br])
  return {
    revision,
    dependencies: dependencies.length === 0 ? [ANY_FILE] : dependencies,
    etag,
    status,
    bytes: [...distinct].reduce((sum, body) => sum + body.length, 0),
    variants: { identity: variant('identity'), gzip: variant('gzip'), br: variant('br') },
    notModifiedHeaders: [
      'ETag',
      etag,
      'Cache-Control',
      PUBLIC_PAGE_CACHE_CONTROL,
      'Vary',
      'Accept-Encoding',
      'X-Page-Cache',
      'hit',
    ],
  }
}

function uncompressed(body: Buffer): Record<Encoding, Buffer> {
  return { identity: body, gzip: body, br: body }
}

/**
 * Brotli at quality 10, not 11: on a 38 KB product page 11 costs 53 ms of CPU for 7,359 bytes and
 * 10 costs 14 ms for 7,546. Every replica compresses each page again after every save, on the
 * cores that render the pages, so the 2.5 % is bought back many times in time to the new page.
 */
async function compressAll(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ])
  return { identity: body, gzip: gz, br }
}

/** `stale`: the page as last rendered, answered while the current revision is not known */
function serveCached(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  freshness: 'hit' | 'stale' = 'hit',
): void {
  const marked = (headers: string[]) =>
    freshness === 'hit'
      ? headers
      : headers.map((value, i) => (i > 0 && headers[i - 1] === 'X-Page-Cache' ? freshness : value))
  // the revision the page is current at now (advance moves it on), not the one it was made at
  const current = [CONTENT_REVISION_HEADER, page.revision]
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === page.etag)) {
    res.writeHead(304, [...marked(page.notModifiedHeaders), ...current])
    res.end()
    return
  }
  const variant = page.variants[preferredEncoding(req.headers['accept-encoding'])]
  res.writeHead(page.status, [...marked(variant.headers), ...current])
  res.end(req.method === 'HEAD' ? undefined : variant.body)
}

/** Collects what is written to `res` and hands the whole body to `done` when it ends. */
function capture(res: Response, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = []
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => Response
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    )
  }
  res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
    collect(chunk, encoding)
    return write(chunk, encoding, cb)
  }) as Response['write']
  res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
    collect(chunk, encoding)
    const result = end(chunk, encoding, cb)
    done(Buffer.concat(chunks))
    return result
  }) as Response['end']
}
