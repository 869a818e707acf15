// The built-in analytics under load, on the production build (tests/support/stack.ts):
//  (a) page-view beacons per second web accepts (POST /analytics/event, as sendBeacon sends
//      them), beside the cached Home page's rate (goal: at least half of it), and how many of the
//      beacons sent content-api then counted;
//  (b) GET /api/analytics/summary?days=365 (what /admin/analytics loads) on a year of generated
//      aggregates at 10,000 page views a day, written straight into the stack's DATA_DIR
//      analytics.sqlite; p50/p95 over BENCH_SUMMARIES requests (default 50), goal < 300 ms;
//  (c) the /admin/analytics page web renders from it (30 and 90 days), signed in.
//  (0) first, on the fresh store: 20,000 random-path beacons and what they cost it on disk
//      (analytics-flood.ts: what random paths cost the store).
// It asserts no timings (machines differ); it fails only on errors or non-2xx answers.
//   node --import tsx tests/bench/analytics.ts   BENCH_DURATION, BENCH_CONNECTIONS, BENCH_SUMMARIES
import os from 'node:os'
import path from 'node:path'
import { addDays, zoneClock } from '../../services/content-api/src/analytics/calendar.js'
import { openSqlite } from '../../services/content-api/src/analytics/sqlite.js'
import type { AnalyticsSummary } from '@site/contract'
import { startStack } from '../support/stack.js'
import { floodAnalytics } from './analytics-flood.js'
import { loadSettings, measure, positiveNumber, printTable, type Row, warmUp } from './load.js'

const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' }
const TIME_ZONE = 'Asia/Dubai'
const VIEWS_PER_DAY = 10_000
const DAYS = 365
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

const settings = loadSettings()
const summaries = positiveNumber('BENCH_SUMMARIES', 50)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** Shares summing to 1 over n items, most first (Zipf-like, as page popularity is). */
const zipf = (n: number) => {
  const raw = Array.from({ length: n }, (_, i) => 1 / (i + 1))
  const total = raw.reduce((a, b) => a + b, 0)
  return raw.map((w) => w / total)
}

/** A day of the site: ~110 paths (both languages), referrers, campaigns, languages, devices. */
function dayModel() {
  const solutions = Array.from({ length: 12 }, (_, i) => `/solutions/solution-${i + 1}`)
  const products = Array.from({ length: 30 }, (_, i) => `/products/product-${i + 1}`)
  const english = [
    '/',
    '/solutions',
    '/products',
    '/about',
    '/contact',
    '/partners',
    ...solutions,
    ...products,
  ]
  const paths = [...english, ...english.map((p) => (p === '/' ? '/ar' : `/ar${p}`))]
  const pathShares = zipf(paths.length)
  const hosts = Array.from({ length: 25 }, (_, i) => `referrer-${i + 1}.example`)
  const hostShares = zipf(hosts.length).map((s) => s * 0.4) // 40% of views come referred
  const campaigns = Array.from({ length: 8 }, (_, i) => `newsletter\temail\tcampaign-${i + 1}`)
  const campaignShares = zipf(campaigns.length).map((s) => s * 0.05)
  const hourShares = Array.from(
    { length: 24 },
    (_, h) => 1 + Math.sin(((h - 6) / 24) * 2 * Math.PI),
  )
  const hourTotal = hourShares.reduce((a, b) => a + b, 0)
  return {
    pages: paths.map((p, i) => ({
      path: p,
      views: Math.round(VIEWS_PER_DAY * (pathShares[i] ?? 0)),
    })),
    dimensions: [
      ...hosts.map((key, i) => ({ kind: 'referrer', key, share: hostShares[i] ?? 0 })),
      ...campaigns.map((key, i) => ({ kind: 'campaign', key, share: campaignShares[i] ?? 0 })),
      { kind: 'lang', key: 'en', share: 0.7 },
      { kind: 'lang', key: 'ar', share: 0.3 },
      { kind: 'screen', key: 'phone', share: 0.55 },
      { kind: 'screen', key: 'desktop', share: 0.35 },
      { kind: 'screen', key: 'tablet', share: 0.1 },
    ],
    hours: hourShares.map((s) => s / hourTotal),
  }
}

/** A year of aggregates ending today, added to what content-api has (one transaction a day). */
function generateYear(dataDir: string): { rows: number; ms: number } {
  const started = performance.now()
  const db = openSqlite(path.join(dataDir, 'analytics.sqlite'))
  const model = dayModel()
  const today = zoneClock(TIME_ZONE)(Date.now()).day
  let rows = 0
  const upsert = {
    totals: db.prepare(
      `INSERT INTO daily_totals (day, pageviews, visitors, contact) VALUES (?, ?, ?, ?)
       ON CONFLICT (day) DO UPDATE SET pageviews = pageviews + excluded.pageviews,
       visitors = visitors + excluded.visitors, contact = contact + excluded.contact`,
    ),
    pages: db.prepare(
      `INSERT INTO daily_pages (day, path, pageviews, visitors) VALUES (?, ?, ?, ?)
       ON CONFLICT (day, path) DO UPDATE SET pageviews = pageviews + excluded.pageviews,
       visitors = visitors + excluded.visitors`,
    ),
    dimensions: db.prepare(
      `INSERT INTO daily_dimensions (day, kind, key, pageviews) VALUES (?, ?, ?, ?)
       ON CONFLICT (day, kind, key) DO UPDATE SET pageviews = pageviews + excluded.pageviews`,
    ),
    hours: db.prepare(
      `INSERT INTO hourly_totals (hour, pageviews, visitors) VALUES (?, ?, ?)
       ON CONFLICT (hour) DO UPDATE SET pageviews = pageviews + excluded.pageviews,
       visitors = visitors + excluded.visitors`,
    ),
    hourPages: db.prepare(
      `INSERT INTO hourly_pages (hour, path, pageviews) VALUES (?, ?, ?)
       ON CONFLICT (hour, path) DO UPDATE SET pageviews = pageviews + excluded.pageviews`,
    ),
  }
  for (let n = DAYS - 1; n >= 0; n--) {
    const day = addDays(today, -n)
    db.transaction(() => {
      const views = model.pages.reduce((sum, p) => sum + p.views, 0)
      upsert.totals.run(day, views, Math.round(views * 0.35), 12)
      rows++
      for (const page of model.pages) {
        upsert.pages.run(day, page.path, page.views, Math.round(page.views * 0.6))
        rows++
        model.hours.forEach((share, h) => {
          const inHour = Math.round(page.views * share)
          if (inHour === 0) return
          upsert.hourPages.run(`${day}T${String(h).padStart(2, '0')}`, page.path, inHour)
          rows++
        })
      }
      model.hours.forEach((share, h) => {
        const inHour = Math.round(views * share)
        upsert.hours.run(`${day}T${String(h).padStart(2, '0')}`, inHour, Math.round(inHour * 0.5))
        rows++
      })
      for (const d of model.dimensions) {
        upsert.dimensions.run(day, d.kind, d.key, Math.round(views * d.share))
        rows++
      }
    })
  }
  db.close()
  return { rows, ms: performance.now() - started }
}

async function main(): Promise<number> {
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs, ${settings.connections} connections, ` +
      `${settings.durationSeconds} s per target, stack on loopback (NODE_ENV=production)`,
  )
  const stack = await startStack({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, COMPANY_TIME_ZONE: TIME_ZONE },
  })
  try {
    const login = await fetch(`${stack.contentApiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    if (!login.ok) throw new Error(`login answered ${login.status}`)
    const { token } = (await login.json()) as { token: string }
    const summaryOf = async (days: number) => {
      const res = await fetch(`${stack.contentApiUrl}/api/analytics/summary?days=${days}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      if (!res.ok) throw new Error(`summary?days=${days} answered ${res.status}`)
      return (await res.json()) as AnalyticsSummary
    }

    // (0) the flood of made-up page views, on the store as a fresh start left it
    const flood = await floodAnalytics({
      contentApiUrl: stack.contentApiUrl,
      dataDir: stack.dataDir,
      summary: () => summaryOf(7),
    })

    // (a) beacons beside the cached Home page
    const home = {
      name: 'web GET / (cached, br)',
      url: `${stack.webUrl}/`,
      headers: { 'accept-encoding': 'br, gzip' },
    }
    let browsers = 0
    const beacon = {
      name: 'web POST /analytics/event (sendBeacon)',
      url: `${stack.webUrl}/analytics/event`,
      method: 'POST' as const,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
      // each beacon a browser of its own: one browser's are limited to 30 a minute (429)
      varyHeaders: () => ({ 'user-agent': `${BROWSER} bench/${++browsers}` }),
      body: JSON.stringify({
        path: '/solutions/energy-systems',
        referrer: 'https://www.example.com/',
        lang: 'en',
        screen: 'desktop',
      }),
      versus: home.name,
    }
    await warmUp(home)
    await warmUp(beacon)
    const before = (await summaryOf(7)).pageviews
    const rows: Row[] = []
    for (const target of [home, beacon]) {
      process.stdout.write(`measuring ${target.name}...\n`)
      rows.push(await measure(target, settings))
    }
    const sent = Math.round((rows[1]?.requestsPerSecond ?? 0) * settings.durationSeconds)
    await new Promise((resolve) => setTimeout(resolve, 1500)) // web's batches reach content-api
    const counted = (await summaryOf(7)).pageviews - before
    console.log('')
    printTable(rows)
    console.log('(ratio: beacons accepted per second over the cached Home page; goal >= 0.5)')
    console.log(`beacons counted by content-api: ${counted} of about ${sent} accepted`)

    // (b) the summary on a year of data
    process.stdout.write(`\ngenerating ${DAYS} days at ${VIEWS_PER_DAY} views a day...\n`)
    const generated = generateYear(stack.dataDir)
    console.log(`  ${generated.rows} rows in ${(generated.ms / 1000).toFixed(1)} s`)
    for (const days of [30, 365]) {
      for (let i = 0; i < 3; i++) await summaryOf(days) // warm
      const times: number[] = []
      let last: { pageviews: number } = { pageviews: 0 }
      for (let i = 0; i < summaries; i++) {
        const started = performance.now()
        last = await summaryOf(days)
        times.push(performance.now() - started)
      }
      console.log(
        `GET /api/analytics/summary?days=${days} (${last.pageviews} views, ${summaries} requests): ` +
          `p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms` +
          `   max ${Math.max(...times).toFixed(1)} ms`,
      )
    }
    // (c) the admin page itself, as an editor's browser asks for it (loader + server render)
    for (const days of [30, 90]) {
      const page = async () => {
        const res = await fetch(`${stack.webUrl}/admin/analytics?days=${days}`, {
          headers: { cookie: `__session=${encodeURIComponent(token)}` },
        })
        const html = await res.text()
        if (!res.ok || !html.includes('<svg'))
          throw new Error(`/admin/analytics answered ${res.status}`)
      }
      for (let i = 0; i < 3; i++) await page() // warm
      const times: number[] = []
      for (let i = 0; i < summaries; i++) {
        const started = performance.now()
        await page()
        times.push(performance.now() - started)
      }
      console.log(
        `web GET /admin/analytics?days=${days} (signed in, ${summaries} requests): ` +
          `p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms` +
          `   max ${Math.max(...times).toFixed(1)} ms   (goal < 300 ms)`,
      )
    }
    const failed = rows.filter((row) => row.failures > 0)
    if (flood.failures > 0) {
      console.error(`\nthe flood's batches answered non-2xx ${flood.failures} times`)
      return 1
    }
    if (failed.length > 0) {
      console.error(`\nerrors or non-2xx answers: ${failed.map((r) => r.target).join(', ')}`)
      return 1
    }
    return 0
  } finally {
    await stack.stop()
  }
}

process.exitCode = await main()
