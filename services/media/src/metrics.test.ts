import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gradientPng } from './test-support/images.js'
import { startTestServer, type TestServer } from './test-support/server.js'

/** The value of one sample line (`name{labels} value`), 0 when the scrape has none. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('media /metrics', () => {
  let server: TestServer
  const scrape = async () => (await fetch(`${server.baseUrl}/metrics`)).text()

  beforeEach(async () => {
    server = await startTestServer()
    await writeFile(path.join(server.mediaDir, 'logo.png'), await gradientPng(400, 200))
  })
  afterEach(async () => {
    await server.close()
  })

  it('when scraped, then the render, queue and HTTP metrics are there with their types', async () => {
    const text = await scrape()
    for (const [name, type] of [
      ['site_media_renders_total', 'counter'],
      ['site_media_render_duration_seconds', 'histogram'],
      ['site_media_render_queue_length', 'gauge'],
      ['site_media_renders_running', 'gauge'],
      ['http_requests_total', 'counter'],
      ['http_request_duration_seconds', 'histogram'],
      ['process_resident_memory_bytes', 'gauge'],
    ])
      expect(text).toContain(`# TYPE ${name} ${type}`)
    expect(sample(text, 'site_media_render_queue_length')).toBe(0)
  })

  it('when a variant is rendered, then the render is counted and timed, and its request counted under the route pattern', async () => {
    const before = await scrape()
    const res = await fetch(`${server.baseUrl}/media/logo.png?w=320&f=webp`)
    expect(res.status).toBe(200)
    const after = await scrape()
    expect(sample(after, 'site_media_renders_total{outcome="ok"}')).toBe(
      sample(before, 'site_media_renders_total{outcome="ok"}') + 1,
    )
    expect(sample(after, 'site_media_render_duration_seconds_count')).toBe(1)
    expect(
      sample(after, 'http_requests_total{method="GET",route="/media/*file",status="200"}'),
    ).toBe(1)
    expect(after).not.toContain('logo.png')
  })

  it('when a request brings an X-Request-Id, then it is answered and on the request log line', async () => {
    const res = await fetch(`${server.baseUrl}/health`, { headers: { 'X-Request-Id': 'edge-77' } })
    expect(res.headers.get('x-request-id')).toBe('edge-77')
    expect(server.logged('request')).toEqual([
      expect.objectContaining({ requestId: 'edge-77', path: '/health', status: 200 }),
    ])
  })

  it('when METRICS_TOKEN is set, then a scrape without it is refused', async () => {
    await server.close()
    server = await startTestServer({ metricsToken: 'media-metrics-token-1' })
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(401)
    const ok = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: 'Bearer media-metrics-token-1' },
    })
    expect(ok.status).toBe(200)
  })
})
