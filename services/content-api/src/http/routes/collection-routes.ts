import { Router, type Request } from 'express'
import { collectionNames, type CollectionName } from '../../content/collections.js'
import type { ContentStore } from '../../content/content-store.js'
import type { RecordService } from '../../content/record-service.js'
import type { RenameService } from '../../content/rename-service.js'
import { answeredNotModified, RevisionJsonCache } from '../etag.js'
import { slugParam } from '../slug-param.js'
import { requireUser, userOf } from '../session.js'
import { localize } from '../../content/translation.js'
import { langOf } from '../lang.js'
import { depthOf } from '../depth-param.js'

/** The same REST shape for every collection of spec section 7. */
export function collectionRoutes(deps: {
  store: ContentStore
  records: RecordService
  renames: RenameService
}): Router {
  const { store, records, renames } = deps
  const router = Router()
  const lists = new RevisionJsonCache()
  const audience = (req: Request) => ({ editor: userOf(req) !== null })

  for (const name of collectionNames) {
    const collection: CollectionName = name
    const base = `/${collection}`

    router.get(base, (req, res) => {
      const revision = store.index.revision
      if (answeredNotModified(req, res, revision)) return
      const who = audience(req)
      const lang = langOf(req)
      const depth = depthOf(req)
      const body = lists.get(`${collection}:${who.editor}:${lang}:${depth}`, revision, () =>
        records
          .list(collection, { ...who, lang, depth })
          .map((record) => localize(collection, record, lang)),
      )
      res.type('application/json').send(body)
    })
    router.get(`${base}/:slug`, (req, res) => {
      if (answeredNotModified(req, res, store.index.revision)) return
      const lang = langOf(req)
      const record = records.get(collection, slugParam(req), {
        ...audience(req),
        lang,
        depth: depthOf(req),
      })
      res.json(localize(collection, record, lang))
    })
    router.post(base, async (req, res) => {
      res.status(201).json(await records.create(collection, req.body, requireUser(req)))
    })
    router.post(`${base}/:slug`, async (req, res) => {
      res.json(await records.update(collection, slugParam(req), req.body, requireUser(req)))
    })
    router.put(`${base}/:slug`, async (req, res) => {
      res.json(await records.update(collection, slugParam(req), req.body, requireUser(req)))
    })
    router.patch(`${base}/:slug`, async (req, res) => {
      res.json(await records.update(collection, slugParam(req), req.body, requireUser(req), true))
    })
    // a new slug (file name and address); the old address redirects to the new one
    router.post(`${base}/:slug/rename`, async (req, res) => {
      res.json(await renames.rename(collection, slugParam(req), req.body, requireUser(req)))
    })
    router.delete(`${base}/:slug`, async (req, res) => {
      const editor = requireUser(req)
      const version = typeof req.query.version === 'string' ? req.query.version : undefined
      res.json(await records.remove(collection, slugParam(req), editor, version))
    })
  }
  return router
}
