import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createServiceMetrics,
  metricsHandler,
  recordRequests,
  UNMATCHED_ROUTE,
  type MetricsAccess,
} from './metrics.js'

const servers: Array<{ close: () => void }> = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

async function start(access: MetricsAccess) {
  const metrics = createServiceMetrics()
  const app = express()
  app.use(
    recordRequests(metrics, (req) =>
      req.url?.startsWith('/items/') ? '/items/:id' : UNMATCHED_ROUTE,
    ),
  )
  app.get('/metrics', metricsHandler(metrics, access))
  app.get('/items/:id', (_req, res) => {
    res.json({ ok: true })
  })
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('metrics', () => {
  it('when requests were answered, then the scrape counts and times them by route pattern, never by raw path', async () => {
    const url = await start({ publicPort: false })
    await fetch(`${url}/items/123`)
    await fetch(`${url}/items/456`)
    await fetch(`${url}/no/such/thing`)
    const res = await fetch(`${url}/metrics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toContain('# TYPE http_requests_total counter')
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
    expect(text).toContain('http_requests_total{method="GET",route="/items/:id",status="200"} 2')
    expect(text).toContain(
      `http_requests_total{method="GET",route="${UNMATCHED_ROUTE}",status="404"} 1`,
    )
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/items\/:id",status="200"\} 2/,
    )
    expect(text).not.toContain('/items/123')
    // the process's own metrics come with every service's scrape
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter')
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge')
  })

  it('when an internal service has no token, then anyone may scrape', async () => {
    const url = await start({ publicPort: false })
    expect((await fetch(`${url}/metrics`)).status).toBe(200)
  })

  it('when the public port has no token set, then /metrics is not there: the service answers its own 404', async () => {
    const url = await start({ publicPort: true })
    expect((await fetch(`${url}/metrics`)).status).toBe(404)
  })

  it('when a token is set, then a scrape without it or with another is 401 and with it 200', async () => {
    for (const publicPort of [true, false]) {
      const url = await start({ publicPort, token: 'a-long-metrics-token' })
      const none = await fetch(`${url}/metrics`)
      expect(none.status).toBe(401)
      expect(none.headers.get('www-authenticate')).toBe('Bearer')
      const wrong = await fetch(`${url}/metrics`, {
        headers: { authorization: 'Bearer a-long-metrics-tokex' },
      })
      expect(wrong.status).toBe(401)
      const right = await fetch(`${url}/metrics`, {
        headers: { authorization: 'Bearer a-long-metrics-token' },
      })
      expect(right.status).toBe(200)
    }
  })

  it('when two services are made in one process, then each counts only its own requests', async () => {
    const a = createServiceMetrics()
    const b = createServiceMetrics()
    a.counter({ name: 'site_thing_total', help: 'things' }).inc()
    expect(await a.text()).toContain('site_thing_total 1')
    expect(await b.text()).not.toContain('site_thing_total')
  })
})
