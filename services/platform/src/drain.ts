import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { z } from 'zod'
import type { Logger } from './log.js'

/**
 * SHUTDOWN_DRAIN_MS, read by every service behind a balancer: milliseconds a stopping replica
 * keeps serving while its health check says 'draining' (0: stop accepting at once).
 */
export const shutdownDrainMs = z.coerce
  .number()
  .int()
  .min(0)
  .max(60_000, 'use at most 60000 (the stop grace period must exceed it)')
  .default(0)

type Listener = (req: IncomingMessage, res: ServerResponse) => void

export interface GracefulStopOptions {
  log: Logger
  /**
   * How long a stopping server goes on serving while its health check answers 503 'draining':
   * long enough for a load balancer checking it to take it out of rotation before it stops
   * accepting connections (the edge checks every second). 0 when nothing balances over it.
   */
  drainMs: number
  /** then in-flight requests get this long to finish before their connections are cut */
  graceMs: number
  /** the health check's path, answered 503 while draining (default /health) */
  healthPath?: string
  /** called once when draining begins (end long-lived streams, stop background work) */
  onDrain?: () => void
  /** called once the server has closed, before exit (flush queues, close stores) */
  onClosed?: () => Promise<unknown> | unknown
  /** default process.exit */
  exit?: (code: number) => void
}

export interface GracefulStop {
  /** the server's request listener, answering the health check itself while draining */
  wrap(listener: Listener): Listener
  /** true from the first stop signal on */
  readonly draining: boolean
  /** drains, closes and exits; a second call returns the first's promise */
  stop(server: Server, reason: string): Promise<void>
  /** stops on SIGTERM and SIGINT */
  onSignals(server: Server): void
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Stopping without dropping a request, for a replica behind a load balancer:
 * 1. draining: every request is still served, but the health check answers 503 and every
 *    response carries `Connection: close`, so the balancer stops sending here and keep-alive
 *    connections end after their current request;
 * 2. after `drainMs`, the server stops accepting and closes idle connections;
 * 3. in-flight requests finish (for at most `graceMs`, then their connections are cut);
 * 4. `onClosed`, then exit 0 (1 when the close itself failed).
 */
export function createGracefulStop(options: GracefulStopOptions): GracefulStop {
  const healthPath = options.healthPath ?? '/health'
  const exit = options.exit ?? ((code: number) => process.exit(code))
  let draining = false
  let stopping: Promise<void> | undefined
  /** requests being answered: those not answered yet close their connection when draining */
  const open = new Set<ServerResponse>()

  const wrap =
    (listener: Listener): Listener =>
    (req, res) => {
      // a request that began before the drain ends its kept-alive connection when it is answered
      // (the response has let go of its socket by 'finish': the request still holds it)
      open.add(res)
      res.once('close', () => open.delete(res))
      res.once('finish', () => {
        if (draining) req.socket.end()
      })
      if (!draining) return listener(req, res)
      res.setHeader('Connection', 'close')
      const path = (req.url ?? '/').split('?')[0]
      if (path === healthPath && (req.method === 'GET' || req.method === 'HEAD')) {
        res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        res.end(JSON.stringify({ status: 'draining' }))
        return
      }
      listener(req, res)
    }

  async function run(server: Server, reason: string): Promise<void> {
    draining = true
    // whose headers are still to come tell their client not to send on that connection again
    for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close')
    options.log.info('draining', { reason, drainMs: options.drainMs })
    options.onDrain?.()
    if (options.drainMs > 0) await sleep(options.drainMs)

    const closed = new Promise<Error | undefined>((resolve) => server.close(resolve))
    server.closeIdleConnections()
    const force = setTimeout(() => {
      options.log.warn('forced_close', {
        reason: `requests still open after ${options.graceMs} ms`,
      })
      server.closeAllConnections()
    }, options.graceMs)
    force.unref()
    const error = await closed
    clearTimeout(force)
    if (error) options.log.error('close_failed', { error })
    try {
      await options.onClosed?.()
    } catch (closeError) {
      options.log.error('close_failed', { error: closeError })
    }
    options.log.info('stopped')
    exit(error ? 1 : 0)
  }

  return {
    wrap,
    get draining() {
      return draining
    },
    stop(server, reason) {
      stopping ??= run(server, reason)
      return stopping
    },
    onSignals(server) {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.on(signal, () => void this.stop(server, signal))
      }
    },
  }
}
