import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorHandler, notFoundHandler } from '@site/platform'
import type { AnalyticsSummary } from '@site/contract'
import { createHttp } from '../test-support/http.js'
import { startTestApi } from '../test-support/test-repo.js'
import { analyticsRoutes } from './routes/analytics-routes.js'
import { VIEWS_PER_VISITOR_MINUTE } from '@site/contract'
import { createContentClient } from '@site/contract/client'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'
const BOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let token: string

beforeAll(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
  token = await api.login()
})
afterAll(() => api.close())

/** each view from a visitor of its own (one visitor's repeats and rate are limited) */
let visitors = 0
const event = (over: Record<string, unknown> = {}) => ({
  path: '/solutions/energy-systems',
  ip: `198.51.100.${++visitors}`,
  userAgent: BROWSER,
  ...over,
})
const summary = async (days = 7) =>
  (await http.get<AnalyticsSummary>(`/analytics/summary?days=${days}`, token)).body

describe('POST /api/analytics/events', () => {
  it('when web passes on a page view, then it answers 202, never cached, and the view is counted', async () => {
    const before = await summary()
    const res = await http.post('/analytics/events', event({ lang: 'en', screen: 'phone' }))
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ counted: 1 })
    expect(res.headers.get('cache-control')).toBe('no-store')
    const after = await summary()
    expect(after.pageviews).toBe(before.pageviews + 1)
    expect(after.solutions.find((s) => s.slug === 'energy-systems')?.pageviews).toBeGreaterThan(0)
  })

  it('when a view is of a path the site does not serve, then it is 202, not a page view, and only "other" grows', async () => {
    const before = await summary()
    const res = await http.post('/analytics/events', {
      events: [event({ path: '/solutions/no-such-record' }), event({ path: '/wp-login.php' })],
    })
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ counted: 0 })
    const after = await summary()
    expect(after.pageviews).toBe(before.pageviews)
    expect(after.pages).toEqual(before.pages)
    expect(after.other.pages).toBe(before.other.pages + 2)
  })

  it('when a record is saved live, then views of its page count from then on', async () => {
    const path = '/products/analytics-new-product'
    const before = await summary()
    await http.post('/analytics/events', event({ path }))
    expect((await summary()).other.pages).toBe(before.other.pages + 1)
    const created = await http.post(
      '/products',
      { slug: 'analytics-new-product', title: 'Analytics new product', summary: 'New' },
      token,
    )
    expect(created.status).toBe(201)
    await http.post('/analytics/events', event({ path: `/ar${path}` }))
    expect((await summary()).pages).toContainEqual({
      path: `/ar${path}`,
      pageviews: 1,
      visitors: 1,
    })
  })

  it('when one visitor sends views faster than the rate, then the one past it is refused 429 and not counted', async () => {
    const ip = '192.0.2.77'
    const batch = {
      events: Array.from({ length: VIEWS_PER_VISITOR_MINUTE }, (_, i) =>
        event({ ip, path: i === 0 ? '/about' : '/' }),
      ),
    }
    expect((await http.post('/analytics/events', batch)).body).toEqual({ counted: 2 })
    const before = (await summary()).pageviews
    const res = await http.post<{ error: { code: string } }>(
      '/analytics/events',
      event({ ip, path: '/contact' }),
    )
    expect(res.status).toBe(429)
    expect(res.body.error.code).toBe('too_many_views')
    expect(res.headers.get('retry-after')).toBe('60')
    expect((await summary()).pageviews).toBe(before)
    expect((await http.post('/analytics/events', event({ path: '/contact' }))).status).toBe(202)
  })

  it("when web passes on a batch, then each view in it is counted, a bot's not", async () => {
    const res = await http.post('/analytics/events', {
      events: [
        event({ path: '/about' }),
        event({ path: '/about', userAgent: BOT }),
        event({ path: '/' }),
      ],
    })
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ counted: 2 })
  })

  it('when a bot views a page, then it is answered 202 and not counted', async () => {
    const before = (await summary()).pageviews
    const res = await http.post('/analytics/events', event({ userAgent: BOT }))
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ counted: 0 })
    expect((await summary()).pageviews).toBe(before)
  })

  it.each([
    ['a path without a leading slash', event({ path: 'about' }), 'path'],
    ['a protocol-relative path', event({ path: '//evil.example/x' }), 'path'],
    ['a path over 512 characters', event({ path: `/${'a'.repeat(512)}` }), 'path'],
    ['an unknown language', event({ lang: 'xx' }), 'lang'],
    ['an unknown screen class', event({ screen: 'watch' }), 'screen'],
    [
      'a referrer over 512 characters',
      event({ referrer: `https://x.example/${'a'.repeat(512)}` }),
      'referrer',
    ],
    ['a UTM source over 100 characters', event({ utm_source: 'u'.repeat(101) }), 'utm_source'],
    ['a NUL byte in the path', event({ path: '/about\u0000' }), 'path'],
    ['a line break in the referrer', event({ referrer: 'https://a.example/\nx' }), 'referrer'],
    ['a tab in a campaign', event({ utm_campaign: 'spring\t2026' }), 'utm_campaign'],
    ['no visitor address', { path: '/', userAgent: BROWSER }, 'ip'],
    ['no user agent', { path: '/', ip: '203.0.113.9' }, 'userAgent'],
    ['an empty batch', { events: [] }, 'events'],
    ['a batch over 500 views', { events: Array.from({ length: 501 }, () => event()) }, 'events'],
    ['a batch with a bad view', { events: [event(), event({ path: 'x' })] }, 'events.1.path'],
  ])(
    'when the body has %s, then it is refused 400 naming the field',
    async (_what, body, field) => {
      const res = await http.post<{ error: { code: string; fields: Record<string, string> } }>(
        '/analytics/events',
        body,
      )
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('validation_failed')
      expect(Object.keys(res.body.error.fields)).toContain(field)
    },
  )

  it('when a batch is over 256 KB, then it is refused 413 and nothing is counted', async () => {
    const before = (await summary()).pageviews
    const res = await fetch(`${api.url}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [event({ referrer: 'r'.repeat(300 * 1024) })] }),
    })
    expect(res.status).toBe(413)
    expect((await summary()).pageviews).toBe(before)
  })

  it('when the body nests deeper than any form, then it is refused 400 too_deep', async () => {
    const res = await fetch(`${api.url}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `${'['.repeat(100)}${']'.repeat(100)}`,
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('too_deep')
  })

  it('when the body is not JSON, then it is refused 400', async () => {
    const res = await fetch(`${api.url}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'path=/',
    })
    expect(res.status).toBe(400)
  })
})

describe('GET /api/analytics/summary', () => {
  it('when no one is signed in, then it is refused 401', async () => {
    expect((await http.get('/analytics/summary?days=7')).status).toBe(401)
  })

  it.each(['14', 'abc', '0'])('when days is %s, then it is refused 400', async (days) => {
    const res = await http.get<{ error: { fields: Record<string, string> } }>(
      `/analytics/summary?days=${days}`,
      token,
    )
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toHaveProperty('days')
  })

  it('when an editor asks without days, then it is the last 30 days with every field, never cached', async () => {
    const res = await http.get<AnalyticsSummary>('/analytics/summary', token)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.body.days).toBe(30)
    expect(res.body.series).toHaveLength(30)
    expect(res.body.timeZone).toBe('Asia/Dubai')
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'days',
        'from',
        'to',
        'timeZone',
        'pageviews',
        'visitors',
        'series',
        'pages',
        'referrers',
        'campaigns',
        'other',
        'languages',
        'devices',
        'goals',
        'solutions',
        'products',
      ].sort(),
    )
  })

  it.each([7, 30, 90, 365])('when days is %i, then the series has that many days', async (days) => {
    expect((await summary(days)).series).toHaveLength(days)
  })
})

describe('the contact goal', () => {
  const contact = (guard: { website: string; elapsed_ms: number }) => ({
    full_name: 'Layla Haddad',
    email: 'layla@example.com',
    subject: 'Solar for a warehouse',
    message: 'We would like a quote for a 2 MW rooftop plant.',
    guard,
  })

  it('when a visitor sends a contact message, then it is a conversion; a spam message is not', async () => {
    const before = (await summary()).goals.contact.conversions
    expect(
      (await http.post('/contacts', contact({ website: '', elapsed_ms: 12_000 }))).status,
    ).toBe(201)
    expect((await summary()).goals.contact.conversions).toBe(before + 1)
    const spam = contact({ website: 'http://spam.example', elapsed_ms: 9000 })
    expect((await http.post('/contacts', spam)).status).toBe(201)
    const after = await summary()
    expect(after.goals.contact.conversions).toBe(before + 1)
    expect(after.goals.contact.rate).toBeCloseTo(after.goals.contact.conversions / after.visitors)
  })
})

describe('the typed client', () => {
  it('when web records views and the admin asks for a summary through the client, then both reach the routes', async () => {
    const client = createContentClient({ baseUrl: api.url, token })
    expect(
      await client.analytics.record([event({ path: '/products/grid-controller' }), event()]),
    ).toEqual({ counted: 2 })
    expect(await client.analytics.record(event({ path: '/contact' }))).toEqual({ counted: 1 })
    const s = await client.analytics.summary(90)
    expect(s.days).toBe(90)
    expect(s.products).toContainEqual({ slug: 'grid-controller', pageviews: 1 })
  })
})

describe('without a SQLite driver', () => {
  it('when analytics is off, then both routes answer 404 analytics_off', async () => {
    const app = express()
    app.use(analyticsRoutes({ analytics: null }))
    app.use(notFoundHandler)
    app.use(errorHandler({ info() {}, warn() {}, error() {}, debug() {} } as never))
    const server = app.listen(0, '127.0.0.1')
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    const off = createHttp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    try {
      for (const res of [
        await off.post('/analytics/events', event()),
        await off.get('/analytics/summary'),
      ]) {
        expect(res.status).toBe(404)
        expect(res.body).toMatchObject({ error: { code: 'analytics_off' } })
      }
    } finally {
      server.close()
    }
  })
})
