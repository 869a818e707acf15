import { Router } from 'express'
import { collectionNames } from '../../content/collections.js'
import type { RecordService } from '../../content/record-service.js'
import { translationLanguages, type OutdatedTranslation } from '@site/contract'

/**
 * GET /outdated-translations: every record with a translation made from an English that has
 * changed since (the dashboard's list and the lists' filter), per language, with the fields
 * concerned.
 */
export function translationRoutes(deps: { records: RecordService }): Router {
  const router = Router()
  router.get('/outdated-translations', (_req, res) => {
    const outdated: OutdatedTranslation[] = collectionNames.flatMap((collection) =>
      deps.records.list(collection, { editor: true }).flatMap((record) =>
        translationLanguages.flatMap((lang) => {
          const fields = record.outdated[lang]
          if (fields.length === 0) return []
          const title = String(record.title ?? record.name ?? record.slug)
          return [{ collection, slug: record.slug, title, lang, fields }]
        }),
      ),
    )
    res.set('Cache-Control', 'no-store').json(outdated)
  })
  return router
}
