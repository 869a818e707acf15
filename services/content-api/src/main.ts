import { loadConfig } from './config.js'
import { bootstrap } from './bootstrap.js'
import { createLogger } from '@site/platform'

const log = createLogger({ service: 'content-api' })

let config
try {
  config = loadConfig()
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`)
  process.exit(1)
}

const { app, close } = await bootstrap(config, log).catch((error: unknown) => {
  log.error('failed to start', { error: String(error) })
  process.exit(1)
})

const server = app.listen(config.port, config.host ?? '127.0.0.1', () => {
  log.info('listening', {
    port: config.port,
    host: config.host,
    contentDir: config.contentDir,
    demoMode: config.demoMode,
  })
})

let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  log.info('shutting down', { signal })
  // let in-flight requests (and the write they may be committing) finish
  app.emit('shutdown') // ends the revision streams, which never finish by themselves
  server.close(() => {
    close()
      .catch(() => undefined)
      .finally(() => process.exit(0))
  })
  server.closeIdleConnections()
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
