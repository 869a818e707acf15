import { Router } from 'express'
import { collectionNames } from '../../content/collections.js'
import type { UnpublishSchedules } from '../../content/unpublish-schedule.js'
import { requireUser } from '../session.js'
import { slugParam } from '../slug-param.js'

/**
 * Scheduled unpublish of the records that can be hidden (those with `is_active`):
 * `POST /<collection>/<slug>/unpublish-at` `{ at }` sets it, `DELETE` cancels it, and
 * `GET /unpublish-schedules` lists every one (the dashboard and the board). A collection without
 * `is_active` answers 400 saying why (UnpublishSchedules).
 */
export function unpublishRoutes(deps: { schedules: UnpublishSchedules }): Router {
  const { schedules } = deps
  const router = Router()
  router.get('/unpublish-schedules', (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json({ schedules: schedules.list() })
  })
  for (const collection of collectionNames) {
    const path = `/${collection}/:slug/unpublish-at`
    router.post(path, async (req, res) => {
      res.json(await schedules.set(collection, slugParam(req), req.body, requireUser(req)))
    })
    router.delete(path, async (req, res) => {
      await schedules.cancel(collection, slugParam(req), requireUser(req))
      res.status(204).end()
    })
  }
  return router
}
