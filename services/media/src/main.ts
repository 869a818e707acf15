import sharp from 'sharp'
import { mkdir, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApp } from './app.js'
import { loadConfig, type MediaConfig } from './config.js'
import { ConfigError, createGracefulStop, createLogger, logFormatOf } from '@site/platform'

/** After the drain, requests still in flight get this long before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000

function readConfig(): MediaConfig {
  try {
    return loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      // plain text, like content-api: the operator reads it at the terminal, quotes unescaped
      process.stderr.write(`media: ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}

const log = createLogger({ service: 'media', format: logFormatOf(process.env) })

async function main(): Promise<void> {
  const config = readConfig()

  await mkdir(config.cacheDir, { recursive: true })
  // The media folder belongs to content-api: never create it, only say that it is missing.
  const mediaDirExists = await stat(config.mediaDir).then(
    (s) => s.isDirectory(),
    () => false,
  )
  if (!mediaDirExists)
    log.warn('media folder not found; every image will 404', { dir: config.mediaDir })

  // libvips keeps decoded images around by default; the disk cache already does that job, and
  // each render uses one thread (the render gate runs a few at once)
  sharp.cache({ memory: 64, files: 0, items: 50 })
  sharp.concurrency(1)
  const stopper = createGracefulStop({
    log,
    drainMs: config.shutdownDrainMs ?? 0,
    graceMs: SHUTDOWN_GRACE_MS,
  })
  const server = createServer(stopper.wrap(createApp({ config, log })))
  server.on('error', (error) => {
    log.error('server error', { error })
    process.exit(1)
  })
  server.listen(config.port, config.host ?? '127.0.0.1', () => {
    const { port, address } = server.address() as AddressInfo
    log.info('listening', { port, address, mediaDir: config.mediaDir, cacheDir: config.cacheDir })
  })
  stopper.onSignals(server)
}

main().catch((error: unknown) => {
  log.error('failed to start', { error })
  process.exit(1)
})
