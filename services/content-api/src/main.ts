import { createServer } from 'node:http'
import { loadConfig } from './config.js'
import { bootstrap } from './bootstrap.js'
import { createGracefulStop, createLogger, logFormatOf } from '@site/platform'

const log = createLogger({ service: 'content-api', format: logFormatOf(process.env) })

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

const stopper = createGracefulStop({
  log,
  // the single writer: nothing balances over it, so it stops accepting at once
  drainMs: 0,
  // in-flight requests (and the write they may be committing) finish first
  graceMs: 10_000,
  // ends the revision streams, which never finish by themselves
  onDrain: () => app.emit('shutdown'),
  onClosed: close,
})
const server = createServer(stopper.wrap(app)).listen(
  config.port,
  config.host ?? '127.0.0.1',
  () => {
    log.info('listening', {
      port: config.port,
      host: config.host,
      contentDir: config.contentDir,
      demoMode: config.demoMode,
    })
  },
)
stopper.onSignals(server)
