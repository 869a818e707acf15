import { Router } from 'express'
import { z } from 'zod'
import { AppError, validationError } from '@site/platform'
import type { AnalyticsStore } from '../../analytics/analytics-store.js'
import {
  AnalyticsEvent,
  AnalyticsEventBatch,
  analyticsPeriods,
  fieldErrorsOf,
} from '@site/contract'
import { jsonBody } from '../json-depth.js'

export interface AnalyticsRoutesDeps {
  /** null/undefined: analytics is off here (no SQLite driver): both routes answer 404 */
  analytics?: AnalyticsStore | null
}

const SummaryQuery = z.object({
  days: z
    .enum(analyticsPeriods.map(String) as [string, ...string[]], {
      message: `days must be one of ${analyticsPeriods.join(', ')}`,
    })
    .default('30')
    .transform((d) => Number(d) as (typeof analyticsPeriods)[number]),
})

function storeOf(analytics: AnalyticsStore | null | undefined): AnalyticsStore {
  if (!analytics) throw new AppError(404, 'analytics_off', 'The built-in analytics is not running')
  return analytics
}

/**
 * POST /analytics/events (public in the access table, called by web for each consenting
 * visitor's page view, or a batch of them): counted in memory, written every 2 s; 202 at once,
 * bots, repeats and paths the site does not serve included (they are just not counted as page
 * views); a lone view past its visitor's rate is 429 (in a batch it is left out). GET /analytics/summary?days=7|30|90|365 (editors):
 * the aggregates /admin/analytics charts. Mounted before the API's JSON parser: a beacon batch
 * has its own, smaller, limit.
 */
export function analyticsRoutes({ analytics }: AnalyticsRoutesDeps): Router {
  const router = Router()
  router.post('/analytics/events', jsonBody('256kb'), (req, res) => {
    res.set('Cache-Control', 'no-store')
    const store = storeOf(analytics)
    // a batch or one event: each parsed on its own, so a field error names the field
    const batch = typeof req.body === 'object' && req.body !== null && 'events' in req.body
    const parsed = (batch ? AnalyticsEventBatch : AnalyticsEvent).safeParse(req.body)
    if (!parsed.success) {
      throw validationError(fieldErrorsOf(parsed.error), 'The page view is not valid')
    }
    const events = 'events' in parsed.data ? parsed.data.events : [parsed.data]
    let counted = 0
    let limited = 0
    for (const event of events) {
      const outcome = store.record(event)
      if (outcome === 'counted') counted++
      else if (outcome === 'limited') limited++
    }
    // one view over its visitor's rate: refused; in a batch, the others still count
    if (limited === events.length && !batch) {
      throw new AppError(429, 'too_many_views', 'Too many page views from this visitor', {
        retryAfterSeconds: 60,
      })
    }
    res.status(202).json({ counted })
  })
  router.get('/analytics/summary', (req, res) => {
    res.set('Cache-Control', 'private, no-store')
    const store = storeOf(analytics)
    const parsed = SummaryQuery.safeParse(req.query)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error), 'Unknown period')
    res.json(store.summary(parsed.data.days))
  })
  return router
}
