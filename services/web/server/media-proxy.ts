import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { Request, Response } from 'express'
import { fetchRetryingDrops, requestIdHeaders, type Logger } from '@site/platform'

/** Response headers worth passing through: what browsers and CDNs need to cache images well. */
const passedHeaders = ['content-type', 'content-length', 'etag', 'cache-control', 'last-modified']

/** A variant the media service called immutable, kept in memory to answer without a hop. */
interface KeptVariant {
  /** every response header, flat [name, value, ...] for writeHead */
  headers: string[]
  etag: string | null
  body: Buffer
}

export interface MediaProxyOptions {
  /** memory for immutable variants (default 64 MiB); 0 turns the memory off */
  maxBytes?: number
  /** larger variants are streamed, never kept (default 2 MiB) */
  maxVariantBytes?: number
  /** headers every answer from memory carries too (nosniff and the other fixed ones) */
  fixedHeaders?: string[]
}

/**
 * When PUBLIC_MEDIA_URL is empty, browsers load images from web itself: /media/* is streamed from
 * the media service, so only web's port needs to be published. Variants the media service marks
 * immutable (their URL names the bytes) are kept in a bounded memory and answered from there.
 */
export function createMediaProxy(mediaUrl: string, log: Logger, options: MediaProxyOptions = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const maxVariantBytes = options.maxVariantBytes ?? 2 * 1024 * 1024
  const kept = new KeptVariants(maxBytes)
  const fixedHeaders = options.fixedHeaders ?? ['X-Content-Type-Options', 'nosniff']

  /** Answers a kept variant on the raw request (before Express); false when not kept. */
  function serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? ''
    if (!url.startsWith('/media/')) return false
    const hit = kept.get(url)
    if (!hit) return false
    const ifNoneMatch = req.headers['if-none-match']
    if (hit.etag && ifNoneMatch?.split(',').some((t) => t.trim() === hit.etag)) {
      res.writeHead(304, [...fixedHeaders, 'ETag', hit.etag, 'X-Media-Cache', 'hit'])
      res.end()
      return true
    }
    res.writeHead(200, hit.headers)
    res.end(req.method === 'HEAD' ? undefined : hit.body)
    return true
  }

  async function mediaProxy(req: Request, res: Response): Promise<void> {
    // only /media/<file> may be reached: a dot-dot segment (raw or %2e-encoded) could turn
    // /media/../health into another route of the media service
    const pathOnly = req.originalUrl.split('?')[0] ?? ''
    if (!pathOnly.startsWith('/media/') || /(?:^|\/)(?:\.|%2e){2}(?:\/|%2f|$)/i.test(pathOnly)) {
      res.status(400).json({ error: { code: 'invalid_path', message: 'Not a media file path' } })
      return
    }
    if (serveHit(req, res)) return

    const target = `${mediaUrl}${req.originalUrl}`
    const headers: Record<string, string> = requestIdHeaders()
    const ifNoneMatch = req.get('if-none-match')
    if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch
    const accept = req.get('accept')
    if (accept) headers.accept = accept

    let upstream: globalThis.Response
    try {
      // a media replica stopping may close a kept-alive connection under a request: sent again
      upstream = await fetchRetryingDrops(fetch, target, {
        method: req.method === 'HEAD' ? 'HEAD' : 'GET',
        headers,
        signal: AbortSignal.timeout(30_000),
      })
    } catch (error) {
      log.warn('media_unreachable', { url: req.originalUrl, error })
      res
        .status(502)
        .json({ error: { code: 'media_unreachable', message: 'Media is unavailable' } })
      return
    }

    res.status(upstream.status)
    // fetch decodes a compressed body, so its original length would be wrong
    const decoded = upstream.headers.has('content-encoding')
    for (const name of passedHeaders) {
      if (decoded && name === 'content-length') continue
      const value = upstream.headers.get(name)
      if (value !== null) res.setHeader(name, value)
    }
    if (req.method === 'HEAD' || upstream.body === null || upstream.status === 304) {
      res.end()
      return
    }
    const length = Number(upstream.headers.get('content-length') ?? NaN)
    const keep =
      maxBytes > 0 &&
      upstream.status === 200 &&
      !decoded &&
      /\bimmutable\b/.test(upstream.headers.get('cache-control') ?? '') &&
      Number.isFinite(length) &&
      length <= maxVariantBytes
    if (keep) {
      const body = Buffer.from(await upstream.arrayBuffer())
      const headers = [...fixedHeaders, 'X-Media-Cache', 'hit']
      for (const name of passedHeaders) {
        const value = upstream.headers.get(name)
        if (value !== null) headers.push(name, value)
      }
      kept.set(req.originalUrl, { headers, etag: upstream.headers.get('etag'), body })
      res.end(body)
      return
    }
    const body = Readable.fromWeb(upstream.body as NodeReadableStream<Uint8Array>)
    // A client that goes away must not leave the upstream stream open.
    res.on('close', () => body.destroy())
    body.on('error', (error) => {
      log.warn('media_stream_failed', { url: req.originalUrl, error })
      res.destroy(error)
    })
    body.pipe(res)
  }
  return Object.assign(mediaProxy, { serveHit })
}

/** Variants, least recently used dropped first, bounded by their total bytes. */
class KeptVariants {
  private readonly entries = new Map<string, KeptVariant>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  get(url: string): KeptVariant | undefined {
    const variant = this.entries.get(url)
    if (variant) {
      // re-inserted: a Map iterates oldest first
      this.entries.delete(url)
      this.entries.set(url, variant)
    }
    return variant
  }

  set(url: string, variant: KeptVariant): void {
    if (variant.body.length > this.maxBytes || this.entries.has(url)) return
    this.entries.set(url, variant)
    this.bytes += variant.body.length
    for (const [oldest, dropped] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= dropped.body.length
    }
  }
}
