import { open } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { RequestHandler } from 'express'
import { AppError } from '@site/platform'
import { matchesIfNoneMatch } from './media-route.js'
import { parseMediaPath, resolveOriginal } from './media-path.js'

/**
 * `GET|HEAD /media/<file>.pdf`: a document of the media library (a product datasheet), served as
 * it is. Only `.pdf` files are served this way; every other request goes on to the image route.
 * The same confinement as images applies (resolveOriginal: inside the media folder, symlinks
 * included), and the bytes must really be a PDF, so a file renamed to .pdf is never served as
 * one. Documents are not named by their content hash, so browsers revalidate after a short time.
 */
const PDF_MAGIC = Buffer.from('%PDF-')
const DOCUMENT_CACHE = 'public, max-age=300'
const ROUTE_PREFIX = '/media/'

export function createDocumentHandler({ mediaDir }: { mediaDir: string }): RequestHandler {
  return async (req, res, next) => {
    if (!/\.pdf$/i.test(req.path)) {
      next()
      return
    }
    if (Object.keys(req.query).length > 0) {
      throw new AppError(400, 'invalid_query', 'documents take no width or format')
    }
    const relative = parseMediaPath(req.path.slice(ROUTE_PREFIX.length))
    const original = await resolveOriginal(mediaDir, relative)
    const handle = await open(original.absolutePath, 'r')
    let streaming = false
    try {
      const head = Buffer.alloc(PDF_MAGIC.length)
      const { bytesRead } = await handle.read(head, 0, head.length, 0)
      if (bytesRead < head.length || !head.equals(PDF_MAGIC)) {
        throw new AppError(422, 'not_a_pdf', 'the file is not a PDF document')
      }
      const etag = `"${original.size.toString(36)}-${Math.round(original.mtimeMs).toString(36)}"`
      res.setHeader('ETag', etag)
      res.setHeader('Cache-Control', DOCUMENT_CACHE)
      if (matchesIfNoneMatch(req.get('If-None-Match'), etag)) {
        res.status(304).end()
        return
      }
      res.setHeader('Content-Type', 'application/pdf')
      res.setHeader('Content-Length', String(original.size))
      res.setHeader('X-Content-Type-Options', 'nosniff')
      // shown in the browser's viewer, saved under its own name
      const name = path.posix.basename(original.relativePath).replace(/[^A-Za-z0-9._-]/g, '_')
      res.setHeader('Content-Disposition', `inline; filename="${name}"`)
      if (req.method === 'HEAD') {
        res.end()
        return
      }
      streaming = true
      // autoClose (the default) closes the handle when the stream ends or fails
      await pipeline(handle.createReadStream({ start: 0 }), res)
    } finally {
      if (!streaming) await handle.close()
    }
  }
}
