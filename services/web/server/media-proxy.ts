import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { Request, Response } from 'express'
import type { Logger } from './log.js'

/** Response headers worth passing through: what browsers and CDNs need to cache images well. */
const passedHeaders = ['content-type', 'content-length', 'etag', 'cache-control', 'last-modified']

/**
 * When PUBLIC_MEDIA_URL is empty, browsers load images from web itself: /media/* is streamed from
 * the media service, so only web's port needs to be published.
 */
export function createMediaProxy(mediaUrl: string, log: Logger) {
  return async function mediaProxy(req: Request, res: Response): Promise<void> {
    // only /media/<file> may be reached: a dot-dot segment (raw or %2e-encoded) could turn
    // /media/../health into another route of the media service
    const pathOnly = req.originalUrl.split('?')[0] ?? ''
    if (!pathOnly.startsWith('/media/') || /(?:^|\/)(?:\.|%2e){2}(?:\/|%2f|$)/i.test(pathOnly)) {
      res.status(400).json({ error: { code: 'invalid_path', message: 'Not a media file path' } })
      return
    }
    const target = `${mediaUrl}${req.originalUrl}`
    const headers: Record<string, string> = {}
    const ifNoneMatch = req.get('if-none-match')
    if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch
    const accept = req.get('accept')
    if (accept) headers.accept = accept

    let upstream: globalThis.Response
    try {
      upstream = await fetch(target, {
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
    const body = Readable.fromWeb(upstream.body as NodeReadableStream<Uint8Array>)
    // A client that goes away must not leave the upstream stream open.
    res.on('close', () => body.destroy())
    body.on('error', (error) => {
      log.warn('media_stream_failed', { url: req.originalUrl, error })
      res.destroy(error)
    })
    body.pipe(res)
  }
}
