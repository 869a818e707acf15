import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryLogger } from '@site/platform'
import type { AnalyticsEvent } from '@site/content-api/schemas'
import {
  AnalyticsBeacon,
  languageCodes,
  VIEWS_PER_VISITOR_MINUTE as API_VIEWS_PER_VISITOR_MINUTE,
} from '@site/content-api/schemas'
import { analyticsBeacon, BeaconBody, VIEWS_PER_VISITOR_MINUTE } from './analytics-beacon.js'

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15'
const VIEW = {
  path: '/solutions/grid-storage',
  referrer: 'https://www.google.com/',
  lang: 'en',
  screen: 'desktop',
}

const closers: Array<() => Promise<void> | void> = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

/** web's beacon route on its own, with a content-api that records what it is sent. */
async function start(
  options: {
    trustProxy?: string
    upstream?: typeof fetch
    maxQueued?: number
    batchMs?: number
    clock?: () => number
  } = {},
) {
  const sent: Array<{ url: string; events: AnalyticsEvent[] }> = []
  const upstream: typeof fetch =
    options.upstream ??
    (async (url, init) => {
      const body = JSON.parse(String(init?.body)) as { events: AnalyticsEvent[] }
      sent.push({ url: String(url), events: body.events })
      return new Response(JSON.stringify({ counted: body.events.length }), { status: 202 })
    })
  const log = createMemoryLogger()
  const beacon = analyticsBeacon({
    contentApiUrl: 'http://content-api.test',
    log,
    fetch: upstream,
    batchMs: options.batchMs ?? 20,
    ...(options.maxQueued ? { maxQueued: options.maxQueued } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  })
  const app = express()
  if (options.trustProxy) app.set('trust proxy', options.trustProxy)
  app.use(beacon)
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  closers.push(
    () => new Promise<void>((resolve) => server.close(() => resolve())),
    () => beacon.close(),
  )
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/analytics/event`
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...headers },
      body,
    })
  return { post, sent, log, flush: () => beacon.flush(), queued: () => beacon.queued() }
}

describe('POST /analytics/event', () => {
  it('when a browser sends a view with sendBeacon (text/plain), then 202, never cached, and content-api gets it with the address and browser', async () => {
    const web = await start()
    const res = await web.post(JSON.stringify(VIEW))
    expect(res.status).toBe(202)
    expect(res.headers.get('cache-control')).toBe('no-store')
    await web.flush()
    expect(web.sent).toHaveLength(1)
    expect(web.sent[0]?.url).toBe('http://content-api.test/api/analytics/events')
    expect(web.sent[0]?.events).toEqual([{ ...VIEW, ip: '127.0.0.1', userAgent: BROWSER }])
  })

  it('when a view waits, then the batch timer sends it on without being asked', async () => {
    const web = await start() // batchMs 20
    expect((await web.post(JSON.stringify(VIEW))).status).toBe(202)
    await vi.waitFor(() => expect(web.sent).toHaveLength(1), { timeout: 1000 })
    expect(web.queued()).toBe(0)
  })

  it('when views arrive together, then they go on to content-api in one call', async () => {
    const web = await start({ batchMs: 60_000 })
    for (const path of ['/', '/about', '/contact']) {
      const res = await web.post(JSON.stringify({ path }), { 'content-type': 'application/json' })
      expect(res.status).toBe(202)
    }
    await web.flush()
    expect(web.sent).toHaveLength(1)
    expect(web.sent[0]?.events.map((e) => e.path)).toEqual(['/', '/about', '/contact'])
  })

  it("when web is behind a trusted proxy, then the address passed on is the visitor's from X-Forwarded-For", async () => {
    const web = await start({ trustProxy: 'loopback' })
    await web.post(JSON.stringify({ path: '/' }), { 'x-forwarded-for': '198.51.100.23' })
    await web.flush()
    expect(web.sent[0]?.events[0]?.ip).toBe('198.51.100.23')
  })

  it('when web trusts no proxy, then a forged X-Forwarded-For is not the address passed on', async () => {
    const web = await start()
    await web.post(JSON.stringify({ path: '/' }), { 'x-forwarded-for': '198.51.100.23' })
    await web.flush()
    expect(web.sent[0]?.events[0]?.ip).toBe('127.0.0.1')
  })

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['a signed-in session', { cookie: 'theme=dark; __session=abc' }],
    [
      'a bot',
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    ['no user agent', { 'user-agent': '' }],
  ])('when the view comes with %s, then 204 and nothing goes on', async (_why, headers) => {
    const web = await start()
    const res = await web.post(JSON.stringify(VIEW), headers)
    expect(res.status).toBe(204)
    expect(res.headers.get('cache-control')).toBe('no-store')
    await web.flush()
    expect(web.sent).toHaveLength(0)
  })

  it.each([
    ['not JSON', 'path=/', 'bad_request'],
    ['a path not starting with /', JSON.stringify({ path: 'about' }), 'validation_failed'],
    ['an unknown language', JSON.stringify({ path: '/', lang: 'de' }), 'validation_failed'],
    ['no path', JSON.stringify({ referrer: 'x.example' }), 'validation_failed'],
    ['JSON that is not an object', '"/"', 'validation_failed'],
  ])('when the body is %s, then 400 and nothing goes on', async (_what, body, code) => {
    const web = await start()
    const res = await web.post(body)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code)
    await web.flush()
    expect(web.sent).toHaveLength(0)
  })

  it('when the body is over 2 KB, then 413', async () => {
    const web = await start()
    const res = await web.post(JSON.stringify({ path: `/${'a'.repeat(2100)}` }))
    expect(res.status).toBe(413)
  })

  it.each([
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }],
  ])('when the body is %s, then 415', async (_what, headers) => {
    const web = await start()
    expect((await web.post(JSON.stringify(VIEW), headers)).status).toBe(415)
  })

  it('when one browser sends more views a minute than allowed, then the rest are 429 and go nowhere, others still count', async () => {
    let now = Date.parse('2026-03-10T08:00:00Z')
    const web = await start({ batchMs: 60_000, clock: () => now })
    for (let i = 0; i < VIEWS_PER_VISITOR_MINUTE; i++) {
      expect((await web.post(JSON.stringify({ path: `/p${i}` }))).status).toBe(202)
    }
    const refused = await web.post(JSON.stringify(VIEW))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'too_many_views',
    )
    expect((await web.post('not even JSON')).status).toBe(429) // refused before it is read
    const other = { 'user-agent': `${BROWSER} Edge/126` }
    expect((await web.post(JSON.stringify(VIEW), other)).status).toBe(202)
    now += 60_000
    expect((await web.post(JSON.stringify(VIEW))).status).toBe(202)
    await web.flush()
    expect(web.sent.flatMap((s) => s.events)).toHaveLength(VIEWS_PER_VISITOR_MINUTE + 2)
  })

  it("when web's rate is read beside content-api's, then they are the same", () => {
    expect(VIEWS_PER_VISITOR_MINUTE).toBe(API_VIEWS_PER_VISITOR_MINUTE)
  })

  it('when content-api hangs, then the visitor is answered at once anyway', async () => {
    let release = () => {}
    const web = await start({
      upstream: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(null, { status: 202 }))
        }),
    })
    await web.post(JSON.stringify(VIEW))
    const flushing = web.flush()
    const started = performance.now()
    expect((await web.post(JSON.stringify(VIEW))).status).toBe(202)
    expect(performance.now() - started).toBeLessThan(1000)
    release()
    await flushing
  })

  it('when content-api is down, then views are still 202, it is logged once, and at most maxQueued wait', async () => {
    const web = await start({
      upstream: () => Promise.reject(new Error('connect ECONNREFUSED')),
      maxQueued: 2,
      batchMs: 60_000, // nothing leaves before the flush below
    })
    for (let i = 0; i < 4; i++) expect((await web.post(JSON.stringify(VIEW))).status).toBe(202)
    expect(web.queued()).toBe(2)
    await web.flush()
    await web.post(JSON.stringify(VIEW))
    await web.flush()
    const warnings = web.log.lines.filter((e) => e.msg === 'analytics_relay_failed')
    expect(warnings).toHaveLength(1)
  })
})

describe("the beacon's schema", () => {
  it.each([
    VIEW,
    { path: '/' },
    { path: '/ar/products/x', utm_source: 'mail', utm_medium: 'email', utm_campaign: 'spring' },
    { path: 'about' },
    { path: '//evil.example' },
    { path: `/${'a'.repeat(512)}` },
    { path: '/', lang: 'fr' },
    { path: '/', screen: 'watch' },
    { path: '/', referrer: 'r'.repeat(513) },
    { path: '/', utm_campaign: 'c'.repeat(101) },
    { path: '/about\u0000' },
    { path: '/', referrer: 'https://a.example/\nx' },
    { path: '/', utm_source: 'news\tletter' },
    { path: '/', utm_campaign: 'spring\u0085' },
    { path: '/', referrer: 'ünïcode.example', utm_campaign: '  spaced  ' },
    { referrer: 'x.example' },
    { path: 42 },
    ...languageCodes.map((lang) => ({ path: '/', lang })),
    { path: '/', lang: 'de' },
  ])("when web's and content-api's schemas read %j, then they agree", (body) => {
    const web = BeaconBody.safeParse(body)
    const api = AnalyticsBeacon.safeParse(body)
    expect(web.success).toBe(api.success)
    if (web.success && api.success) expect(web.data).toEqual(api.data)
  })
})
