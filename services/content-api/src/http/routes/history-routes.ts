import { Router, type Request } from 'express'
import { collectionNames, type CollectionName } from '../../content/collections.js'
import type { HistoryFile, HistoryService } from '../../content/history-service.js'
import type { TranslationChange } from '@site/contract'
import { CommitId, RestoreFields, pageKeys } from '@site/contract'
import { validationError } from '@site/platform'
import { slugParam } from '../slug-param.js'
import { requireUser } from '../session.js'

/**
 * History of everything an editor can change, one shape for all: `GET <path>/history` (commits,
 * newest first), `GET <path>/history/<commit>` (the content as of one, shaped like a read of
 * `<path>`) and `POST <path>/restore` `{ commit, version?, fields? }` (a new commit; `fields`: only those). `<path>` is
 * `/{collection}/{slug}`, `/{page}-content` or `/company-settings`. Mounted before the page
 * routes, so `/home-content/history` is not taken for a section called "history".
 */
export function historyRoutes(deps: {
  history: HistoryService
  /** a record's outdated translations with their English change */
  translationChanges: (collection: CollectionName, slug: string) => Promise<TranslationChange[]>
}): Router {
  const { history } = deps
  const router = Router()

  const commitOf = (value: unknown) => {
    const commit = CommitId.safeParse(value)
    if (!commit.success)
      throw validationError({ commit: 'Name a commit by its id' }, 'Invalid commit')
    return commit.data
  }

  const serve = (base: string, targetOf: (req: Request) => HistoryFile<unknown>) => {
    router.get(`${base}/history`, async (req, res) => {
      requireUser(req)
      res.set('Cache-Control', 'no-store').json(await history.history(targetOf(req)))
    })
    router.get(`${base}/history/:commit`, async (req, res) => {
      requireUser(req)
      const commit = commitOf(req.params.commit)
      res.set('Cache-Control', 'no-store').json(await history.at(targetOf(req), commit))
    })
    router.post(`${base}/restore`, async (req, res) => {
      const editor = requireUser(req)
      const body = (req.body ?? {}) as { commit?: unknown; version?: unknown; fields?: unknown }
      const commit = commitOf(body.commit)
      const version = typeof body.version === 'string' ? body.version : undefined
      const fields = RestoreFields.safeParse(body.fields)
      if (!fields.success) {
        throw validationError(
          { fields: 'Name the fields as a list of field paths' },
          'Invalid fields',
        )
      }
      res.json(await history.restore(targetOf(req), commit, editor, version, fields.data))
    })
  }

  for (const collection of collectionNames) {
    router.get(`/${collection}/:slug/translation-changes`, async (req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .json(await deps.translationChanges(collection, slugParam(req)))
    })
    serve(
      `/${collection}/:slug`,
      (req) => history.record(collection, slugParam(req)) as HistoryFile<unknown>,
    )
  }
  for (const page of pageKeys) {
    serve(`/${page}-content`, () => history.page(page) as HistoryFile<unknown>)
  }
  serve('/company-settings', () => history.settings() as HistoryFile<unknown>)
  return router
}
