import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMemoryLogger } from '@site/platform'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from './app.js'
import { loadConfig } from './config.js'
import { contentReadingBuild } from './test-support/fake-build.js'
import { startServer } from './test-support/http.js'

/** The value of one sample line (`name{labels} value`), 0 when the scrape has none. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

const TOKEN = 'web-metrics-token-0123'

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

/** A stand-in content-api that records the X-Request-Id of each call. */
async function fakeContentApi() {
  const ids: Array<string | undefined> = []
  const api = await startServer((req, res) => {
    ids.push(req.headers['x-request-id'] as string | undefined)
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ revision: 'r1' }))
  })
  closers.push(api.close)
  return { url: api.url, ids }
}

async function startWeb(env: Record<string, string> = {}) {
  const contentApi = await fakeContentApi()
  const log = createMemoryLogger('web')
  const app = createApp({
    config: loadConfig({ CONTENT_API_URL: contentApi.url, ...env }),
    build: contentReadingBuild(),
    log,
    revisionFeed: { current: () => 'r1', refresh: async () => {}, close: () => {} },
  })
  closers.push(async () => app.close())
  const server = createServer(app.requestListener).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const scrape = async () =>
    (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text()
  return { url, log, contentApi, scrape }
}

describe('web /metrics on the public port', () => {
  it('when METRICS_TOKEN is not set, then /metrics is not there (404), even with a token sent', async () => {
    const web = await startWeb()
    expect((await fetch(`${web.url}/metrics`)).status).toBe(404)
    const withToken = await fetch(`${web.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(withToken.status).toBe(404)
  })

  it('when METRICS_TOKEN is set, then no token or a wrong one is 401 and the right one 200', async () => {
    const web = await startWeb({ METRICS_TOKEN: TOKEN })
    expect((await fetch(`${web.url}/metrics`)).status).toBe(401)
    const wrong = await fetch(`${web.url}/metrics`, {
      headers: { authorization: 'Bearer web-metrics-token-0124' },
    })
    expect(wrong.status).toBe(401)
    const right = await fetch(`${web.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(right.status).toBe(200)
    expect(right.headers.get('cache-control')).toBe('no-store')
  })

  it('when METRICS_TOKEN is shorter than 16 characters, then the config is refused', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
  })
})

describe('web metrics', () => {
  it('when scraped, then the page cache and HTTP metrics are there with their types', async () => {
    const web = await startWeb({ METRICS_TOKEN: TOKEN })
    const text = await web.scrape()
    for (const [name, type] of [
      ['site_page_cache_requests_total', 'counter'],
      ['site_page_cache_entries', 'gauge'],
      ['site_page_cache_bytes', 'gauge'],
      ['http_requests_total', 'counter'],
      ['http_request_duration_seconds', 'histogram'],
      ['nodejs_heap_size_used_bytes', 'gauge'],
    ])
      expect(text).toContain(`# TYPE ${name} ${type}`)
  })

  it('when a page is rendered and then asked again, then a miss and a hit are counted, both under the route, not the address', async () => {
    const web = await startWeb({ METRICS_TOKEN: TOKEN })
    const first = await fetch(`${web.url}/products/solar-x`)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    await first.text()
    const second = await fetch(`${web.url}/products/solar-x`)
    expect(second.headers.get('x-page-cache')).toBe('hit')
    await second.text()
    await fetch(`${web.url}/products/wind-y`).then((r) => r.text())
    const text = await web.scrape()
    expect(sample(text, 'site_page_cache_requests_total{result="miss"}')).toBe(2)
    expect(sample(text, 'site_page_cache_requests_total{result="hit"}')).toBe(1)
    expect(sample(text, 'site_page_cache_entries')).toBe(2)
    expect(
      sample(text, 'http_requests_total{method="GET",route="routes/products.$slug",status="200"}'),
    ).toBe(3)
    expect(text).not.toContain('solar-x')
  })

  it('when paths no route knows or images are asked, then they share fixed labels', async () => {
    const web = await startWeb({ METRICS_TOKEN: TOKEN })
    await fetch(`${web.url}/no-such-page-1`).then((r) => r.text())
    await fetch(`${web.url}/no-such-page-2`).then((r) => r.text())
    await fetch(`${web.url}/media/a.png`).then((r) => r.text())
    const text = await web.scrape()
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} 2/)
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/media\/\*",status="\d+"\} 1/)
    expect(text).not.toContain('no-such-page')
  })
})

describe('web request ids', () => {
  it('when a request brings a sane X-Request-Id, then web answers it, logs it and sends it to content-api', async () => {
    const web = await startWeb()
    const res = await fetch(`${web.url}/products/solar-x`, {
      headers: { 'X-Request-Id': 'edge-abc.123' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toBe('edge-abc.123')
    await res.text()
    // every call it made for the page (its redirects, its content) carries the id
    expect(web.contentApi.ids.length).toBeGreaterThan(0)
    expect(new Set(web.contentApi.ids)).toEqual(new Set(['edge-abc.123']))
    expect(web.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'request', requestId: 'edge-abc.123', status: 200 }),
    )
    const line = web.log.lines.find((l) => l.msg === 'request' && l.requestId === 'edge-abc.123')
    expect(Object.keys(line ?? {})).toEqual([
      'time',
      'level',
      'service',
      'msg',
      'requestId',
      'method',
      'path',
      'status',
      'ms',
    ])
  })

  it('when a request brings no id or a bad one, then web makes one and sends that one on', async () => {
    const web = await startWeb()
    const res = await fetch(`${web.url}/products/wind-y`, {
      headers: { 'X-Request-Id': 'has spaces and "quotes"' },
    })
    const made = res.headers.get('x-request-id')
    expect(made).toMatch(/^[0-9a-f-]{36}$/)
    await res.text()
    expect(new Set(web.contentApi.ids)).toEqual(new Set([made]))
  })

  it('when a cached page is answered before Express, then it still has an id', async () => {
    const web = await startWeb()
    await fetch(`${web.url}/products/solar-x`).then((r) => r.text())
    const hit = await fetch(`${web.url}/products/solar-x`, { headers: { 'X-Request-Id': 'h-1' } })
    expect(hit.headers.get('x-page-cache')).toBe('hit')
    expect(hit.headers.get('x-request-id')).toBe('h-1')
  })
})
