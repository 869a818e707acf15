import { LruMap } from './lru-map.js'

/**
 * A fetch wrapper for content-api reads. content-api tags every read with the content revision
 * (ETag); we keep the last body per URL and revalidate with If-None-Match on every request, so a
 * save in the admin is visible on the next page view, while unchanged content costs only a 304.
 * Only unauthenticated GETs are cached, and never an answer marked private or no-store (a
 * draft's preview): an editor's reads must never leak into public pages.
 */
interface CachedEntry {
  etag: string
  status: number
  headers: [string, string][]
  body: ArrayBuffer
}

export interface EtagCacheOptions {
  /** the underlying fetch (default: global fetch) */
  fetch?: typeof fetch
  /** how many URLs to remember; least recently used are dropped first */
  maxEntries?: number
}

export interface EtagCachingFetch {
  (input: string | URL | Request, init?: RequestInit): Promise<Response>
  /** number of cached URLs (for tests and diagnostics) */
  readonly size: number
}

function urlOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input
  if (input instanceof URL) return input.href
  return input.url
}

export function createEtagCachingFetch(options: EtagCacheOptions = {}): EtagCachingFetch {
  const baseFetch = options.fetch ?? fetch
  const maxEntries = options.maxEntries ?? 500
  const entries = new LruMap<string, CachedEntry>(maxEntries)

  function replay(entry: CachedEntry): Response {
    return new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers })
  }

  const cachingFetch = async (
    input: string | URL | Request,
    init?: RequestInit,
  ): Promise<Response> => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const headers = new Headers(input instanceof Request ? input.headers : undefined)
    new Headers(init?.headers).forEach((value, key) => headers.set(key, value))
    if (method !== 'GET' || headers.has('authorization')) return baseFetch(input, init)

    const url = urlOf(input)
    const cached = entries.get(url)
    if (cached) headers.set('if-none-match', cached.etag)
    const res = await baseFetch(input, { ...init, headers })

    // a 304 keeps the entry fresh: get() above already counted it as recently used
    if (res.status === 304 && cached) return replay(cached)
    const etag = res.headers.get('etag')
    // an answer content-api marks personal (a draft's preview reads) is never kept nor replayed
    const personal = /private|no-store/i.test(res.headers.get('cache-control') ?? '')
    if (res.status !== 200 || !etag || personal) {
      if (res.status !== 304 || personal) entries.delete(url)
      return res
    }
    const entry: CachedEntry = {
      etag,
      status: res.status,
      // fetch has already decoded the body, so the original encoding and length no longer apply
      headers: [...res.headers.entries()].filter(
        ([name]) => name !== 'content-encoding' && name !== 'content-length',
      ),
      body: await res.arrayBuffer(),
    }
    entries.set(url, entry)
    return replay(entry)
  }

  return Object.defineProperty(cachingFetch, 'size', {
    get: () => entries.size,
  }) as EtagCachingFetch
}
