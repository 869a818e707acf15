import { Router } from 'express'
import type { ContentStore } from '../../content/content-store.js'
import type { RedirectService } from '../../content/redirect-service.js'
import { answeredNotModified, RevisionJsonCache } from '../etag.js'
import { requireUser } from '../session.js'

/** GET /redirects (public, per content revision: web asks once per change) and POST (editors). */
export function redirectRoutes(deps: { store: ContentStore; redirects: RedirectService }): Router {
  const { store, redirects } = deps
  const router = Router()
  const bodies = new RevisionJsonCache()
  router.get('/redirects', (req, res) => {
    const revision = store.index.revision
    if (answeredNotModified(req, res, revision)) return
    res.type('application/json').send(bodies.get('redirects', revision, () => redirects.list()))
  })
  router.post('/redirects', async (req, res) => {
    res.json(await redirects.update(req.body, requireUser(req)))
  })
  return router
}
