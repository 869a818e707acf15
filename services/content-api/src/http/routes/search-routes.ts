import { Router, type Request } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import { AppError, validationError } from '@site/platform'
import type { z } from 'zod'
import type { SearchSync } from '../../search/search-sync.js'
import {
  SearchQuery,
  SiteSearchQuery,
  fieldErrorsOf,
  type SearchAnswer,
  type SiteSearchAnswer,
} from '@site/contract'
import { requireUser } from '../session.js'

/** what visitors' search finds: the pages of the site and the records that have one */
const PUBLIC_KINDS = new Set(['record', 'page'] as const)
const SUGGESTIONS = 3

function parsed<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const result = schema.safeParse(req.query)
  if (!result.success) throw validationError(fieldErrorsOf(result.error), 'Invalid search')
  return result.data
}

/**
 * GET /search (signed-in users: records, pages, settings, media; contact messages for admins)
 * and GET /site-search (anyone: what the public site shows, with the closest titles when
 * nothing matched). A stranger's searches are bounded by the query's length and word count
 * (schemas/search.ts) and by a rate per visitor.
 */
export function searchRoutes(deps: {
  search: SearchSync
  /** visitor searches per address per minute (default 120) */
  siteRateLimit?: number
}): Router {
  const router = Router()
  router.get('/search', async (req, res) => {
    const user = requireUser(req)
    const query = parsed(SearchQuery, req)
    const results = await deps.search.search(query.q, {
      ...(query.lang ? { lang: query.lang } : {}),
      limit: query.limit,
      audience: user.role === 'admin' ? 'admin' : 'editor',
    })
    res.set('Cache-Control', 'no-store').json({ results } satisfies SearchAnswer)
  })

  const perVisitor = rateLimit({
    windowMs: 60_000,
    limit: deps.siteRateLimit ?? 120,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // web forwards the visitor's address (trusted from loopback and private networks only)
    keyGenerator: (req) => `site-search:${ipKeyGenerator(req.ip ?? 'unknown')}`,
    handler: (_req, _res, next) => {
      next(
        new AppError(429, 'too_many_searches', 'Too many searches. Please wait a minute.', {
          retryAfterSeconds: 60,
        }),
      )
    },
  })
  router.get('/site-search', perVisitor, async (req, res) => {
    const query = parsed(SiteSearchQuery, req)
    const options = {
      lang: query.lang,
      limit: query.limit,
      audience: 'public',
      kinds: PUBLIC_KINDS,
    } as const
    const results = await deps.search.search(query.q, options)
    const suggestions =
      results.length > 0
        ? []
        : (await deps.search.closestTitles(query.q, { ...options, limit: SUGGESTIONS })).flatMap(
            (doc) =>
              doc.publicUrl
                ? [{ title: doc.titleText || doc.title, public_url: doc.publicUrl }]
                : [],
          )
    res.json({ results, suggestions } satisfies SiteSearchAnswer)
  })
  return router
}
