import { Router } from 'express'
import { collectionNames } from '../../content/collections.js'
import type { RecordService } from '../../content/record-service.js'
import type { OutdatedTranslation } from '@site/contract'

/**
 * GET /outdated-translations: every record with an Arabic text made from an English that has
 * changed since (the dashboard's list), with the fields concerned.
 */
export function translationRoutes(deps: { records: RecordService }): Router {
  const router = Router()
  router.get('/outdated-translations', (_req, res) => {
    const outdated: OutdatedTranslation[] = collectionNames.flatMap((collection) =>
      deps.records.list(collection, { editor: true }).flatMap((record) =>
        record.outdated_ar.length > 0
          ? [
              {
                collection,
                slug: record.slug,
                title: String(record.title ?? record.name ?? record.slug),
                fields: record.outdated_ar,
              },
            ]
          : [],
      ),
    )
    res.set('Cache-Control', 'no-store').json(outdated)
  })
  return router
}
