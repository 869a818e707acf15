import { Router } from 'express'
import type { ContentStore } from '../../content/content-store.js'
import type { PagesService } from '../../content/pages-service.js'
import type { SolutionsService } from '../../content/solutions-service.js'
import { pageKeys } from '../../schemas/index.js'
import { answeredNotModified } from '../etag.js'
import { HttpError } from '../errors.js'
import { requireUser } from '../session.js'

export function contentRoutes(deps: {
  store: ContentStore
  solutions: SolutionsService
  pages: PagesService
}): Router {
  const { store, solutions, pages } = deps
  const router = Router()
  const revision = () => store.index.revision

  router.get('/solutions', (req, res) => {
    if (answeredNotModified(req, res, revision())) return
    res.json(solutions.list())
  })

  router.get('/solutions/:slug', (req, res) => {
    if (answeredNotModified(req, res, revision())) return
    const found = solutions.get(req.params.slug)
    if (!found)
      throw new HttpError(404, 'not_found', `Solution "${req.params.slug}" does not exist`)
    res.json(found)
  })

  const save = async (req: import('express').Request, res: import('express').Response) => {
    const editor = requireUser(req)
    const slug = String(req.params.slug)
    res.json(await solutions.update(slug, req.body, editor))
  }
  router.post('/solutions/:slug', save)
  router.put('/solutions/:slug', save)
  router.patch('/solutions/:slug', save)

  for (const page of pageKeys) {
    router.get(`/${page}-content`, (req, res) => {
      if (answeredNotModified(req, res, revision())) return
      res.json(pages.get(page))
    })
    router.get(`/${page}-content/:sectionKey`, (req, res) => {
      if (answeredNotModified(req, res, revision())) return
      const section = pages.get(page).sections.find((s) => s.key === req.params.sectionKey)
      if (!section) {
        throw new HttpError(
          404,
          'not_found',
          `The ${page} page has no section "${req.params.sectionKey}"`,
        )
      }
      res.json(section)
    })
  }

  router.get('/content-problems', (_req, res) => {
    res.json({ revision: revision(), problems: store.index.problems() })
  })

  return router
}
