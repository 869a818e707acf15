import type { IncomingMessage } from 'node:http'
import express, { type Express, type RequestHandler } from 'express'
import type { MediaConfig } from './config.js'
import {
  createServiceMetrics,
  errorHandler,
  METRIC_PREFIX,
  metricsHandler,
  notFoundHandler,
  recordRequests,
  UNMATCHED_ROUTE,
  withRequestId,
  type Logger,
} from '@site/platform'
import { createDocumentHandler } from './document-route.js'
import { createMediaHandler } from './media-route.js'
import { createNormalizeHandler, normalizeBody, requireNormalizeToken } from './normalize-route.js'
import { createCacheBudget } from './cache-budget.js'
import { createRenderGate } from './render-gate.js'
import { createVariantStore } from './variant-cache.js'

export interface AppDeps {
  config: MediaConfig
  log: Logger
}

/** The route label of a request: one of media's few routes, never the file asked for. */
function routeOf(req: IncomingMessage): string {
  const path = (req.url ?? '').split('?')[0] ?? ''
  if (path.startsWith('/media/')) return '/media/*file'
  if (path === '/health' || path === '/metrics' || path === '/normalize') return path
  return UNMATCHED_ROUTE
}

function requestLogger(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now()
    res.on('finish', () => {
      log.info('request', {
        method: req.method,
        path: req.originalUrl,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      })
    })
    next()
  }
}

export function createApp({ config, log }: AppDeps): Express {
  const metrics = createServiceMetrics()
  const renders = metrics.counter({
    name: `${METRIC_PREFIX}media_renders_total`,
    help: 'Image variant renders, by outcome (ok, failed, refused: the queue was full)',
    labelNames: ['outcome'],
  })
  const renderSeconds = metrics.histogram({
    name: `${METRIC_PREFIX}media_render_duration_seconds`,
    help: 'Time a render of an image variant took, waiting in the queue excluded',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  })
  const gate = createRenderGate({
    concurrent: config.maxRenders ?? 2,
    queued: config.renderQueue ?? 32,
    onRender: (outcome, seconds) => {
      renders.inc({ outcome })
      if (outcome !== 'refused') renderSeconds.observe(seconds)
    },
  })
  metrics.gauge({
    name: `${METRIC_PREFIX}media_render_queue_length`,
    help: 'Renders waiting for a free slot',
    collect() {
      this.set(gate.waiting)
    },
  })
  metrics.gauge({
    name: `${METRIC_PREFIX}media_renders_running`,
    help: 'Renders running now',
    collect() {
      this.set(gate.running)
    },
  })
  const budget = createCacheBudget({
    cacheDir: config.cacheDir,
    maxBytes: config.cacheMaxBytes ?? 1024 ** 3,
    log,
  })
  void budget.load()
  const app = express()
  app.disable('x-powered-by')
  // ETags here are cache keys set by the media route, not hashes of the body Express would add.
  app.set('etag', false)
  app.use(withRequestId)
  app.use(recordRequests(metrics, routeOf))
  app.use(requestLogger(log))

  app.get('/health', (_req, res) => {
    res.json({
      status: 'ok',
      service: 'media',
      renders: { running: gate.running, waiting: gate.waiting },
      cacheBytes: budget.bytes,
    })
  })
  // internal port: open unless METRICS_TOKEN is set
  app.get('/metrics', metricsHandler(metrics, { token: config.metricsToken, publicPort: false }))
  app.get(
    '/media/*file',
    createDocumentHandler({ mediaDir: config.mediaDir }),
    createMediaHandler({
      mediaDir: config.mediaDir,
      variants: createVariantStore({ cacheDir: config.cacheDir, log, gate, budget }),
      log,
    }),
  )
  app.post(
    '/normalize',
    requireNormalizeToken(config.normalizeToken),
    normalizeBody,
    createNormalizeHandler({ log }),
  )

  app.use(notFoundHandler)
  app.use(errorHandler(log))
  return app
}
