import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { preferredEncoding, type Encoding } from './accept-encoding.js'
import { PUBLIC_PAGE_CACHE_CONTROL, scriptHashesOf, withScriptHashes } from './security-headers.js'
import { beforeHeaders } from './before-headers.js'
import { LruMap } from './lru-map.js'
import { isPrivateRequest } from './private-request.js'

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
 * Never cached: anything but GET/HEAD, the admin, requests carrying a session cookie, responses
 * that set cookies or say private/no-store, and any view while the revision is unknown (the
 * stream and the poll both failing): then pages are rendered fresh rather than served stale.
 *
 * Cached pages get an ETag (revision + build; 304 on If-None-Match) and CDN cache headers. Their
 * CSP names the SHA-256 of each inline script instead of the render's nonce: the bytes are the
 * same for every visitor, and a nonce replayed to everyone would be no nonce.
 */
interface CachedPage {
  revision: string
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
])
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
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const keyOf = options.keyOf ?? ((url: string) => url)
  const sizeOf = (page: CachedPage) => page.bytes
  const pages = new LruMap<string, CachedPage>(options.maxEntries ?? 2000, { maxBytes, sizeOf })
  const notFound = new LruMap<string, CachedPage>(NOT_FOUND_MAX_ENTRIES, {
    maxBytes: Math.floor(maxBytes / 8),
    sizeOf,
  })

  function serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    if (bypass(req)) return false
    const revision = options.revision()
    if (revision === null) return false
    const key = keyOf(req.url ?? '/')
    const hit = pages.get(key) ?? notFound.get(key)
    if (!hit || hit.revision !== revision) return false
    serveCached(req, res, hit)
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

    const etag = `"${revision}-${options.buildVersion}"`
    res.setHeader('X-Page-Cache', 'miss')
    if (req.method === 'GET')
      capture(res, (body) => {
        const cacheControl = String(res.getHeader('cache-control') ?? '')
        if (
          !CACHEABLE_STATUS.has(res.statusCode) ||
          res.getHeader('set-cookie') ||
          /private|no-store/.test(cacheControl)
        )
          return
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
        // a key lives in one of the two: a page deleted since (now a 404) leaves the pages
        const [into, other] = status === 200 ? [pages, notFound] : [notFound, pages]
        const store = (bodies: Record<Encoding, Buffer>) => {
          other.delete(key)
          into.set(key, pageOf(revision, etag, status, headers, bodies))
        }
        if (body.length < MIN_COMPRESSED_BYTES) {
          store(uncompressed(body))
          return
        }
        void compressAll(body).then(store, () => {}) // on failure not cached: the next view renders
      })
    beforeHeaders(res, () => {
      if (!CACHEABLE_STATUS.has(res.statusCode)) return
      if (
        res.getHeader('set-cookie') ||
        /private|no-store/.test(String(res.getHeader('cache-control') ?? ''))
      )
        return
      res.setHeader('ETag', etag)
      res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
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
  return Object.assign(handler, { serveHit, stats }) as PageCache
}

/** Everything a hit sends, computed once: headers per encoding, flat for writeHead. */
function pageOf(
  revision: string,
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

async function compressAll(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ])
  return { identity: body, gzip: gz, br }
}

function serveCached(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === page.etag)) {
    res.writeHead(304, page.notModifiedHeaders)
    res.end()
    return
  }
  const variant = page.variants[preferredEncoding(req.headers['accept-encoding'])]
  res.writeHead(page.status, variant.headers)
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
