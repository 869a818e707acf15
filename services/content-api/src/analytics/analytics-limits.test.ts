import { randomBytes } from 'node:crypto'
import { statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AnalyticsStore, REPEAT_WINDOW_MS, TOP_VALUES_PER_DAY } from './analytics-store.js'
import { AnalyticsEvent, VIEWS_PER_VISITOR_MINUTE } from '@site/contract'
import { servedPath } from './beacon-fields.js'
import { DayTopKeys } from './day-top-keys.js'
import { openSqlite } from './sqlite.js'

// What a stranger can send costs bounded rows, memory and CPU: beacons cannot fill the disk.

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'

const view = (over: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  path: '/',
  ip: '203.0.113.7',
  userAgent: BROWSER,
  ...over,
})

const random = () => randomBytes(6).toString('hex')

describe('the analytics store under made-up page views', () => {
  let dataDir: string
  let now: number
  let publicPaths: Set<string>
  let store: AnalyticsStore
  const open = () =>
    AnalyticsStore.open({
      dataDir,
      timeZone: 'Asia/Dubai',
      retentionDays: 400,
      siteUrl: 'https://www.falcon.example',
      publicPaths: () => publicPaths,
      clock: () => now,
      flushMs: 0,
    })
  const rows = (sql: string, ...params: string[]) => {
    const db = openSqlite(path.join(dataDir, 'analytics.sqlite'))
    try {
      return db.prepare(sql).all(...params)
    } finally {
      db.close()
    }
  }

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'analytics-limits-'))
    now = Date.parse('2026-03-10T08:00:00Z') // 12:00 in Dubai
    publicPaths = new Set(['/', '/about', '/solutions', '/solutions/energy-systems'])
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

  it('when paths the site does not serve are viewed, then they are one "other" row of the day and nothing else', () => {
    expect(store.record(view({ path: '/About/?x=1' }))).toBe('counted')
    expect(store.record(view({ path: '/AR/solutions/Energy-Systems/' }))).toBe('counted')
    for (let i = 0; i < 50; i++) {
      expect(store.record(view({ path: `/${random()}`, ip: `198.51.100.${i}` }))).toBe('other')
    }
    expect(store.record(view({ path: '/solutions/not-a-record', ip: '192.0.2.1' }))).toBe('other')
    expect(store.record(view({ path: '/admin', ip: '192.0.2.2' }))).toBe('other')
    const s = store.summary(7)
    expect(s.pageviews).toBe(2)
    expect(s.visitors).toBe(1)
    expect(s.pages).toEqual([
      { path: '/about', pageviews: 1, visitors: 1 },
      { path: '/ar/solutions/energy-systems', pageviews: 1, visitors: 1 },
    ])
    expect(s.other).toEqual({ pages: 52, referrers: 0, campaigns: 0 })
    expect(rows('SELECT path, pageviews, visitors FROM daily_pages ORDER BY path')).toEqual([
      { path: '', pageviews: 52, visitors: 0 },
      { path: '/about', pageviews: 1, visitors: 1 },
      { path: '/ar/solutions/energy-systems', pageviews: 1, visitors: 1 },
    ])
    expect(rows("SELECT COUNT(*) AS n FROM hourly_pages WHERE path = ''")).toEqual([{ n: 0 }])
  })

  it('when the site gains a page, then views of it count from then on', () => {
    expect(store.record(view({ path: '/products/new-inverter' }))).toBe('other')
    publicPaths = new Set([...publicPaths, '/products/new-inverter'])
    now += REPEAT_WINDOW_MS
    expect(store.record(view({ path: '/ar/products/new-inverter' }))).toBe('counted')
    expect(store.summary(7).pages).toEqual([
      { path: '/ar/products/new-inverter', pageviews: 1, visitors: 1 },
    ])
  })

  it('when a visitor views the same path again within the repeat window, then it counts once; after it, again', () => {
    expect(store.record(view({ path: '/about' }))).toBe('counted')
    now += REPEAT_WINDOW_MS - 1000
    expect(store.record(view({ path: '/about/' }))).toBe('repeat')
    expect(store.record(view({ path: '/' }))).toBe('counted') // another page
    expect(store.record(view({ path: '/about', ip: '192.0.2.9' }))).toBe('counted') // another visitor
    now += 1000
    expect(store.record(view({ path: '/about' }))).toBe('counted')
    expect(store.summary(7).pages).toEqual([
      { path: '/about', pageviews: 3, visitors: 2 },
      { path: '/', pageviews: 1, visitors: 1 },
    ])
  })

  it('when a visitor sends more views a minute than allowed, then the rest are refused and not stored, others still count', () => {
    const paths = [...publicPaths]
    const outcomes = Array.from({ length: VIEWS_PER_VISITOR_MINUTE + 5 }, (_, i) =>
      store.record(view({ path: i < paths.length ? (paths[i] ?? '/') : `/${random()}` })),
    )
    expect(outcomes.filter((o) => o === 'limited')).toHaveLength(5)
    expect(outcomes.slice(VIEWS_PER_VISITOR_MINUTE).every((o) => o === 'limited')).toBe(true)
    expect(store.record(view({ path: '/about', ip: '192.0.2.9' }))).toBe('counted')
    const s = store.summary(7)
    expect(s.pageviews).toBe(paths.length + 1)
    expect(s.other.pages).toBe(1) // the other paths within the rate: repeats of "other" after one
    now += 60_000 // its minute is over
    expect(store.record(view({ path: '/about' }))).toBe('counted')
  })

  it.each([
    ['referrer', (key: string) => ({ referrer: `https://${key}.example/` })],
    ['campaign', (key: string) => ({ utm_source: key, utm_campaign: 'spring' })],
  ] as const)(
    'when a day brings more distinct %s values than it keeps, then the most viewed stay and the rest are one "other" row',
    (kind, valueOf) => {
      let ip = 0
      const visit = (key: string) => {
        ip++
        return store.record(
          view({ path: '/', ip: `10.${ip >> 16}.${(ip >> 8) & 255}.${ip & 255}`, ...valueOf(key) }),
        )
      }
      for (let n = 0; n < 3; n++) visit('popular') // seen before the flood: kept through it
      for (let i = 0; i < 5 * TOP_VALUES_PER_DAY; i++) visit(`flood-${i}`)
      store.flush()
      for (let n = 0; n < 2; n++) visit('late') // after the flood: still gets in
      const s = store.summary(7)
      const listed =
        kind === 'referrer' ? s.referrers.map((r) => r.host) : s.campaigns.map((c) => c.source)
      expect(listed[0]).toBe(kind === 'referrer' ? 'popular.example' : 'popular')
      expect(listed[1]).toBe(kind === 'referrer' ? 'late.example' : 'late')
      const stored = rows(
        'SELECT COUNT(*) AS n, SUM(pageviews) AS views FROM daily_dimensions WHERE kind = ?',
        kind,
      )[0] as { n: number; views: number }
      expect(stored.n).toBeLessThanOrEqual(2 * TOP_VALUES_PER_DAY + 1)
      expect(stored.views).toBe(3 + 5 * TOP_VALUES_PER_DAY + 2) // folded, never lost
      expect(s.other[kind === 'referrer' ? 'referrers' : 'campaigns']).toBeGreaterThan(0)
      expect(s.pageviews).toBe(3 + 5 * TOP_VALUES_PER_DAY + 2)

      // a restart reads the day's values back: the cap holds across it
      store.close()
      store = open()
      for (let i = 0; i < 2 * TOP_VALUES_PER_DAY; i++) visit(`second-flood-${i}`)
      store.flush()
      const after = rows('SELECT COUNT(*) AS n FROM daily_dimensions WHERE kind = ?', kind)[0]
      expect((after as { n: number }).n).toBeLessThanOrEqual(2 * TOP_VALUES_PER_DAY + 1)
    },
  )

  it('when 20,000 random-path beacons come from as many addresses, then the store grows under 1 MB, the summary changes only in "other", and a real visitor still counts', () => {
    for (let i = 0; i < 20; i++) store.record(view({ path: '/about', ip: `192.0.2.${i}` }))
    const before = store.summary(7)
    store.close()
    const size = (file: string) => {
      try {
        return statSync(path.join(dataDir, file)).size
      } catch {
        return 0 // no WAL (yet)
      }
    }
    const start = size('analytics.sqlite') + size('analytics.sqlite-wal')
    store = open()
    for (let i = 0; i < 20_000; i++) {
      store.record(
        view({
          path: `/${random()}/${random()}?q=${random()}`,
          referrer: `https://${random()}.example/`,
          utm_source: random(),
          utm_campaign: random(),
          ip: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
        }),
      )
      if (i % 500 === 0) store.flush() // as the 2 s timer would, many times during the flood
      if (i === 10_000) expect(store.record(view({ path: '/solutions' }))).toBe('counted')
    }
    const after = store.summary(7)
    // measured open, as in service (closing checkpoints and removes the WAL anyway)
    const db = size('analytics.sqlite')
    const wal = size('analytics.sqlite-wal')
    expect(db + wal - start).toBeLessThan(1024 * 1024)
    expect(wal).toBeLessThanOrEqual(db) // checkpointed: the WAL does not outgrow the database
    expect(after.pageviews).toBe(before.pageviews + 1)
    expect(after.pages).toEqual([
      ...before.pages,
      { path: '/solutions', pageviews: 1, visitors: 1 },
    ])
    const { referrers, campaigns, devices, goals, solutions, products } = before
    expect(after).toMatchObject({ referrers, campaigns, devices, goals, solutions, products })
    expect(after.languages).toEqual([{ lang: 'en', pageviews: 21 }])
    expect(after.other).toEqual({ pages: 20_000, referrers: 0, campaigns: 0 })
    expect(rows('SELECT COUNT(DISTINCT path) AS n FROM daily_pages')).toEqual([{ n: 3 }])
  })
})

describe('beacon path rules', () => {
  it('when a path is served in either language, then it counts as itself, normalised; anything else is other', () => {
    const served = new Set(['/', '/products/rx-500'])
    expect(servedPath('/Products/RX-500/?utm_source=x#top', served)).toBe('/products/rx-500')
    expect(servedPath('/ar/products/rx-500', served)).toBe('/ar/products/rx-500')
    expect(servedPath('/ar/', served)).toBe('/ar')
    expect(servedPath('/?q=1', served)).toBe('/')
    expect(servedPath('/products/rx-501', served)).toBe('')
    expect(servedPath('/arproducts/rx-500', served)).toBe('')
    expect(servedPath('/ar/ar/products/rx-500', served)).toBe('')
  })

  it('when a beacon holds a control character, then the schema refuses it and names the field', () => {
    for (const [field, value] of [
      ['path', '/about\u0000'],
      ['referrer', 'https://a.example/\nb'],
      ['utm_source', 'news\tletter'],
      ['utm_campaign', 'spring\u0085'],
    ] as const) {
      const parsed = AnalyticsEvent.safeParse(view({ [field]: value }))
      expect(parsed.success, field).toBe(false)
      expect(parsed.error?.issues[0]).toMatchObject({
        path: [field],
        message: 'must not contain control characters',
      })
    }
    expect(
      AnalyticsEvent.safeParse(view({ path: '/about', referrer: 'ünïcode.example' })).success,
    ).toBe(true)
  })
})

describe("a day's top values", () => {
  it('when a day gets many distinct values, then it holds at most twice what it keeps', () => {
    const top = new DayTopKeys(10)
    for (let n = 0; n < 5; n++) top.add('2026-03-10', 'popular')
    let folded = 0
    for (let i = 0; i < 1000; i++) folded += top.add('2026-03-10', `v${i}`).length
    expect(top.size).toBeLessThanOrEqual(20)
    expect(folded).toBeGreaterThan(900)
    expect(top.add('2026-03-10', 'popular')).toEqual([]) // kept all along
    top.add('2026-03-11', 'new day')
    expect(top.size).toBe(1)
  })
})
