import express, { Router } from 'express'
import { AppError, validationError } from '@site/platform'
import {
  MediaDeleteQuery,
  MediaMetaPatch,
  can,
  fieldErrorsOf,
  type MediaUsage,
  type MediaVersions,
} from '@site/contract'
import type { MediaLibrary } from '../../content/media-library.js'
import type { MediaUploads } from '../../content/media-upload.js'
import { UPLOAD_LIMIT_BYTES } from '../../content/media-upload.js'
import { jsonBody } from '../json-depth.js'
import { requireUser } from '../session.js'

/**
 * POST /media: the raw file as the body, its name in ?name= (or X-File-Name).
 * GET /media: the library (editors). GET /media-versions: each framed image's version (public).
 * GET /media/:file/usage: where one image is used.
 * PATCH /media/:file: its focal point, crop and default alt text (`MediaMetaPatch`).
 * DELETE /media/:file: an unused image (409 naming its users while used; ?force=1: admins only).
 */
export function mediaRoutes(uploads: MediaUploads, library: MediaLibrary): Router {
  const router = Router()
  router.get('/media', async (req, res) => {
    requireUser(req)
    res.set('Cache-Control', 'no-store').json({ items: await library.list() })
  })
  // public: web reads it for every page, to put each image's framing version in its URLs
  router.get('/media-versions', async (_req, res) => {
    const answer: MediaVersions = { versions: await library.versions() }
    res.set('Cache-Control', 'no-store').json(answer)
  })
  router.get('/media/:file/usage', async (req, res) => {
    requireUser(req)
    const answer: MediaUsage = { used_by: await library.usage(req.params.file ?? '') }
    res.set('Cache-Control', 'no-store').json(answer)
  })
  // mounted before the API's JSON parser (the upload reads raw bytes): its own small one
  router.patch<{ file: string }>('/media/:file', jsonBody('16kb'), async (req, res) => {
    const editor = requireUser(req)
    const patch = MediaMetaPatch.safeParse(req.body)
    if (!patch.success) throw validationError(fieldErrorsOf(patch.error), 'Invalid image details')
    res.json(await library.updateMeta(req.params.file ?? '', patch.data, editor))
  })
  router.delete('/media/:file', async (req, res) => {
    const query = MediaDeleteQuery.safeParse(req.query)
    if (!query.success) throw validationError(fieldErrorsOf(query.error), 'Invalid delete')
    const force = query.data.force === '1'
    const editor = requireUser(req)
    if (force && !can(editor.role, 'usedMedia', 'delete')) {
      throw new AppError(403, 'forbidden', 'Only an admin may delete an image still in use')
    }
    await library.remove(req.params.file ?? '', editor, { force })
    res.status(204).end()
  })
  router.post(
    '/media',
    (req, _res, next) => {
      requireUser(req) // refuse before reading 10 MB from an anonymous client
      next()
    },
    express.raw({ type: () => true, limit: UPLOAD_LIMIT_BYTES }),
    async (req, res) => {
      const editor = requireUser(req)
      const name = String(req.query.name ?? req.get('x-file-name') ?? 'image')
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      res.status(201).json(await uploads.upload(bytes, name, req.get('content-type') ?? '', editor))
    },
  )
  return router
}
