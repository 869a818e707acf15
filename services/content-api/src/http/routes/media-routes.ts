import express, { Router } from 'express'
import type { MediaUploads } from '../../content/media-upload.js'
import { UPLOAD_LIMIT_BYTES } from '../../content/media-upload.js'
import { requireUser } from '../session.js'

/** POST /media: the raw file as the body, its name in ?name= (or X-File-Name). */
export function mediaRoutes(uploads: MediaUploads): Router {
  const router = Router()
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
