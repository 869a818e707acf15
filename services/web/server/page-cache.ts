import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { LruMap } from './lru-map.js'

/**
 * Rendered public pages, kept per URL with the content revision they were rendered at. A page
 * view asks content-api for the current revision (one small loopback call) and, while it is
 * unchanged, answers from here without rendering: an unchanged page costs no re-render, and a
 * save shows at once because it changes the revision. Pages also get an ETag (revision + build),
 * so browsers and a CDN can revalidate with a 304.
 *
 * Never cached: anything but GET/HEAD, the admin, requests carrying a session cookie, and
 * responses that set cookies or say private/no-store.
 */
interface CachedPage {
  revision: string
  status: number
  headers: Array<[string, string]>
  body: Buffer
}

export interface PageCacheOptions {
  /** the current content revision, or null when it cannot be known (then nothing is cached) */
  revision: () => Promise<string | null>
  /** changes with every deploy, so a new build never serves an old build's HTML */
  buildVersion: string
  maxEntries?: number
}

const CACHEABLE_STATUS = new Set([200, 404])
const SKIPPED_HEADERS = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'etag',
])

function bypass(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return true
  if (req.path === '/admin' || req.path.startsWith('/admin/')) return true
  return /(?:^|;\s*)__session=/.test(req.headers.cookie ?? '')
}

export function createPageCache(
  options: PageCacheOptions,
): RequestHandler & { readonly size: number } {
  const maxEntries = options.maxEntries ?? 300
  const pages = new LruMap<string, CachedPage>(maxEntries)

  const handler = async (req: Request, res: Response, next: NextFunction) => {
    if (bypass(req)) return next()
    let revision: string | null
    try {
      revision = await options.revision()
    } catch {
      revision = null
    }
    if (revision === null) return next()

    const etag = `"${revision}-${options.buildVersion}"`
    const url = req.originalUrl
    const hit = pages.get(url)
    if (hit && hit.revision === revision) {
      res.setHeader('ETag', etag)
      res.setHeader('X-Page-Cache', 'hit')
      if (req.headers['if-none-match'] === etag) {
        res.status(304).end()
        return
      }
      res.status(hit.status)
      for (const [name, value] of hit.headers) res.setHeader(name, value)
      res.end(req.method === 'HEAD' ? undefined : hit.body)
      return
    }

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
          if (value === undefined || SKIPPED_HEADERS.has(name) || name === 'x-page-cache') continue
          headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
        }
        pages.set(url, { revision, status: res.statusCode, headers, body })
      })
    // The ETag names this revision's page: only a page that is kept may carry it (a 503 must not,
    // or a revalidation could turn a passing outage into a lasting 304). The status is known only
    // when the headers go out.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response
    res.writeHead = ((...args: unknown[]) => {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode
      const cacheControl = String(res.getHeader('cache-control') ?? '')
      if (CACHEABLE_STATUS.has(status) && !/private|no-store/.test(cacheControl)) {
        res.setHeader('ETag', etag)
      }
      return writeHead(...args)
    }) as Response['writeHead']
    next()
  }
  Object.defineProperty(handler, 'size', { get: () => pages.size })
  return handler as RequestHandler & { readonly size: number }
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

/** Asks content-api for its current revision; null when it does not answer in time. */
export function contentRevisionSource(contentApiUrl: string, doFetch: typeof fetch = fetch) {
  const url = `${contentApiUrl.replace(/\/+$/, '')}/api/revision`
  return async (): Promise<string | null> => {
    const res = await doFetch(url, { signal: AbortSignal.timeout(2000) })
    if (!res.ok) return null
    const body = (await res.json()) as { revision?: unknown }
    return typeof body.revision === 'string' && body.revision !== '' ? body.revision : null
  }
}
