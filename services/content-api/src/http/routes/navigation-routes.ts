import { Router } from 'express'
import type { ContentStore } from '../../content/content-store.js'
import type { NavigationService } from '../../content/navigation-service.js'
import { answeredNotModified, RevisionJsonCache } from '../etag.js'
import { CONTENT_FILES_HEADER } from '../files-read.js'
import { langOf } from '../lang.js'
import { requireUser } from '../session.js'

/**
 * GET /navigation/resolved?lang= (public: web's layout reads it for every page, once per content
 * revision and language), GET /navigation (the stored menus, for the admin) and POST (saves).
 */
export function navigationRoutes(deps: {
  store: ContentStore
  navigation: NavigationService
}): Router {
  const { store, navigation } = deps
  const router = Router()
  const bodies = new RevisionJsonCache()
  router.get('/navigation/resolved', (req, res) => {
    const revision = store.index.revision
    // not a fixed list (files-read.ts): the records the menus point at
    res.setHeader(CONTENT_FILES_HEADER, navigation.filesRead().join(', '))
    if (answeredNotModified(req, res, revision)) return
    const lang = langOf(req)
    res
      .type('application/json')
      .send(bodies.get(`navigation:${lang}`, revision, () => navigation.resolved(lang)))
  })
  router.get('/navigation', (req, res) => {
    if (answeredNotModified(req, res, store.index.revision)) return
    res.json(navigation.edit())
  })
  router.post('/navigation', async (req, res) => {
    res.json(await navigation.update(req.body, requireUser(req)))
  })
  return router
}
