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
import { validationError } from '@site/platform'
import {
  collectionDefinitions,
  fieldErrorsOf,
  listQuerySchema,
  type DraftMeta,
  type ListPage,
  type ListQuery,
} from '@site/contract'
import type { ListActions } from '../../content/list-actions.js'
import { needsDrafts, translationLanguages, type DraftStates } from '../../content/list-query.js'

/** Pages of list views kept per revision: at most 200 records each, so a few MB in all. */
const VIEW_ANSWERS_KEPT = 50

/** A read with no sort, filter, search or page: the whole list, cached per revision. */
const isWholeList = (q: ListQuery) =>
  q.sort === null && q.order === 'asc' && q.filters.length === 0 && q.q === '' && q.limit === null

const draftStates = (drafts: DraftMeta[]): DraftStates =>
  new Map(drafts.map((d) => [d.target, { scheduled: d.publishAt !== null }]))

/** The same REST shape for every collection of the registry. */
export function collectionRoutes(deps: {
  store: ContentStore
  records: RecordService
  renames: RenameService
  lists: ListActions
  /** the open drafts, for a list filtered by draft or scheduled (null: drafts are off) */
  drafts: (() => Promise<DraftMeta[]>) | null
}): Router {
  const { store, records, renames } = deps
  const router = Router()
  const { lists } = deps
  const wholeLists = new RevisionJsonCache()
  // bounded: a stranger's endless distinct queries cannot grow it
  const viewAnswers = new RevisionJsonCache(VIEW_ANSWERS_KEPT)
  const audience = (req: Request) => ({ editor: userOf(req) !== null })

  for (const name of collectionNames) {
    const collection: CollectionName = name
    const base = `/${collection}`

    const querySchema = listQuerySchema(collectionDefinitions[collection], translationLanguages)
    router.get(base, async (req, res) => {
      const parsed = querySchema.safeParse(req.query)
      if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
      const query = parsed.data
      const revision = store.index.revision
      const who = audience(req)
      const lang = langOf(req)
      const depth = depthOf(req)
      // drafts are not part of the content revision: a read filtered by them is never a 304
      const drafted = needsDrafts(query)
      if (drafted) res.set('Cache-Control', 'private, no-store')
      else if (answeredNotModified(req, res, revision)) return
      if (isWholeList(query)) {
        const body = wholeLists.get(`${collection}:${who.editor}:${lang}:${depth}`, revision, () =>
          records
            .list(collection, { ...who, lang, depth })
            .map((record) => localize(collection, record, lang)),
        )
        res.type('application/json').send(body)
        return
      }
      // only editors see drafts; the public's draft filter matches nothing
      const drafts =
        drafted && who.editor && deps.drafts ? draftStates(await deps.drafts()) : undefined
      const answer = () => {
        const { items, total, facets } = records.query(
          collection,
          { ...who, lang, depth },
          query,
          drafts,
        )
        const localized = items.map((record) => localize(collection, record, lang))
        return query.limit === null
          ? localized
          : ({
              items: localized,
              total,
              page: query.page,
              limit: query.limit,
              facets,
            } satisfies ListPage<unknown>)
      }
      // the same page asked again in the same revision is one pass over the records, not one
      // per request (a draft filter's answer depends on more than the revision, and a whole
      // selection may be the whole list: neither is kept)
      const key = `${collection}:${who.editor}:${lang}:${depth}:${JSON.stringify(query)}`
      res
        .type('application/json')
        .send(
          drafted || query.limit === null
            ? JSON.stringify(answer())
            : viewAnswers.get(key, revision, answer),
        )
    })
    // before `/:slug`: "bulk" and "order" name these, not records
    router.post(`${base}/bulk`, async (req, res) => {
      res.json(await lists.bulk(collection, req.body, requireUser(req)))
    })
    router.put(`${base}/order`, async (req, res) => {
      res.json(await lists.order(collection, req.body, requireUser(req)))
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
