import { Router } from 'express'
import type { SitemapService } from '../../content/sitemap-service.js'
import { answeredNotModified } from '../etag.js'

/** GET /sitemap: public records and pages with their last-modified dates (for web's sitemap.xml). */
export function sitemapRoutes(deps: { sitemap: SitemapService; revision: () => string }): Router {
  const router = Router()
  router.get('/sitemap', async (req, res) => {
    if (answeredNotModified(req, res, deps.revision())) return
    res.json(await deps.sitemap.get())
  })
  return router
}
