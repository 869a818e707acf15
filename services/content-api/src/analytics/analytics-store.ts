import { createHash, randomBytes } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isbot } from 'isbot'
import type { Logger } from '@site/platform'
import type {
  AnalyticsEvent,
  AnalyticsPeriod,
  AnalyticsSummary,
  ScreenClass,
} from '../schemas/analytics.js'
import { addDays, zoneClock, type LocalTime } from './calendar.js'
import { openSqlite, type Sqlite } from './sqlite.js'

export interface AnalyticsOptions {
  /** DATA_DIR: analytics.sqlite and the day's salt live there */
  dataDir: string
  /** COMPANY_TIME_ZONE: days (and the salt's day) are the company's */
  timeZone: string
  /** ANALYTICS_RETENTION_DAYS: older days are deleted once a day */
  retentionDays: number
  /** the site (SITE_URL): part of the visitor hash, and referrals from it are not referrers */
  siteUrl: string
  /** ms since the epoch (tests move it) */
  clock?: () => number
  /** how often pending counts are written (default 2000 ms; 0: only by flush(), for tests) */
  flushMs?: number
  log?: Logger
  /** visitor keys remembered per day (default MAX_SEEN_PER_DAY; tests lower it) */
  maxSeenPerDay?: number
  /** force a driver (tests run both where both exist) */
  driver?: Sqlite['driver']
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS daily_totals (day TEXT PRIMARY KEY, pageviews INTEGER NOT NULL,
  visitors INTEGER NOT NULL, contact INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS daily_pages (day TEXT NOT NULL, path TEXT NOT NULL,
  pageviews INTEGER NOT NULL, visitors INTEGER NOT NULL, PRIMARY KEY (day, path)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS daily_dimensions (day TEXT NOT NULL, kind TEXT NOT NULL,
  key TEXT NOT NULL, pageviews INTEGER NOT NULL, PRIMARY KEY (day, kind, key)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS hourly_totals (hour TEXT PRIMARY KEY, pageviews INTEGER NOT NULL,
  visitors INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS hourly_pages (hour TEXT NOT NULL, path TEXT NOT NULL,
  pageviews INTEGER NOT NULL, PRIMARY KEY (hour, path)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS visitor_hashes (day TEXT NOT NULL, seen TEXT NOT NULL,
  PRIMARY KEY (day, seen)) WITHOUT ROWID;
`

/** The dimensions counted per day besides pages: their `kind` in daily_dimensions. */
type Dimension = 'referrer' | 'campaign' | 'lang' | 'screen'

interface Pending {
  totals: Map<string, { pageviews: number; visitors: number; contact: number }>
  pages: Map<string, { day: string; path: string; pageviews: number; visitors: number }>
  dimensions: Map<string, { day: string; kind: Dimension; key: string; pageviews: number }>
  hours: Map<string, { pageviews: number; visitors: number }>
  hourPages: Map<string, { hour: string; path: string; pageviews: number }>
  seen: Array<[day: string, seen: string]>
}

const emptyPending = (): Pending => ({
  totals: new Map(),
  pages: new Map(),
  dimensions: new Map(),
  hours: new Map(),
  hourPages: new Map(),
  seen: [],
})

/** The path counted: no query or fragment, no trailing slash but the root's. */
export function countedPath(raw: string): string {
  const cut = raw.split(/[?#]/, 1)[0] ?? '/'
  const trimmed = cut.length > 1 ? cut.replace(/\/+$/, '') : cut
  return trimmed === '' ? '/' : trimmed
}

/** A referrer's host (lower case, no www.), from a URL or a bare host; null: none or unreadable. */
export function referrerHost(referrer: string | undefined): string | null {
  const text = referrer?.trim()
  if (!text) return null
  let host: string
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname
  } catch {
    return null
  }
  host = host.toLowerCase().replace(/^www\./, '')
  return host.includes('.') || host === 'localhost' ? host : null
}

/** `/solutions/<slug>` or `/ar/products/<slug>`: the collection and slug, or null. */
function catalogueEntry(pagePath: string): { kind: 'solutions' | 'products'; slug: string } | null {
  const match = /^(?:\/ar)?\/(solutions|products)\/([^/]+)$/.exec(pagePath)
  if (!match?.[1] || !match[2]) return null
  return { kind: match[1] as 'solutions' | 'products', slug: match[2] }
}

/**
 * The most visitor keys remembered in a day (about 100 MB at most). A flood of made-up browsers
 * past it is still counted, each view as a new visitor, but no longer remembered: memory and the
 * day's hash table stop growing.
 */
export const MAX_SEEN_PER_DAY = 1_000_000

const clean = (value: string | undefined) => (value ?? '').replace(/\t/g, ' ').trim()

/**
 * The built-in analytics: page views of consenting visitors, counted as aggregates per day and
 * hour in SQLite (DATA_DIR/analytics.sqlite). Nothing identifying is stored: a visitor is a hash
 * of the day's random salt with their address, browser and the site, kept only to count them
 * once that day; at the company's midnight the salt is replaced and the day's hashes deleted,
 * so the same person is a new visitor tomorrow and can never be followed across days.
 *
 * `record` only updates Maps in memory (a beacon costs that); every 2 s the pending counts are
 * added to the tables in one transaction (and on close).
 */
export class AnalyticsStore {
  private readonly local: (ms: number) => LocalTime
  private readonly clock: () => number
  private readonly siteHost: string
  private readonly saltFile: string
  private salt: { day: string; salt: string }
  /** today's visitor keys already counted: `hash`, `hash\0path`, `hash\0#hour` */
  private seen = new Set<string>()
  private pending = emptyPending()
  private pendingCount = 0
  private prunedDay = ''
  private readonly timer: NodeJS.Timeout | null

  private constructor(
    private readonly db: Sqlite,
    private readonly options: AnalyticsOptions,
  ) {
    this.local = zoneClock(options.timeZone)
    this.clock = options.clock ?? Date.now
    this.siteHost = new URL(options.siteUrl).hostname.toLowerCase().replace(/^www\./, '')
    this.saltFile = path.join(options.dataDir, 'analytics-salt.json')
    this.salt = this.loadSalt()
    for (const row of db
      .prepare('SELECT seen FROM visitor_hashes WHERE day = ?')
      .all(this.salt.day) as Array<{ seen: string }>) {
      this.seen.add(row.seen)
    }
    this.roll()
    const every = options.flushMs ?? 2000
    this.timer = every > 0 ? setInterval(() => this.flush(), every) : null
    this.timer?.unref()
  }

  static open(options: AnalyticsOptions): AnalyticsStore {
    const db = openSqlite(path.join(options.dataDir, 'analytics.sqlite'), options.driver)
    db.exec(SCHEMA)
    return new AnalyticsStore(db, options)
  }

  /** which SQLite driver is in use (node:sqlite or better-sqlite3) */
  get driver(): Sqlite['driver'] {
    return this.db.driver
  }

  /** Counts one page view; false when it was not counted (a bot's, or one without a browser). */
  record(event: AnalyticsEvent): boolean {
    const ua = event.userAgent.trim()
    if (ua === '' || isbot(ua)) return false
    const now = this.local(this.clock())
    if (now.day !== this.salt.day) this.roll()
    const { day, hour } = now
    const pagePath = countedPath(event.path)
    const visitor = createHash('sha256')
      .update(`${this.salt.salt}\0${event.ip}\0${ua}\0${this.siteHost}`)
      .digest('base64url')
      .slice(0, 22)
    const first = (key: string): number => {
      if (this.seen.has(key)) return 0
      if (this.seen.size >= (this.options.maxSeenPerDay ?? MAX_SEEN_PER_DAY)) return 1
      this.seen.add(key)
      this.pending.seen.push([day, key])
      return 1
    }
    const newVisitor = first(visitor)
    const newOnPage = first(`${visitor}\0${pagePath}`)
    const newInHour = first(`${visitor}\0#${hour}`)

    const totals = this.totalsOf(day)
    totals.pageviews++
    totals.visitors += newVisitor
    const pageKey = `${day}\0${pagePath}`
    const page = this.pending.pages.get(pageKey)
    if (page) {
      page.pageviews++
      page.visitors += newOnPage
    } else {
      this.pending.pages.set(pageKey, { day, path: pagePath, pageviews: 1, visitors: newOnPage })
    }
    const hourTotals = this.pending.hours.get(hour)
    if (hourTotals) {
      hourTotals.pageviews++
      hourTotals.visitors += newInHour
    } else {
      this.pending.hours.set(hour, { pageviews: 1, visitors: newInHour })
    }
    const hourPageKey = `${hour}\0${pagePath}`
    const hourPage = this.pending.hourPages.get(hourPageKey)
    if (hourPage) hourPage.pageviews++
    else this.pending.hourPages.set(hourPageKey, { hour, path: pagePath, pageviews: 1 })

    const host = referrerHost(event.referrer)
    if (host && host !== this.siteHost) this.count(day, 'referrer', host)
    if (event.utm_source || event.utm_medium || event.utm_campaign) {
      const key = [event.utm_source, event.utm_medium, event.utm_campaign].map(clean).join('\t')
      this.count(day, 'campaign', key)
    }
    const lang = event.lang ?? (/^\/ar(?:\/|$)/.test(pagePath) ? 'ar' : 'en')
    this.count(day, 'lang', lang)
    if (event.screen) this.count(day, 'screen', event.screen)
    this.pendingCount++
    return true
  }

  /** A goal reached (a contact message that is not spam), on today's count. */
  recordGoal(goal: 'contact'): void {
    const { day } = this.local(this.clock())
    this.totalsOf(day)[goal]++
    this.pendingCount++
  }

  /**
   * Adds the pending counts to the tables in one transaction. Also rotates the salt once the
   * company's day has changed (and deletes the old day's hashes and days past retention).
   * A failed write keeps the counts pending for the next try.
   */
  flush(): void {
    if (this.local(this.clock()).day !== this.salt.day) this.roll()
    if (this.pendingCount === 0 && this.pending.seen.length === 0) return
    const p = this.pending
    try {
      this.db.transaction(() => {
        const totals = this.db.prepare(
          `INSERT INTO daily_totals (day, pageviews, visitors, contact) VALUES (?, ?, ?, ?)
           ON CONFLICT (day) DO UPDATE SET pageviews = pageviews + excluded.pageviews,
           visitors = visitors + excluded.visitors, contact = contact + excluded.contact`,
        )
        for (const [day, t] of p.totals) totals.run(day, t.pageviews, t.visitors, t.contact)
        const pages = this.db.prepare(
          `INSERT INTO daily_pages (day, path, pageviews, visitors) VALUES (?, ?, ?, ?)
           ON CONFLICT (day, path) DO UPDATE SET pageviews = pageviews + excluded.pageviews,
           visitors = visitors + excluded.visitors`,
        )
        for (const pg of p.pages.values()) pages.run(pg.day, pg.path, pg.pageviews, pg.visitors)
        const dims = this.db.prepare(
          `INSERT INTO daily_dimensions (day, kind, key, pageviews) VALUES (?, ?, ?, ?)
           ON CONFLICT (day, kind, key) DO UPDATE SET pageviews = pageviews + excluded.pageviews`,
        )
        for (const d of p.dimensions.values()) dims.run(d.day, d.kind, d.key, d.pageviews)
        const hours = this.db.prepare(
          `INSERT INTO hourly_totals (hour, pageviews, visitors) VALUES (?, ?, ?)
           ON CONFLICT (hour) DO UPDATE SET pageviews = pageviews + excluded.pageviews,
           visitors = visitors + excluded.visitors`,
        )
        for (const [hour, h] of p.hours) hours.run(hour, h.pageviews, h.visitors)
        const hourPages = this.db.prepare(
          `INSERT INTO hourly_pages (hour, path, pageviews) VALUES (?, ?, ?)
           ON CONFLICT (hour, path) DO UPDATE SET pageviews = pageviews + excluded.pageviews`,
        )
        for (const h of p.hourPages.values()) hourPages.run(h.hour, h.path, h.pageviews)
        // only today's: a hash of a day already over is not kept (its salt is gone anyway)
        const seen = this.db.prepare(
          'INSERT OR IGNORE INTO visitor_hashes (day, seen) VALUES (?, ?)',
        )
        for (const [day, key] of p.seen) if (day === this.salt.day) seen.run(day, key)
      })
    } catch (error) {
      this.options.log?.warn('analytics_flush_failed', { error: String(error) })
      return
    }
    this.pending = emptyPending()
    this.pendingCount = 0
  }

  /** What GET /api/analytics/summary answers: the `days` days ending today (company zone). */
  summary(days: AnalyticsPeriod): AnalyticsSummary {
    this.flush()
    const to = this.local(this.clock()).day
    const from = addDays(to, -(days - 1))
    const range = [from, to] as const
    const totals = new Map(
      (
        this.db
          .prepare(
            'SELECT day, pageviews, visitors, contact FROM daily_totals WHERE day BETWEEN ? AND ?',
          )
          .all(...range) as Array<{
          day: string
          pageviews: number
          visitors: number
          contact: number
        }>
      ).map((row) => [row.day, row]),
    )
    const series: AnalyticsSummary['series'] = []
    let pageviews = 0
    let visitors = 0
    let conversions = 0
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const row = totals.get(day)
      series.push({
        day,
        pageviews: Number(row?.pageviews ?? 0),
        visitors: Number(row?.visitors ?? 0),
      })
      pageviews += Number(row?.pageviews ?? 0)
      visitors += Number(row?.visitors ?? 0)
      conversions += Number(row?.contact ?? 0)
    }
    const pages = (
      this.db
        .prepare(
          `SELECT path, SUM(pageviews) AS pageviews, SUM(visitors) AS visitors FROM daily_pages
           WHERE day BETWEEN ? AND ? GROUP BY path ORDER BY pageviews DESC, path LIMIT 50`,
        )
        .all(...range) as Array<{ path: string; pageviews: number; visitors: number }>
    ).map((row) => ({
      path: row.path,
      pageviews: Number(row.pageviews),
      visitors: Number(row.visitors),
    }))

    const catalogue = { solutions: new Map<string, number>(), products: new Map<string, number>() }
    const entries = this.db
      .prepare(
        `SELECT path, SUM(pageviews) AS pageviews FROM daily_pages WHERE day BETWEEN ? AND ?
         AND (path LIKE '/solutions/%' OR path LIKE '/products/%'
           OR path LIKE '/ar/solutions/%' OR path LIKE '/ar/products/%')
         GROUP BY path`,
      )
      .all(...range) as Array<{ path: string; pageviews: number }>
    for (const row of entries) {
      const entry = catalogueEntry(row.path)
      if (!entry) continue
      const counts = catalogue[entry.kind]
      counts.set(entry.slug, (counts.get(entry.slug) ?? 0) + Number(row.pageviews))
    }
    const ranked = (counts: Map<string, number>) =>
      [...counts]
        .map(([slug, n]) => ({ slug, pageviews: n }))
        .sort((a, b) => b.pageviews - a.pageviews || a.slug.localeCompare(b.slug))

    const dimensions = this.db
      .prepare(
        `SELECT kind, key, SUM(pageviews) AS pageviews FROM daily_dimensions
         WHERE day BETWEEN ? AND ? GROUP BY kind, key ORDER BY pageviews DESC, key`,
      )
      .all(...range) as Array<{ kind: Dimension; key: string; pageviews: number }>
    const of = (kind: Dimension) => dimensions.filter((row) => row.kind === kind)
    return {
      days,
      from,
      to,
      timeZone: this.options.timeZone,
      pageviews,
      visitors,
      series,
      pages,
      referrers: of('referrer')
        .slice(0, 50)
        .map((row) => ({ host: row.key, pageviews: Number(row.pageviews) })),
      campaigns: of('campaign')
        .slice(0, 50)
        .map((row) => {
          const [source = '', medium = '', campaign = ''] = row.key.split('\t')
          return { source, medium, campaign, pageviews: Number(row.pageviews) }
        }),
      languages: of('lang').map((row) => ({
        lang: row.key as 'en' | 'ar',
        pageviews: Number(row.pageviews),
      })),
      devices: of('screen').map((row) => ({
        screen: row.key as ScreenClass,
        pageviews: Number(row.pageviews),
      })),
      goals: { contact: { conversions, rate: visitors > 0 ? conversions / visitors : 0 } },
      solutions: ranked(catalogue.solutions),
      products: ranked(catalogue.products),
    }
  }

  /** Deletes the days older than the retention (today is day 1 of ANALYTICS_RETENTION_DAYS). */
  prune(): void {
    const today = this.local(this.clock()).day
    const cutoff = addDays(today, -(this.options.retentionDays - 1))
    this.db.transaction(() => {
      for (const table of ['daily_totals', 'daily_pages', 'daily_dimensions']) {
        this.db.prepare(`DELETE FROM ${table} WHERE day < ?`).run(cutoff)
      }
      for (const table of ['hourly_totals', 'hourly_pages']) {
        this.db.prepare(`DELETE FROM ${table} WHERE hour < ?`).run(cutoff)
      }
    })
    this.prunedDay = today
  }

  /** Stops the timer, writes what is pending and closes the database. */
  close(): void {
    if (this.timer) clearInterval(this.timer)
    this.flush()
    this.db.close()
  }

  private totalsOf(day: string) {
    let totals = this.pending.totals.get(day)
    if (!totals) {
      totals = { pageviews: 0, visitors: 0, contact: 0 }
      this.pending.totals.set(day, totals)
    }
    return totals
  }

  private count(day: string, kind: Dimension, key: string) {
    const id = `${day}\0${kind}\0${key}`
    const known = this.pending.dimensions.get(id)
    if (known) known.pageviews++
    else this.pending.dimensions.set(id, { day, kind, key, pageviews: 1 })
  }

  /**
   * At the company's midnight (or at start on a later day): a new salt, the old day's visitor
   * hashes forgotten (memory and table), and the days past retention deleted.
   */
  private roll(): void {
    const today = this.local(this.clock()).day
    if (this.salt.day !== today) {
      this.salt = { day: today, salt: randomBytes(32).toString('base64url') }
      this.saveSalt()
      this.seen = new Set()
      this.pending.seen = []
    }
    this.db.prepare('DELETE FROM visitor_hashes WHERE day <> ?').run(today)
    if (this.prunedDay !== today) this.prune()
  }

  private loadSalt(): { day: string; salt: string } {
    try {
      const saved = JSON.parse(readFileSync(this.saltFile, 'utf8')) as {
        day?: unknown
        salt?: unknown
      }
      if (
        typeof saved.day === 'string' &&
        typeof saved.salt === 'string' &&
        saved.salt.length >= 32
      ) {
        return { day: saved.day, salt: saved.salt }
      }
    } catch {
      // none yet, or unreadable: a new one below
    }
    const fresh = { day: this.local(this.clock()).day, salt: randomBytes(32).toString('base64url') }
    this.salt = fresh
    this.saveSalt()
    return fresh
  }

  /** Replaces the salt file at once (write, then rename): the old day's salt is gone. */
  private saveSalt(): void {
    const temp = `${this.saltFile}.${process.pid}.tmp`
    writeFileSync(temp, JSON.stringify(this.salt), { mode: 0o600 })
    renameSync(temp, this.saltFile)
  }
}
