import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createApp } from './app.js'
import { ConfigError, createGracefulStop, createLogger, logFormatOf } from '@site/platform'
import { loadConfig } from './config.js'
import { asServerBuild } from './server-build.js'
import { VisitorActivity } from './visitor-activity.js'
import { warmSite } from './warm-pages.js'

const log = createLogger({ service: 'web', format: logFormatOf(process.env) })

// Resolved from this compiled file (dist/server/main.js), so the server runs from any cwd.
const buildDir = new URL('../../build/', import.meta.url)
const serverBuildUrl = new URL('server/index.js', buildDir)
const clientDir = fileURLToPath(new URL('client/', buildDir))

async function main(): Promise<void> {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      log.error('invalid_config', { problems: error.problems })
      process.exit(1)
    }
    throw error
  }

  const build = asServerBuild(await import(serverBuildUrl.href))
  const app = createApp({ config, build, log, clientDir })

  const warming = new AbortController()
  // the warm-up waits for 2 s without visitors before each of its requests
  const visitors = new VisitorActivity()
  const stopper = createGracefulStop({
    log,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    graceMs: 10_000,
    onDrain: () => warming.abort(),
    // the page views still waiting go on to content-api first (at most 250 ms' worth)
    onClosed: () => app.flushAnalytics(),
  })
  const server = createServer(stopper.wrap(visitors.track(app.requestListener))).listen(
    config.WEB_PORT,
    () => {
      log.info('listening', {
        port: config.WEB_PORT,
        contentApiUrl: config.CONTENT_API_URL,
        mediaUrl: config.PUBLIC_MEDIA_URL || `${config.MEDIA_URL} (proxied at /media)`,
        siteUrl: config.SITE_URL,
        demoMode: config.DEMO_MODE,
        env: config.NODE_ENV,
      })
      if (config.WARM_ON_START) {
        const { port } = server.address() as AddressInfo
        void warmSite(`http://127.0.0.1:${port}`, {
          signal: warming.signal,
          yieldTo: () => visitors.quiet(2_000, warming.signal),
        }).then(
          (result) => log.info('warmed', { ...result, stopped: warming.signal.aborted }),
          (error: unknown) => log.warn('warm_failed', { error }),
        )
      }
    },
  )
  server.on('error', (error) => {
    log.error('listen_failed', { port: config.WEB_PORT, error })
    process.exit(1)
  })

  stopper.onSignals(server)
}

main().catch((error: unknown) => {
  log.error('start_failed', { error })
  process.exit(1)
})
