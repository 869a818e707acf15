import { pipeline } from 'node:stream/promises'
import type { Request, RequestHandler, Response } from 'express'
import { AppError, type Logger } from '@site/platform'
import { UnreadableImageError } from './image-error.js'
import { isPngFile, parseMediaPath, resolveOriginal } from './media-path.js'
import { variantKey, type VariantBody, type VariantStore } from './variant-cache.js'
import {
  DEFAULT_MEDIA_META,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  SHARE_IMAGE_SIZE,
  isVariantSize,
  mediaMetaVersion,
  type VariantFormat,
} from '@site/contract'
import { readMediaMeta } from './media-meta.js'
import { CONTENT_TYPES, isVariantFormat, isVariantWidth } from './variants.js'
import { RenderQueueFullError } from './render-gate.js'

/** Variant URLs carry the content hash of the original, so a response never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * A URL whose bytes may still change: one without `v` for an image that has a focal point or
 * crop, or one whose `v` is not the current framing (a page cached from before the change). It
 * is revalidated each time (a 304 while the ETag holds), so no browser keeps an old crop.
 */
const REVALIDATE = 'public, no-cache'
const DEFAULT_VERSION = mediaMetaVersion(DEFAULT_MEDIA_META)
const QUERY_ERRORS: Record<string, string> = {
  w: 'invalid_width',
  h: 'invalid_height',
  f: 'invalid_format',
  v: 'invalid_version',
}
const ROUTE_PREFIX = '/media/'

function singleQueryValue(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name]
  if (value === undefined) return undefined
  // `?w=1&w=2` arrives as an array: ambiguous, so refuse rather than guess.
  if (typeof value !== 'string') {
    throw new AppError(400, QUERY_ERRORS[name] ?? 'invalid_query', `${name} must be given once`)
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

/** `h` (with `w`): the pair must be an allowed shape (contract `isVariantSize`). */
function parseHeight(raw: string | undefined, width: number | undefined): number | undefined {
  if (raw === undefined) return undefined
  const height = Number(raw)
  if (width === undefined) {
    throw new AppError(400, 'invalid_height', 'h needs a w', { fields: { h: 'give w with h' } })
  }
  if (!/^\d+$/.test(raw) || String(height) !== raw || !isVariantSize(width, height)) {
    throw new AppError(400, 'invalid_height', `${width}x${raw} is not an allowed variant size`, {
      fields: { h: `not an allowed height for w=${width}: ${raw}` },
    })
  }
  return height
}

/** `v`: the framing version web put in the URL (7 characters of base 36). */
function parseVersion(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  if (!/^[0-9a-z]{7}$/.test(raw)) {
    throw new AppError(400, 'invalid_version', 'v is not a media version', {
      fields: { v: `not a media version: ${raw}` },
    })
  }
  return raw
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

/** With `h`, `w` may also be the share image's width (1200), outside the srcset widths. */
function parseShareOrWidth(raw: string | undefined): number | undefined {
  return raw === String(SHARE_IMAGE_SIZE.width) ? SHARE_IMAGE_SIZE.width : parseWidth(raw)
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

/**
 * `GET|HEAD /media/<file>?w=&h=&f=&v=`: a resized, re-encoded variant of an original, cached on
 * disk; with `h`, cropped to w x h around the original's focal point (inside its crop).
 */
export function createMediaHandler({ mediaDir, variants, log }: MediaRouteDeps): RequestHandler {
  return async (req, res) => {
    const cropped = singleQueryValue(req, 'h') !== undefined
    const width = cropped
      ? parseShareOrWidth(singleQueryValue(req, 'w'))
      : parseWidth(singleQueryValue(req, 'w'))
    const height = parseHeight(singleQueryValue(req, 'h'), width)
    const askedVersion = parseVersion(singleQueryValue(req, 'v'))
    const requestedFormat = parseFormat(singleQueryValue(req, 'f'))
    // req.path is still percent-encoded: parseMediaPath decodes segment by segment on purpose.
    const relative = parseMediaPath(req.path.slice(ROUTE_PREFIX.length))
    const original = await resolveOriginal(mediaDir, relative)
    const format = requestedFormat ?? ((await isPngFile(original.absolutePath)) ? 'png' : 'jpeg')

    const meta = await readMediaMeta(mediaDir, original, log)
    const version = mediaMetaVersion(meta)
    const key = variantKey(original, { width, height, version }, format)
    const etag = `"${key}"`
    res.setHeader('ETag', etag)
    const settled =
      askedVersion === undefined ? version === DEFAULT_VERSION : askedVersion === version
    res.setHeader('Cache-Control', settled ? IMMUTABLE : REVALIDATE)
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
        height,
        focal: meta.focal_point,
        crop: meta.crop,
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
