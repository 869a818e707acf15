import { createHash } from 'node:crypto'
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express'
import { isbot } from 'isbot'
import { WindowCounter, type Logger } from '@site/platform'
import { z } from 'zod'
import type { AnalyticsBeacon, AnalyticsEvent, LanguageCode } from '@site/content-api/schemas'

export interface AnalyticsBeaconOptions {
  /** content-api, which owns DATA_DIR and counts the views */
  contentApiUrl: string
  log: Logger
  fetch?: typeof fetch
  /** how long views wait to go on together (default 250 ms) */
  batchMs?: number
  /** the most views waiting for content-api (default 5000); beyond, new ones are dropped */
  maxQueued?: number
  /** ms since the epoch, for the per-visitor rate (tests move it) */
  clock?: () => number
}

/**
 * content-api's VIEWS_PER_VISITOR_MINUTE (schemas/analytics.ts), restated like the schema below;
 * analytics-beacon.test.ts checks the two are the same.
 */
export const VIEWS_PER_VISITOR_MINUTE = 30
/** Visitors whose last minute is remembered; past it the oldest are forgotten (memory bound). */
const MAX_VISITORS_REMEMBERED = 100_000

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const noControl = (text: string) => !CONTROL.test(text)
const NO_CONTROL = 'must not contain control characters'
const optionalText = (max: number) =>
  z.string().trim().max(max).refine(noControl, NO_CONTROL).optional()

/**
 * The beacon's body: content-api's `AnalyticsBeacon` (schemas/analytics.ts), restated here
 * because web's server runs compiled and content-api's schemas are TypeScript source (only types
 * cross at run time). `satisfies` keeps the two the same shape; analytics-beacon.test.ts checks
 * they accept and refuse the same bodies.
 */
export const BeaconBody = z.object({
  path: z
    .string()
    .max(512)
    .refine((p) => p.startsWith('/') && !p.startsWith('//'), 'must be a path starting with /')
    .refine(noControl, NO_CONTROL),
  referrer: optionalText(512),
  // the language list's codes, copied: this server imports only types from content-api at run
  // time; the schema test below holds the copy to the list (every code, and one that is not)
  lang: z.enum(['en', 'ar', 'fr'] satisfies LanguageCode[]).optional(),
  screen: z.enum(['phone', 'tablet', 'desktop']).optional(),
  utm_source: optionalText(100),
  utm_medium: optionalText(100),
  utm_campaign: optionalText(100),
}) satisfies z.ZodType<AnalyticsBeacon>

/** The most views one call to content-api carries (its limit). */
const BATCH = 500

/** The body types taken: JSON, and text/plain (what navigator.sendBeacon sends a string as). */
const TYPES = /^(?:application\/json|text\/plain)(?:\s*;|$)/i

/** Why a beacon is answered 204 and not counted, or null when it counts. */
export function notCounted(req: express.Request): string | null {
  if (req.get('dnt') === '1') return 'dnt'
  if (req.get('sec-gpc') === '1') return 'gpc'
  if (/(?:^|;\s*)__session=/.test(req.get('cookie') ?? '')) return 'signed-in'
  const ua = req.get('user-agent')?.trim() ?? ''
  if (ua === '' || isbot(ua)) return 'bot'
  return null
}

const refuse = (res: express.Response, status: number, code: string, message: string) =>
  res.status(status).json({ error: { code, message } })

/**
 * POST /analytics/event, public: a consenting visitor's page view (the browser script sends it
 * with navigator.sendBeacon after Accept). Answered at once, never cached: 202 when counted, 204
 * when not (Do Not Track or Global Privacy Control, a signed-in session, a bot), 400 for a body
 * that is not a page view, 415 for a type other than JSON or text/plain, 429 past
 * VIEWS_PER_VISITOR_MINUTE from one address and browser (nothing goes on). CSRF-free by design: it
 * changes nothing but a count.
 *
 * The view goes on to content-api (which owns DATA_DIR) with the visitor's address (as web's
 * trust-proxy rules read it) and browser, which content-api hashes and never stores. Views are
 * gathered for `batchMs` and sent together, fire-and-forget: the visitor never waits on
 * content-api, and when content-api is down at most `maxQueued` views wait (the rest are lost,
 * they are only counts).
 */
export function analyticsBeacon({
  contentApiUrl,
  log,
  fetch: fetchUpstream = fetch,
  batchMs = 250,
  maxQueued = 5000,
  clock = Date.now,
}: AnalyticsBeaconOptions) {
  const queue: AnalyticsEvent[] = []
  let timer: NodeJS.Timeout | null = null
  let lastWarning = 0
  const inFlight = new Set<Promise<void>>()

  const send = (events: AnalyticsEvent[]) => {
    const sent = fetchUpstream(`${contentApiUrl}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (res) => {
        await res.body?.cancel()
        if (!res.ok) throw new Error(`content-api answered ${res.status}`)
      })
      .catch((error: unknown) => {
        // once a minute at most: a content-api outage must not flood the log
        if (Date.now() - lastWarning < 60_000) return
        lastWarning = Date.now()
        log.warn('analytics_relay_failed', { error: String(error), views: events.length })
      })
      .finally(() => inFlight.delete(sent))
    inFlight.add(sent)
  }

  /** Sends every waiting view now; resolves when content-api has answered them. */
  const flush = async () => {
    if (timer) clearTimeout(timer)
    timer = null
    while (queue.length > 0) send(queue.splice(0, BATCH))
    await Promise.all([...inFlight])
  }

  const enqueue = (event: AnalyticsEvent) => {
    if (queue.length >= maxQueued) return
    queue.push(event)
    if (queue.length >= BATCH) void flush()
    else if (!timer) {
      timer = setTimeout(() => void flush(), batchMs)
      timer.unref()
    }
  }

  // answers by status, summed up in the log once a minute (no line per beacon)
  const answered = new Map<number, number>()
  const tally = setInterval(() => {
    if (answered.size === 0) return
    log.info('analytics_beacons', Object.fromEntries(answered))
    answered.clear()
  }, 60_000)
  tally.unref()
  const noStore: RequestHandler = (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
    res.on('finish', () => answered.set(res.statusCode, (answered.get(res.statusCode) ?? 0) + 1))
    next()
  }
  // each visitor's beacons in the last minute, keyed by a hash of address and browser: a key's
  // size does not depend on what a stranger sends, and there are at most MAX_VISITORS_REMEMBERED
  const perVisitor = new WindowCounter(60_000, MAX_VISITORS_REMEMBERED)
  const typeAndDrops: RequestHandler = (req, res, next) => {
    if (!TYPES.test(req.get('content-type') ?? '')) {
      refuse(res, 415, 'unsupported_type', 'Send the page view as application/json or text/plain')
      return
    }
    if (notCounted(req)) {
      res.status(204).end()
      return
    }
    const visitor = createHash('sha256')
      .update(`${req.ip ?? ''}\0${req.get('user-agent') ?? ''}`)
      .digest('base64url')
      .slice(0, 22)
    if (perVisitor.hit(visitor, clock()) > VIEWS_PER_VISITOR_MINUTE) {
      res.set('Retry-After', '60')
      refuse(res, 429, 'too_many_views', 'Too many page views from this browser: wait a minute')
      return
    }
    next()
  }
  const accept: RequestHandler = (req, res) => {
    let body: unknown
    try {
      body = JSON.parse(typeof req.body === 'string' ? req.body : '')
    } catch {
      refuse(res, 400, 'bad_request', 'The page view is not JSON')
      return
    }
    const parsed = BeaconBody.safeParse(body)
    if (!parsed.success) {
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
      res.status(400).json({
        error: { code: 'validation_failed', message: 'The page view is not valid', fields },
      })
      return
    }
    enqueue({ ...parsed.data, ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' })
    res.status(202).end()
  }
  const bodyErrors: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error.type === 'entity.too.large') {
      refuse(res, 413, 'too_large', 'A page view is at most 2 KB')
      return
    }
    if (typeof (error as { status?: unknown }).status === 'number') {
      refuse(res, 400, 'bad_request', 'The page view could not be read')
      return
    }
    next(error)
  }

  const router = Router()
  router.post(
    '/analytics/event',
    noStore,
    typeAndDrops,
    express.text({ type: () => true, limit: '2kb' }),
    accept,
    bodyErrors,
  )
  return Object.assign(router, {
    flush,
    /** views waiting to go on (tests, /health) */
    queued: () => queue.length,
    close: () => {
      if (timer) clearTimeout(timer)
      timer = null
      clearInterval(tally)
    },
  })
}
