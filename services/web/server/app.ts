import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import express, { type NextFunction, type Request, type Response } from 'express'
import type { ServerBuild } from 'react-router'
import type { Config } from './config.js'
import { createEtagCachingFetch } from './etag-cache.js'
import type { Logger } from './log.js'
import { createMediaProxy } from './media-proxy.js'
import { contentRevisionSource, createPageCache } from './page-cache.js'
import { loadContextFactoryOf } from './server-build.js'

export interface AppDeps {
  config: Config
  build: ServerBuild
  log: Logger
  /** build/client: hashed assets and public files; omitted in tests that need no static files */
  clientDir?: string
  /** the fetch used to reach content-api (tests inject one); wrapped in the ETag cache */
  fetch?: typeof fetch
}

export function createApp({ config, build, log, clientDir, fetch: baseFetch }: AppDeps) {
  const app = express()
  app.disable('x-powered-by')
  if (config.WEB_TRUST_PROXY !== '') {
    const hops = /^\d+$/.test(config.WEB_TRUST_PROXY)
      ? Number(config.WEB_TRUST_PROXY)
      : config.WEB_TRUST_PROXY
    app.set('trust proxy', hops)
  }

  app.use((req, res, next) => {
    const started = performance.now()
    res.on('finish', () => {
      log.info('request', {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      })
    })
    next()
  })

  // Web itself is up (200) as long as it answers; whether content-api answers is reported beside
  // it: without content-api public pages are 503 "temporarily unavailable", so 'degraded'.
  const contentRevision = contentRevisionSource(config.CONTENT_API_URL, baseFetch)
  app.get('/health', async (_req, res) => {
    const revision = await contentRevision().catch(() => null)
    res.set('Cache-Control', 'no-store').json({
      status: revision ? 'ok' : 'degraded',
      service: 'web',
      contentApi: revision ? { reachable: true, revision } : { reachable: false },
    })
  })

  if (config.PUBLIC_MEDIA_URL === '') {
    const mediaProxy = createMediaProxy(config.MEDIA_URL, log)
    app.get('/media/*file', mediaProxy) // Express also routes HEAD to GET handlers
  }

  if (clientDir) {
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

  const createLoadContext = loadContextFactoryOf(build)
  const contentFetch = createEtagCachingFetch({ fetch: baseFetch, maxEntries: 500 })
  const webConfig = {
    siteUrl: config.SITE_URL,
    publicMediaUrl: config.PUBLIC_MEDIA_URL,
    demoMode: config.DEMO_MODE,
    production: config.NODE_ENV === 'production',
    secureCookies: config.SITE_URL.startsWith('https://'),
  }

  app.use(
    createPageCache({
      revision: contentRevision,
      buildVersion: build.assets.version,
    }),
  )

  app.use(
    createRequestHandler({
      build,
      mode: config.NODE_ENV === 'production' ? 'production' : 'development',
      getLoadContext: (req) =>
        createLoadContext({
          config: webConfig,
          contentApiUrl: config.CONTENT_API_URL,
          fetch: contentFetch,
          clientIp: req.ip ?? '',
        }),
    }),
  )

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    log.error('unhandled_error', { method: req.method, path: req.path, error })
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.status(500).json({ error: { code: 'internal', message: 'Something went wrong' } })
  })

  return app
}
