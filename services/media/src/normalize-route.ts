import { createHash, timingSafeEqual } from 'node:crypto'
import express, { type RequestHandler } from 'express'
import { AppError, type Logger } from '@site/platform'
import { UnreadableImageError } from './image-error.js'
import { normalizeImage, UnsupportedImageFormatError } from './normalize-image.js'

export const NORMALIZE_MAX_BYTES = 10 * 1024 * 1024

function isUploadType(contentType: string | undefined): boolean {
  if (!contentType) return false
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  return mediaType.startsWith('image/') || mediaType === 'application/octet-stream'
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Only content-api may have images normalised (it stores the result in git): it sends the shared
 * MEDIA_NORMALIZE_TOKEN as a bearer token. Checked before the body is read, so a stranger cannot
 * make media decode 10 MB. Without a configured token the route is closed.
 */
export function requireNormalizeToken(token: string | undefined): RequestHandler {
  return (req, _res, next) => {
    if (!token) {
      next(new AppError(503, 'normalize_disabled', 'set MEDIA_NORMALIZE_TOKEN to enable uploads'))
      return
    }
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? ''
    if (!timingSafeEqual(digest(given), digest(token))) {
      next(new AppError(401, 'unauthorized', 'a valid normalize token is required'))
      return
    }
    next()
  }
}

/** Reads the raw body; beyond the limit body-parser fails with 413 (mapped by the error handler). */
export const normalizeBody: RequestHandler = express.raw({
  type: (req) => isUploadType(req.headers['content-type']),
  limit: NORMALIZE_MAX_BYTES,
})

/** `POST /normalize`: validated, oriented, metadata-free, size-capped image as JSON. */
export function createNormalizeHandler({ log }: { log: Logger }): RequestHandler {
  return async (req, res) => {
    if (!isUploadType(req.get('Content-Type'))) {
      throw new AppError(
        415,
        'unsupported_media_type',
        'send the image as the raw body with Content-Type image/* or application/octet-stream',
      )
    }
    const input: unknown = req.body
    const bytes = Buffer.isBuffer(input) ? input : Buffer.alloc(0)
    try {
      const image = await normalizeImage(bytes)
      log.info('image normalized', {
        inputBytes: bytes.length,
        outputBytes: image.data.length,
        format: image.format,
        width: image.width,
        height: image.height,
      })
      res.json({
        data: image.data.toString('base64'),
        format: image.format,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
      })
    } catch (error) {
      if (error instanceof UnreadableImageError && /pixel limit/i.test(error.message)) {
        throw new AppError(413, 'too_many_pixels', 'the image has too many pixels')
      }
      if (error instanceof UnreadableImageError) {
        throw new AppError(415, 'not_an_image', 'the body is not a readable image')
      }
      if (error instanceof UnsupportedImageFormatError) {
        throw new AppError(415, 'unsupported_image_format', error.message)
      }
      throw error
    }
  }
}
