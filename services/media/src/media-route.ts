import { pipeline } from 'node:stream/promises'
import type { Request, RequestHandler, Response } from 'express'
import { AppError, type Logger } from '@site/platform'
import { UnreadableImageError } from './image-error.js'
import { isPngFile, parseMediaPath, resolveOriginal } from './media-path.js'
import { variantKey, type VariantBody, type VariantStore } from './variant-cache.js'
import { VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat } from '@site/contract'
import { CONTENT_TYPES, isVariantFormat, isVariantWidth } from './variants.js'
import { RenderQueueFullError } from './render-gate.js'

/** Variant URLs carry the content hash of the original, so a response never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const ROUTE_PREFIX = '/media/'

function singleQueryValue(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name]
  if (value === undefined) return undefined
  // `?w=1&w=2` arrives as an array: ambiguous, so refuse rather than guess.
  if (typeof value !== 'string') {
    throw new AppError(
      400,
      `invalid_${name === 'w' ? 'width' : 'format'}`,
      `${name} must be given once`,
    )
  }
  return value
}

function parseWidth(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  const width = Number(raw)
  // Only the canonical spelling ("640", not "0640" or "640.0"): one URL per cached variant.
  if (!/^\d+$/.test(raw) || String(width) !== raw || !isVariantWidth(width)) {
    throw new AppError(400, 'invalid_width', `w must be one of ${VARIANT_WIDTHS.join(', ')}`, {
      fields: { w: `not an allowed width: ${raw}` },
    })
  }
  return width
}

function parseFormat(raw: string | undefined): VariantFormat | undefined {
  if (raw === undefined) return undefined
  if (!isVariantFormat(raw)) {
    throw new AppError(400, 'invalid_format', `f must be one of ${VARIANT_FORMATS.join(', ')}`, {
      fields: { f: `not a supported format: ${raw}` },
    })
  }
  return raw
}

/** If-None-Match uses weak comparison (RFC 9110 13.1.2): W/"x" matches "x". */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .includes(etag)
}

async function sendBody(req: Request, res: Response, body: VariantBody): Promise<void> {
  res.setHeader('Content-Length', String(body.size))
  if (body.kind === 'buffer') {
    res.end(req.method === 'HEAD' ? undefined : body.data)
    return
  }
  if (req.method === 'HEAD') {
    await body.handle.close()
    res.end()
    return
  }
  // autoClose (the default) closes the handle when the stream ends or fails.
  await pipeline(body.handle.createReadStream(), res)
}

export interface MediaRouteDeps {
  mediaDir: string
  variants: VariantStore
  log: Logger
}

/** `GET|HEAD /media/<file>?w=&f=`: a resized, re-encoded variant of an original, cached on disk. */
export function createMediaHandler({ mediaDir, variants, log }: MediaRouteDeps): RequestHandler {
  return async (req, res) => {
    const width = parseWidth(singleQueryValue(req, 'w'))
    const requestedFormat = parseFormat(singleQueryValue(req, 'f'))
    // req.path is still percent-encoded: parseMediaPath decodes segment by segment on purpose.
    const relative = parseMediaPath(req.path.slice(ROUTE_PREFIX.length))
    const original = await resolveOriginal(mediaDir, relative)
    const format = requestedFormat ?? ((await isPngFile(original.absolutePath)) ? 'png' : 'jpeg')

    const key = variantKey(original, width, format)
    const etag = `"${key}"`
    res.setHeader('ETag', etag)
    res.setHeader('Cache-Control', IMMUTABLE)
    if (matchesIfNoneMatch(req.get('If-None-Match'), etag)) {
      res.status(304).end()
      return
    }

    let body: VariantBody
    try {
      body = await variants.get(key, {
        sourcePath: original.absolutePath,
        relativePath: original.relativePath,
        width,
        format,
      })
    } catch (error) {
      if (error instanceof RenderQueueFullError) {
        res.removeHeader('ETag')
        res.removeHeader('Cache-Control')
        res.setHeader('Retry-After', '2')
        res.setHeader('Cache-Control', 'no-store')
        throw new AppError(503, 'busy', 'too many images are being prepared; retry shortly')
      }
      if (error instanceof UnreadableImageError) {
        log.warn('original is not a decodable image', {
          file: original.relativePath,
          reason: error.message,
        })
        res.removeHeader('ETag')
        res.removeHeader('Cache-Control')
        throw new AppError(422, 'unreadable_original', 'the original is not a decodable image')
      }
      throw error
    }
    res.setHeader('Content-Type', CONTENT_TYPES[format])
    res.setHeader('X-Content-Type-Options', 'nosniff')
    await sendBody(req, res, body)
  }
}
