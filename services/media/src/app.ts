import express, { type Express, type RequestHandler } from 'express'
import type { MediaConfig } from './config.js'
import { errorHandler, notFoundHandler, type Logger } from '@site/platform'
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
  const gate = createRenderGate({
    concurrent: config.maxRenders ?? 2,
    queued: config.renderQueue ?? 32,
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
  app.use(requestLogger(log))

  app.get('/health', (_req, res) => {
    res.json({
      status: 'ok',
      service: 'media',
      renders: { running: gate.running, waiting: gate.waiting },
      cacheBytes: budget.bytes,
    })
  })
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
