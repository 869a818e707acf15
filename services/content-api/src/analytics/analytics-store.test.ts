import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from '@site/contract'
import { AnalyticsStore } from './analytics-store.js'
import { countedPath, referrerHost } from './beacon-fields.js'
import { openSqlite, type Sqlite } from './sqlite.js'

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'
const OTHER_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1'

/** The drivers this Node can open: node:sqlite (Node 22.5+) and/or better-sqlite3. */
function availableDrivers(): Array<Sqlite['driver']> {
  const drivers: Array<Sqlite['driver']> = []
  for (const driver of ['node:sqlite', 'better-sqlite3'] as const) {
    try {
      const db = openSqlite(':memory:', driver)
      if (db.driver === driver) drivers.push(driver)
      db.close()
    } catch {
      // not on this machine
    }
  }
  return drivers
}

/** The pages the site serves in these tests (without language, as content-api derives them). */
const sitePaths = () =>
  new Set([
    '/',
    '/about',
    '/contact',
    '/products',
    '/solutions',
    '/solutions/grid-storage',
    '/products/inverter-x',
    ...Array.from({ length: 60 }, (_, i) => `/p${i}`),
  ])

const view = (over: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  path: '/',
  ip: '203.0.113.7',
  userAgent: BROWSER,
  ...over,
})

describe.each(availableDrivers())('AnalyticsStore on %s', (driver) => {
  let dataDir: string
  let now: number
  let store: AnalyticsStore
  let publicPaths: Set<string>
  const open = (over: { retentionDays?: number; flushMs?: number; maxSeenPerDay?: number } = {}) =>
    AnalyticsStore.open({
      dataDir,
      timeZone: 'Asia/Dubai', // UTC+4 all year: midnight there is 20:00 UTC
      retentionDays: over.retentionDays ?? 400,
      siteUrl: 'https://www.falcon.example',
      publicPaths: () => publicPaths,
      clock: () => now,
      flushMs: over.flushMs ?? 0,
      driver,
      ...(over.maxSeenPerDay ? { maxSeenPerDay: over.maxSeenPerDay } : {}),
    })
  const raw = () => openSqlite(path.join(dataDir, 'analytics.sqlite'), driver)

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'analytics-'))
    now = Date.parse('2026-03-10T08:00:00Z') // 12:00 in Dubai
    publicPaths = sitePaths()
    store = open()
  })
  afterEach(async () => {
    try {
      store.close()
    } catch {
      // closed by the test
    }
    await rm(dataDir, { recursive: true, force: true })
  })

  it('when views come either side of midnight in the company zone, then they count on its two days and hours', () => {
    now = Date.parse('2026-03-10T19:30:00Z') // 23:30 in Dubai, still the 10th
    store.record(view({ path: '/about' }))
    now = Date.parse('2026-03-10T20:30:00Z') // 00:30 in Dubai: the 11th
    store.record(view({ path: '/about' }))
    store.flush()
    const db = raw()
    expect(db.prepare('SELECT day, pageviews FROM daily_totals ORDER BY day').all()).toEqual([
      { day: '2026-03-10', pageviews: 1 },
      { day: '2026-03-11', pageviews: 1 },
    ])
    expect(
      db.prepare('SELECT hour, path, pageviews FROM hourly_pages ORDER BY hour').all(),
    ).toEqual([
      { hour: '2026-03-10T23', path: '/about', pageviews: 1 },
      { hour: '2026-03-11T00', path: '/about', pageviews: 1 },
    ])
    db.close()
    const summary = store.summary(7)
    expect(summary.to).toBe('2026-03-11')
    expect(summary.series.slice(-2)).toEqual([
      { day: '2026-03-10', pageviews: 1, visitors: 1 },
      { day: '2026-03-11', pageviews: 1, visitors: 1 },
    ])
  })

  it('when one visitor views pages several times a day, then they are one visitor of the day and of each page', () => {
    const later = (event: AnalyticsEvent) => {
      now += 60_000 // past the repeat window
      return store.record(event)
    }
    later(view({ path: '/' }))
    later(view({ path: '/about' }))
    later(view({ path: '/about/' }))
    later(view({ path: '/about?utm_source=x#top' }))
    later(view({ path: '/', userAgent: OTHER_BROWSER }))
    const summary = store.summary(7)
    expect(summary.pageviews).toBe(5)
    expect(summary.visitors).toBe(2)
    expect(summary.pages).toEqual([
      { path: '/about', pageviews: 3, visitors: 1 },
      { path: '/', pageviews: 2, visitors: 2 },
    ])
    const db = raw()
    expect(db.prepare('SELECT pageviews, visitors FROM hourly_totals').all()).toEqual([
      { pageviews: 5, visitors: 2 },
    ])
    db.close()
  })

  it("when the company's midnight passes, then the salt is new, yesterday's hashes are gone and yesterday's visitor is new today", async () => {
    now = Date.parse('2026-03-10T19:59:00Z') // 23:59 in Dubai
    store.record(view())
    store.flush()
    const before = JSON.parse(await readFile(path.join(dataDir, 'analytics-salt.json'), 'utf8'))
    expect(before.day).toBe('2026-03-10')
    let db = raw()
    expect(db.prepare('SELECT DISTINCT day FROM visitor_hashes').all()).toEqual([
      { day: '2026-03-10' },
    ])
    db.close()

    now = Date.parse('2026-03-10T20:01:00Z') // 00:01 in Dubai
    store.flush() // the timer's tick after midnight rotates even without a view
    const after = JSON.parse(await readFile(path.join(dataDir, 'analytics-salt.json'), 'utf8'))
    expect(after.day).toBe('2026-03-11')
    expect(after.salt).not.toBe(before.salt)
    db = raw()
    expect(db.prepare('SELECT COUNT(*) AS n FROM visitor_hashes').get()).toEqual({ n: 0 })
    db.close()

    store.record(view())
    const summary = store.summary(7)
    expect(summary.series.slice(-2).map((d) => d.visitors)).toEqual([1, 1])
    expect(summary.visitors).toBe(2)
  })

  it('when the service restarts during the day, then a visitor already counted today is not counted again', () => {
    store.record(view())
    store.close()
    store = open()
    store.record(view())
    store.record(view({ ip: '198.51.100.1' }))
    const summary = store.summary(7)
    expect(summary.pageviews).toBe(3)
    expect(summary.visitors).toBe(2)
  })

  it('when it starts on a later day, then the old salt and hashes are replaced before anything is counted', async () => {
    store.record(view())
    store.close()
    const old = JSON.parse(await readFile(path.join(dataDir, 'analytics-salt.json'), 'utf8'))
    now += 24 * 3_600_000
    store = open()
    const fresh = JSON.parse(await readFile(path.join(dataDir, 'analytics-salt.json'), 'utf8'))
    expect(fresh).toMatchObject({ day: '2026-03-11' })
    expect(fresh.salt).not.toBe(old.salt)
    const db = raw()
    expect(db.prepare('SELECT COUNT(*) AS n FROM visitor_hashes').get()).toEqual({ n: 0 })
    db.close()
  })

  it('when days pass the retention, then the daily prune deletes them and keeps the rest', () => {
    store.close()
    store = open({ retentionDays: 3 })
    store.record(view({ referrer: 'https://news.example/a', screen: 'phone' })) // the 10th
    now += 24 * 3_600_000
    store.record(view()) // the 11th
    store.flush()
    now += 2 * 24 * 3_600_000 // the 13th: keeps the 11th..13th
    store.flush()
    const db = raw()
    for (const table of ['daily_totals', 'daily_pages', 'daily_dimensions']) {
      const days = db.prepare(`SELECT DISTINCT day FROM ${table} ORDER BY day`).all()
      expect(days, table).toEqual([{ day: '2026-03-11' }])
    }
    expect(
      db.prepare('SELECT DISTINCT substr(hour, 1, 10) AS day FROM hourly_pages').all(),
    ).toEqual([{ day: '2026-03-11' }])
    db.close()
  })

  it('when a bot or a request without a browser sends a view, then nothing is counted', () => {
    expect(
      store.record(
        view({
          userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        }),
      ),
    ).toBe('ignored')
    expect(store.record(view({ userAgent: 'curl/8.5.0' }))).toBe('ignored')
    expect(store.record(view({ userAgent: '  ' }))).toBe('ignored')
    expect(store.record(view())).toBe('counted')
    expect(store.summary(7)).toMatchObject({ pageviews: 1, visitors: 1 })
  })

  it('when views are recorded, then nothing is written until the flush, which writes them at once', async () => {
    store.record(view())
    store.record(view({ path: '/about' }))
    const db = raw()
    const count = () =>
      (db.prepare('SELECT COUNT(*) AS n FROM daily_pages').get() as { n: number }).n
    expect(count()).toBe(0)
    store.flush()
    expect(count()).toBe(2)
    store.close()

    // with the timer: written within its period, and the rest on close
    store = open({ flushMs: 50 })
    store.record(view({ path: '/contact' }))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(count()).toBe(3)
    store.record(view({ path: '/products' }))
    store.close()
    expect(count()).toBe(4)
    db.close()
  })

  it('when the summary is asked, then it has every day, the dimensions, the goal rate and the catalogue entries', () => {
    const visit = (over: Partial<AnalyticsEvent>) => store.record(view(over))
    visit({
      path: '/solutions/grid-storage',
      referrer: 'https://www.google.com/search?q=x',
      screen: 'phone',
    })
    visit({ path: '/ar/solutions/grid-storage', ip: '198.51.100.2', lang: 'ar', screen: 'desktop' })
    visit({
      path: '/products/inverter-x',
      referrer: 'news.example',
      utm_source: 'mail',
      utm_medium: 'email',
      utm_campaign: 'spring',
    })
    visit({ path: '/about', referrer: 'https://falcon.example/', screen: 'tablet' }) // our own site
    visit({ path: '/ar', ip: '198.51.100.3' })
    store.recordGoal('contact')
    const s = store.summary(30)
    expect(s).toMatchObject({
      days: 30,
      from: '2026-02-09',
      to: '2026-03-10',
      timeZone: 'Asia/Dubai',
    })
    expect(s.series).toHaveLength(30)
    expect(s.series[0]).toEqual({ day: '2026-02-09', pageviews: 0, visitors: 0 })
    expect(s.series.at(-1)).toEqual({ day: '2026-03-10', pageviews: 5, visitors: 3 })
    expect(s.referrers).toEqual([
      { host: 'google.com', pageviews: 1 },
      { host: 'news.example', pageviews: 1 },
    ])
    expect(s.campaigns).toEqual([
      { source: 'mail', medium: 'email', campaign: 'spring', pageviews: 1 },
    ])
    expect(s.languages).toEqual([
      { lang: 'en', pageviews: 3 },
      { lang: 'ar', pageviews: 2 },
    ])
    expect(s.devices).toEqual([
      { screen: 'desktop', pageviews: 1 },
      { screen: 'phone', pageviews: 1 },
      { screen: 'tablet', pageviews: 1 },
    ])
    expect(s.goals).toEqual({ contact: { conversions: 1, rate: 1 / 3 } })
    expect(s.solutions).toEqual([{ slug: 'grid-storage', pageviews: 2 }])
    expect(s.products).toEqual([{ slug: 'inverter-x', pageviews: 1 }])
  })

  it('when nothing was viewed, then the summary is zeros with a goal rate of 0', () => {
    store.recordGoal('contact')
    const s = store.summary(7)
    expect(s).toMatchObject({ pageviews: 0, visitors: 0, pages: [], referrers: [] })
    expect(s.goals.contact).toEqual({ conversions: 1, rate: 0 })
    expect(s.series.every((d) => d.pageviews === 0)).toBe(true)
  })

  it('when a day has more visitors than are remembered, then the rest still count but memory and the table stop growing', () => {
    store.close()
    store = open({ maxSeenPerDay: 6 }) // two visitors' three keys each (day, page, hour)
    for (let i = 0; i < 4; i++) store.record(view({ ip: `198.51.100.${i}` }))
    now += 60_000 // past the repeat window
    store.record(view({ ip: '198.51.100.0' })) // remembered: not new
    expect(store.summary(7)).toMatchObject({ pageviews: 5, visitors: 4 })
    const db = raw()
    expect(db.prepare('SELECT COUNT(*) AS n FROM visitor_hashes').get()).toEqual({ n: 6 })
    db.close()
  })

  it('when more than 50 paths were viewed, then the summary lists the 50 most viewed', () => {
    for (let i = 0; i < 60; i++) {
      now += 60_000 // each visitor views a page a minute: within their rate
      for (let n = 0; n <= i; n++) store.record(view({ path: `/p${i}`, ip: `198.51.100.${n}` }))
    }
    const s = store.summary(7)
    expect(s.pages).toHaveLength(50)
    expect(s.pages[0]).toEqual({ path: '/p59', pageviews: 60, visitors: 60 })
    expect(s.pages.at(-1)?.path).toBe('/p10')
  })
})

describe('beacon fields', () => {
  it('when a path has a query, fragment, trailing slash or capitals, then the counted path has none', () => {
    expect(countedPath('/about/?a=1#x')).toBe('/about')
    expect(countedPath('/Products/RX-500//')).toBe('/products/rx-500')
    expect(countedPath('/')).toBe('/')
    expect(countedPath('/?utm_source=x')).toBe('/')
  })
  it('when a referrer is a URL or a host, then its host is kept without www., and junk is none', () => {
    expect(referrerHost('https://www.Google.com/search?q=1')).toBe('google.com')
    expect(referrerHost('news.example')).toBe('news.example')
    expect(referrerHost('')).toBeNull()
    expect(referrerHost('not a host')).toBeNull()
    expect(referrerHost(undefined)).toBeNull()
  })
})
