import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createGracefulStop, type GracefulStop } from './drain.js'
import { createMemoryLogger } from './log.js'

interface Answer {
  status: number
  body: string
  connection: string | undefined
}

/** one request on its own connection, or on `agent`'s kept-alive one */
function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, host: '127.0.0.1', ...(agent ? { agent } : {}) }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('graceful stop', () => {
  let server: Server | undefined
  const exits: number[] = []

  afterEach(() => {
    server?.closeAllConnections()
    server?.close()
    server = undefined
    exits.length = 0
  })

  /** a server whose /slow answers after `slowMs`, and whose /health says ok */
  async function start(drainMs: number, graceMs = 2000, slowMs = 300) {
    const log = createMemoryLogger('test')
    const stopper: GracefulStop = createGracefulStop({
      log,
      drainMs,
      graceMs,
      exit: (code) => exits.push(code),
    })
    server = createServer(
      stopper.wrap((req, res) => {
        if (req.url === '/slow') setTimeout(() => res.end('slow done'), slowMs)
        else res.end(req.url === '/health' ? 'ok' : 'page')
      }),
    )
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { stopper, port, log, server }
  }

  it('when draining, then the health check answers 503 and pages are still served, each closing its connection', async () => {
    const { stopper, port, server } = await start(400)
    expect((await get(port, '/health')).status).toBe(200)
    const stopped = stopper.stop(server, 'SIGTERM')
    expect(stopper.draining).toBe(true)
    const health = await get(port, '/health')
    expect(health.status).toBe(503)
    expect(JSON.parse(health.body)).toEqual({ status: 'draining' })
    const page = await get(port, '/')
    expect(page).toMatchObject({ status: 200, body: 'page', connection: 'close' })
    await stopped
    expect(exits).toEqual([0])
  })

  it('when the drain is over, then new connections are refused and a request in flight still finishes', async () => {
    const { stopper, port, server } = await start(50, 2000, 400)
    const inFlight = get(port, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const began = Date.now()
    const stopped = stopper.stop(server, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 150))
    await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/)
    expect(await inFlight).toMatchObject({ status: 200, body: 'slow done' })
    await stopped
    // its kept-alive connection was ended with the answer: no wait for the 2 s grace period
    expect(Date.now() - began).toBeLessThan(1500)
    expect(exits).toEqual([0])
  })

  it('when a request is in flight as draining begins, then its answer tells the client to close the connection', async () => {
    const { stopper, port, server } = await start(50, 2000, 300)
    const inFlight = get(port, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stopped = stopper.stop(server, 'SIGTERM')
    expect(await inFlight).toMatchObject({ status: 200, connection: 'close' })
    await stopped
  })

  it('when a kept-alive connection sits idle at the close, then it is closed and the stop does not wait for it', async () => {
    const { stopper, port, server } = await start(0)
    const agent = new Agent({ keepAlive: true })
    expect((await get(port, '/', agent)).connection).toBe('keep-alive')
    const began = Date.now()
    await stopper.stop(server, 'SIGTERM')
    expect(Date.now() - began).toBeLessThan(1000)
    expect(exits).toEqual([0])
    agent.destroy()
  })

  it('when a request outlasts the grace period, then its connection is cut and the process still exits', async () => {
    const { stopper, port, server, log } = await start(0, 100, 5000)
    const inFlight = get(port, '/slow').catch((error: Error) => error)
    await new Promise((resolve) => setTimeout(resolve, 20))
    await stopper.stop(server, 'SIGTERM')
    expect(await inFlight).toBeInstanceOf(Error)
    expect(log.lines.map((line) => line.msg)).toEqual(['draining', 'forced_close', 'stopped'])
    expect(exits).toEqual([0])
  })

  it('when stop is asked twice, then it drains and exits once', async () => {
    const { stopper, server } = await start(20)
    await Promise.all([stopper.stop(server, 'SIGTERM'), stopper.stop(server, 'SIGINT')])
    expect(exits).toEqual([0])
  })
})

describe('SHUTDOWN_DRAIN_MS', () => {
  it('when unset, then replicas stop accepting at once (0); when out of range, then it is refused', async () => {
    const { shutdownDrainMs } = await import('./drain.js')
    expect(shutdownDrainMs.parse(undefined)).toBe(0)
    expect(shutdownDrainMs.parse('3000')).toBe(3000)
    expect(shutdownDrainMs.safeParse('-1').success).toBe(false)
    expect(shutdownDrainMs.safeParse('60001').success).toBe(false)
    expect(shutdownDrainMs.safeParse('1.5').success).toBe(false)
  })
})
