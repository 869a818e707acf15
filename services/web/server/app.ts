import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import type { ServerBuild } from 'react-router'
import type { Config } from './config.js'
import { createEtagCachingFetch } from './etag-cache.js'
import { formBodiesOnly } from './form-bodies.js'
import { gitHookProxy } from './git-hook-proxy.js'
import { analyticsBeacon } from './analytics-beacon.js'
import {
  createServiceMetrics,
  forwardingRequestId,
  internalErrorBody,
  logRequests,
  METRIC_PREFIX,
  metricsHandler,
  recordRequests,
  withRequestId,
  type Logger,
} from '@site/platform'
import { routeLabelFactory } from './route-label.js'
import { redirectMiscasedPaths } from './lowercase-paths.js'
import { createMediaProxy } from './media-proxy.js'
import { createPageCache } from './page-cache.js'
import { recordingContentFiles } from './content-files.js'
import { precompressedStatic } from './precompressed-static.js'
import { redirects } from './redirects.js'
import {
  createRevisionFeed,
  fetchRevision,
  refreshingAfterWrites,
  type RevisionFeed,
} from './revision-feed.js'
import { cacheKeyFactory } from './route-query.js'
import { fixedSecurityHeaders, originsOf, securityHeaders } from './security-headers.js'
import { loadContextFactoryOf } from './server-build.js'
import { previewRenderer } from './preview.js'

/** The content files the render of `res` read (content-files.ts), gathered per response. */
function contentFilesOf(res: Response): Set<string> {
  const locals = res.locals as { contentFiles?: Set<string> }
  return (locals.contentFiles ??= new Set())
}

/** The origins a tile template loads from: one, or a, b and c for an {s} subdomain. */
export function tileOrigins(template: string): string[] {
  return template.includes('{s}')
    ? ['a', 'b', 'c'].map((sub) => template.replace('{s}', sub))
    : [template]
}

export interface AppDeps {
  config: Config
  build: ServerBuild
  log: Logger
  /** build/client: hashed assets and public files; omitted in tests that need no static files */
  clientDir?: string
  /** the fetch used to reach content-api (tests inject one); wrapped in the ETag cache */
  fetch?: typeof fetch
  /** the content revision as pushed by content-api (default: subscribes to its stream) */
  revisionFeed?: RevisionFeed
}

export function createApp({
  config,
  build,
  log,
  clientDir,
  fetch: givenFetch,
  revisionFeed,
}: AppDeps) {
  const app = express()
  // every call to content-api carries the id of the request it is made for (none outside one)
  const baseFetch = forwardingRequestId(givenFetch ?? ((input, init) => fetch(input, init)))
  const metrics = createServiceMetrics()
  const pageCacheLookups = metrics.counter({
    name: `${METRIC_PREFIX}page_cache_requests_total`,
    help: 'Public pages answered from the page cache (result="hit") or rendered (result="miss")',
    labelNames: ['result'],
  })
  const feed =
    revisionFeed ??
    createRevisionFeed({
      contentApiUrl: config.CONTENT_API_URL,
      log,
      fetch: baseFetch,
    })
  app.disable('x-powered-by')
  if (config.WEB_TRUST_PROXY !== '') {
    const hops = /^\d+$/.test(config.WEB_TRUST_PROXY)
      ? Number(config.WEB_TRUST_PROXY)
      : config.WEB_TRUST_PROXY
    app.set('trust proxy', hops)
  }

  // consenting visitors' page views, gathered and passed on to content-api (which counts them).
  // First of all (after the trust-proxy rule its addresses need): a beacon is as frequent as a
  // page view and answered with no body, so it skips the per-request log line (beacons are
  // summed up once a minute instead, like page-cache hits), the page's security headers, the
  // page cache and React Router
  const beacon = analyticsBeacon({
    contentApiUrl: config.CONTENT_API_URL,
    log,
    fetch: baseFetch,
  })
  app.use(beacon)

  // one line per request, with the address asked (before anything hands the request on under
  // another: a preview), and the request's id
  app.use(logRequests(log))

  app.use(
    securityHeaders({
      siteUrl: config.SITE_URL,
      // the contact map's tiles ({s} subdomains a-c when the template has one)
      imageOrigins: originsOf([config.PUBLIC_MEDIA_URL, ...tileOrigins(config.MAP_TILE_URL)]),
      // the admin analytics page frames ANALYTICS_DASHBOARD_URL: exactly its origin, nothing else
      frameOrigins: originsOf([config.ANALYTICS_DASHBOARD_URL]),
      analyticsProvider: config.ANALYTICS_PROVIDER,
    }),
  )

  // Web itself is up (200) as long as it answers; whether content-api answers is reported beside
  // it: without content-api public pages are 503 "temporarily unavailable", so 'degraded'.
  // A path that is not valid percent-encoding names no page, image or asset: 400 at once, before
  // the media proxy or React Router try (and fail) to decode it.
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path)
      next()
    } catch {
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send('Bad request: the address is not valid percent-encoding.')
    }
  })

  // the page cache is made here (before its use below) so /health can report what it holds
  const pageCache = createPageCache({
    revision: feed.current,
    buildVersion: build.assets.version,
    keyOf: cacheKeyFactory(build),
    maxBytes: config.PAGE_CACHE_MAX_BYTES,
    dependenciesOf: (res) => [...contentFilesOf(res)],
    onLookup: (result) => pageCacheLookups.inc({ result }),
  })
  metrics.gauge({
    name: `${METRIC_PREFIX}page_cache_entries`,
    help: 'Pages the page cache holds (not-found answers aside)',
    collect() {
      this.set(pageCache.stats().entries)
    },
  })
  metrics.gauge({
    name: `${METRIC_PREFIX}page_cache_bytes`,
    help: 'Bytes of the pages the page cache holds, every stored encoding counted',
    collect() {
      this.set(pageCache.stats().bytes)
    },
  })
  // the public port: 404 unless METRICS_TOKEN is set, then only with it
  app.get('/metrics', metricsHandler(metrics, { token: config.METRICS_TOKEN, publicPort: true }))
  // a save of one product leaves the pages that did not read it cached
  feed.onStep?.((step) => pageCache.advance(step))

  app.get('/health', async (_req, res) => {
    const revision = await fetchRevision(config.CONTENT_API_URL, baseFetch)
    res.set('Cache-Control', 'no-store').json({
      status: revision ? 'ok' : 'degraded',
      service: 'web',
      contentApi: revision ? { reachable: true, revision } : { reachable: false },
      pageCache: pageCache.stats(),
    })
  })

  // the content remote's push webhook, on to loopback-only content-api: before the page cache,
  // the form-body check and React Router, none of which it is for
  app.use(gitHookProxy(config.CONTENT_API_URL, log, baseFetch))

  let mediaProxy: ReturnType<typeof createMediaProxy> | undefined
  if (config.PUBLIC_MEDIA_URL === '') {
    mediaProxy = createMediaProxy(config.MEDIA_URL, log, {
      fixedHeaders: fixedSecurityHeaders({ siteUrl: config.SITE_URL }),
    })
    app.get('/media/*file', mediaProxy) // Express also routes HEAD to GET handlers
  }

  // Everything web renders or proxies per request; cached pages and precompressed assets come
  // with a Content-Encoding already and are left alone.
  app.use(compression())

  if (clientDir) {
    app.use(precompressedStatic(clientDir))
    // File names under assets/ carry a content hash: cache them forever.
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
      }),
    )
    app.use(express.static(clientDir, { maxAge: '1h', index: false }))
  }

  // /AR/about -> 301 /ar/about: one address per page (files and media were served above)
  app.use(redirectMiscasedPaths(build))

  const createLoadContext = loadContextFactoryOf(build)
  const contentFetch = createEtagCachingFetch({
    fetch: refreshingAfterWrites(baseFetch, feed),
    maxEntries: 500,
  })
  const webConfig = {
    siteUrl: config.SITE_URL,
    publicMediaUrl: config.PUBLIC_MEDIA_URL,
    mediaUrl: config.MEDIA_URL,
    demoMode: config.DEMO_MODE,
    production: config.NODE_ENV === 'production',
    secureCookies: config.SITE_URL.startsWith('https://'),
    mapTileUrl: config.MAP_TILE_URL,
    mapAttribution: config.MAP_TILE_ATTRIBUTION,
    contactFormSecret: config.CONTACT_FORM_SECRET ?? randomBytes(32).toString('hex'),
    analyticsDashboardUrl: config.ANALYTICS_DASHBOARD_URL,
    analyticsProvider: config.ANALYTICS_PROVIDER
      ? { provider: config.ANALYTICS_PROVIDER, siteId: config.ANALYTICS_SITE_ID }
      : null,
    analyticsRetentionDays: config.ANALYTICS_RETENTION_DAYS,
    companyTimeZone: config.COMPANY_TIME_ZONE,
    publishMode: config.PUBLISH_MODE,
  }

  app.use(redirects(config.CONTENT_API_URL, feed.current, log, baseFetch)) // old addresses: 301
  app.use(pageCache)

  // a body no action can read is the sender's mistake (415), not React Router's 500
  app.use(formBodiesOnly(build))

  const contextInputOf = (req: Request, res: Response) => ({
    cspNonce: String(res.locals.cspNonce ?? ''),
    config: webConfig,
    contentApiUrl: config.CONTENT_API_URL,
    clientIp: req.ip ?? '',
    userAgent: req.get('user-agent') ?? '',
  })
  // a draft's preview: past the page cache (which never keeps /preview/…), its public page is
  // rendered with every read showing the draft, through no cache at all
  const uncachedFetch = refreshingAfterWrites(baseFetch, feed)
  const preview = previewRenderer({
    build,
    contextFor: (req, res, input) =>
      createLoadContext({
        ...contextInputOf(req, res),
        fetch: uncachedFetch,
        ...(input ? { preview: input } : {}),
      }),
  })
  app.use(preview.middleware)

  app.use(
    createRequestHandler({
      build,
      mode: config.NODE_ENV === 'production' ? 'production' : 'development',
      getLoadContext: (req, res) => {
        const previewInput = preview.inputOf(res)
        const previewClosed = preview.closedOf(res)
        return createLoadContext({
          ...contextInputOf(req, res),
          ...(previewClosed ? { previewClosed } : {}),
          ...(previewInput
            ? { fetch: uncachedFetch, preview: previewInput }
            : { fetch: recordingContentFiles(contentFetch, contentFilesOf(res)) }),
        })
      },
    }),
  )

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // a client's mistake Express itself found (a malformed percent-encoding in a path such as
    // /media/%E0%A4%A, a body it cannot read): the status it carries, never a 500
    const status = (error as { status?: unknown }).status
    if (typeof status === 'number' && status >= 400 && status < 500 && !res.headersSent) {
      res
        .status(status)
        .set('Cache-Control', 'no-store')
        .json({ error: { code: 'bad_request', message: 'The request could not be read' } })
      return
    }
    log.error('unhandled_error', { method: req.method, path: req.path, error })
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.status(500).json(internalErrorBody)
  })

  // Hits are answered before Express (no routing, no per-request log line): they are counted
  // and summed up in the log once a minute instead.
  let hits = 0
  const hitLog = setInterval(() => {
    if (hits === 0) return
    const { entries, bytes } = pageCache.stats()
    log.info('memory_hits', { count: hits, pages: entries, bytes })
    hits = 0
  }, 60_000)
  hitLog.unref()
  const recordRequest = recordRequests(metrics, routeLabelFactory(build))
  const requestListener = (req: IncomingMessage, res: ServerResponse) => {
    // every request has its id and is counted, memory hits too (they skip Express)
    withRequestId(req, res, () =>
      recordRequest(req, res, () => {
        if (pageCache.serveHit(req, res) || mediaProxy?.serveHit(req, res)) {
          hits++
          return
        }
        app(req, res)
      }),
    )
  }
  return Object.assign(app, {
    /** the server's request listener: memory hits first, then the Express app */
    requestListener,
    /** sends the page views waiting for content-api now (tests; shutdown) */
    flushAnalytics: () => beacon.flush(),
    close: () => {
      clearInterval(hitLog)
      feed.close()
      void beacon.flush().finally(() => beacon.close())
    },
  })
}
