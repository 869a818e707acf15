import { languageOfPath } from '@site/contract'
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isbot } from 'isbot'
import { WindowCounter, type Logger } from '@site/platform'
import {
  VIEWS_PER_VISITOR_MINUTE,
  type AnalyticsEvent,
  type AnalyticsPeriod,
  type AnalyticsSummary,
} from '@site/contract'
import { readSummary } from './analytics-summary.js'
import { campaignKey, OTHER, referrerHost, servedPath } from './beacon-fields.js'
import { addDays, zoneClock, type LocalTime } from './calendar.js'
import { DayTopKeys } from './day-top-keys.js'
import { openSqlite, type Sqlite } from './sqlite.js'
import { SCHEMA, type Dimension } from './tables.js'

export interface AnalyticsOptions {
  /** DATA_DIR: analytics.sqlite and the day's salt live there */
  dataDir: string
  /** COMPANY_TIME_ZONE: days (and the salt's day) are the company's */
  timeZone: string
  /** ANALYTICS_RETENTION_DAYS: older days are deleted once a day */
  retentionDays: number
  /** the site (SITE_URL): part of the visitor hash, and referrals from it are not referrers */
  siteUrl: string
  /**
   * The paths the site serves now, without language (content-api's public pages and records,
   * sitemap-service's publicSitePaths): a view of any other path is only "other".
   */
  publicPaths: () => ReadonlySet<string>
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

interface Pending {
  totals: Map<string, { pageviews: number; visitors: number; contact: number }>
  pages: Map<string, { day: string; path: string; pageviews: number; visitors: number }>
  dimensions: Map<string, { day: string; kind: Dimension; key: string; pageviews: number }>
  /** referrers and campaigns folded into their day's "other" row (their rows on disk too) */
  folds: Array<{ day: string; kind: Dimension; key: string }>
  hours: Map<string, { pageviews: number; visitors: number }>
  hourPages: Map<string, { hour: string; path: string; pageviews: number }>
  seen: Array<[day: string, seen: string]>
}

const emptyPending = (): Pending => ({
  totals: new Map(),
  pages: new Map(),
  dimensions: new Map(),
  folds: [],
  hours: new Map(),
  hourPages: new Map(),
  seen: [],
})

/**
 * The most visitor keys remembered in a day (about 100 MB at most). A flood of made-up browsers
 * past it is still counted, each view as a new visitor, but no longer remembered: memory and the
 * day's hash table stop growing.
 */
export const MAX_SEEN_PER_DAY = 1_000_000

/** A visitor's views of one path within this long count once (a reload, a made-up repeat). */
export const REPEAT_WINDOW_MS = 30_000
/** Visitors (and visitor-path pairs) whose recent views are remembered for the two limits. */
export const MAX_RECENT_KEYS = 100_000
/** Referrers and campaigns a day lists: the most viewed; the rest are its "other" row. */
export const TOP_VALUES_PER_DAY = 100

/** What became of a page view (the route answers 429 for `limited`). */
export type RecordOutcome =
  /** counted, on the page's row */
  | 'counted'
  /** a path the site does not serve: counted on the day's "other" row only */
  | 'other'
  /** not counted: a bot's, or one without a browser */
  | 'ignored'
  /** not counted: the same visitor's view of the same path within REPEAT_WINDOW_MS */
  | 'repeat'
  /** not counted: the visitor sent more than VIEWS_PER_VISITOR_MINUTE */
  | 'limited'

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
  /** each visitor's views in the last minute, for VIEWS_PER_VISITOR_MINUTE */
  private readonly perVisitor = new WindowCounter(60_000, MAX_RECENT_KEYS)
  /** each visitor's recent views of each path, for REPEAT_WINDOW_MS */
  private readonly perPage = new WindowCounter(REPEAT_WINDOW_MS, MAX_RECENT_KEYS)
  /** today's referrers and campaigns, for TOP_VALUES_PER_DAY */
  private readonly topKeys = {
    referrer: new DayTopKeys(TOP_VALUES_PER_DAY),
    campaign: new DayTopKeys(TOP_VALUES_PER_DAY),
  }
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
    const today = this.local(this.clock()).day
    for (const kind of ['referrer', 'campaign'] as const) {
      const rows = db
        .prepare(
          'SELECT key, pageviews FROM daily_dimensions WHERE day = ? AND kind = ? AND key <> ?',
        )
        .all(today, kind, OTHER) as Array<{ key: string; pageviews: number }>
      this.topKeys[kind].reset(today, rows)
    }
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

  /** Counts one page view, or says why it was not counted (or only as "other"). */
  record(event: AnalyticsEvent): RecordOutcome {
    const ua = event.userAgent.trim()
    if (ua === '' || isbot(ua)) return 'ignored'
    const ms = this.clock()
    const now = this.local(ms)
    if (now.day !== this.salt.day) this.roll()
    const { day, hour } = now
    const visitor = createHash('sha256')
      .update(`${this.salt.salt}\0${event.ip}\0${ua}\0${this.siteHost}`)
      .digest('base64url')
      .slice(0, 22)
    if (this.perVisitor.hit(visitor, ms) > VIEWS_PER_VISITOR_MINUTE) return 'limited'
    const pagePath = servedPath(event.path, this.options.publicPaths())
    if (this.perPage.hit(`${visitor}\0${pagePath}`, ms) > 1) return 'repeat'
    if (pagePath === OTHER) {
      // one row a day, and nothing else: no visitor remembered, no dimension, no total
      this.countPage(day, OTHER, 0)
      this.pendingCount++
      return 'other'
    }
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
    this.countPage(day, pagePath, newOnPage)
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
    if (host && host !== this.siteHost) this.countTop(day, 'referrer', host)
    const campaign = campaignKey(event)
    if (campaign) this.countTop(day, 'campaign', campaign)
    const lang = event.lang ?? languageOfPath(pagePath)
    this.count(day, 'lang', lang)
    if (event.screen) this.count(day, 'screen', event.screen)
    this.pendingCount++
    return 'counted'
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
        // folded values first: a value folded and seen again since starts anew after its fold
        const fold = this.db.prepare(
          `INSERT INTO daily_dimensions (day, kind, key, pageviews)
           SELECT day, kind, ?, pageviews FROM daily_dimensions WHERE day = ? AND kind = ? AND key = ?
           ON CONFLICT (day, kind, key) DO UPDATE SET pageviews = pageviews + excluded.pageviews`,
        )
        const folded = this.db.prepare(
          'DELETE FROM daily_dimensions WHERE day = ? AND kind = ? AND key = ?',
        )
        for (const f of p.folds) {
          fold.run(OTHER, f.day, f.kind, f.key)
          folded.run(f.day, f.kind, f.key)
        }
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
    // the WAL would otherwise grow to SQLite's automatic checkpoint (4 MB) and stay that size
    try {
      this.db.checkpoint()
    } catch (error) {
      this.options.log?.warn('analytics_checkpoint_failed', { error: String(error) })
    }
  }

  /** What GET /api/analytics/summary answers: the `days` days ending today (company zone). */
  summary(days: AnalyticsPeriod): AnalyticsSummary {
    this.flush()
    const to = this.local(this.clock()).day
    return readSummary(this.db, { days, to, timeZone: this.options.timeZone })
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

  private countPage(day: string, pagePath: string, newVisitor: number) {
    const pageKey = `${day}\0${pagePath}`
    const page = this.pending.pages.get(pageKey)
    if (page) {
      page.pageviews++
      page.visitors += newVisitor
    } else {
      this.pending.pages.set(pageKey, { day, path: pagePath, pageviews: 1, visitors: newVisitor })
    }
  }

  /**
   * Counts a referrer or campaign, within the day's TOP_VALUES_PER_DAY: the values folded to make
   * room move, pending counts now and rows at the flush, onto the day's "other" row.
   */
  private countTop(day: string, kind: 'referrer' | 'campaign', key: string) {
    for (const value of this.topKeys[kind].add(day, key)) {
      const id = `${day}\0${kind}\0${value}`
      const pending = this.pending.dimensions.get(id)
      if (pending) {
        this.pending.dimensions.delete(id)
        this.count(day, kind, OTHER, pending.pageviews)
      }
      this.pending.folds.push({ day, kind, key: value })
    }
    this.count(day, kind, key)
  }

  private count(day: string, kind: Dimension, key: string, views = 1) {
    const id = `${day}\0${kind}\0${key}`
    const known = this.pending.dimensions.get(id)
    if (known) known.pageviews += views
    else this.pending.dimensions.set(id, { day, kind, key, pageviews: views })
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
