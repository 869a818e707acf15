import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createApp } from './app.js'
import { ConfigError, createLogger } from '@site/platform'
import { loadConfig } from './config.js'
import { asServerBuild } from './server-build.js'
import { warmSite } from './warm-pages.js'

const log = createLogger({ service: 'web' })

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

  const server = createServer(app.requestListener).listen(config.WEB_PORT, () => {
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
      void warmSite(`http://127.0.0.1:${port}`).then((result) => log.info('warmed', { ...result }))
    }
  })
  server.on('error', (error) => {
    log.error('listen_failed', { port: config.WEB_PORT, error })
    process.exit(1)
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    log.info('shutting_down', { signal })
    server.close(() => {
      // the page views still waiting go on to content-api first (at most 250 ms' worth)
      void app
        .flushAnalytics()
        .catch(() => undefined)
        .finally(() => {
          log.info('stopped')
          process.exit(0)
        })
    })
    // Keep-alive sockets would hold close() open: close idle ones now, and give up after 10 s.
    server.closeIdleConnections()
    setTimeout(() => {
      log.warn('forced_exit', { reason: 'connections still open after 10 s' })
      process.exit(0)
    }, 10_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  log.error('start_failed', { error })
  process.exit(1)
})
