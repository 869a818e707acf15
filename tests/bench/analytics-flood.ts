// Issue 28 point 1, "analytics cannot fill the disk": 20,000 page views with random paths,
// referrers and campaigns, each from its own made-up address, sent to content-api the way web
// relays beacons (POST /api/analytics/events, batches of 500); then 20,000 more of one real page
// with random referrers and campaigns (the per-day caps). For each, prints how much DATA_DIR's
// analytics.sqlite (WAL included) grew, the distinct paths and dimension rows it holds, and
// whether a real visitor browsing during the flood was still counted with the summary otherwise
// unchanged but for its "other" rows. Used by analytics.ts (npm run bench); asserts no numbers.
import { randomBytes } from 'node:crypto'
import { statSync } from 'node:fs'
import path from 'node:path'
import { openSqlite } from '../../services/content-api/src/analytics/sqlite.js'

const BEACONS = 20_000
const BATCH = 500
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
/** the real visitor's pages, one viewed after every few batches of the flood */
const REAL_PAGES = ['/', '/about', '/solutions', '/products', '/contact']

/** What the flood compares of the summary (the parts a made-up beacon could reach). */
interface SummaryRows {
  pages: Array<{ path: string; pageviews: number }>
  referrers: Array<{ host: string; pageviews: number }>
  campaigns: Array<{ source: string; medium: string; campaign: string; pageviews: number }>
  /** views folded together (absent from a store older than the "other" row: then nothing was) */
  other?: { pages: number; referrers: number; campaigns: number }
}

const fileSize = (file: string) => {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}

const kb = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${(bytes / 1024).toFixed(1)} KB`

function storeFiles(dataDir: string) {
  const db = path.join(dataDir, 'analytics.sqlite')
  return { db: fileSize(db), wal: fileSize(`${db}-wal`) }
}

function storeRows(dataDir: string) {
  const db = openSqlite(path.join(dataDir, 'analytics.sqlite'))
  try {
    const count = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n)
    return {
      paths: count('SELECT COUNT(DISTINCT path) AS n FROM daily_pages'),
      dimensions: count('SELECT COUNT(*) AS n FROM daily_dimensions'),
      visitorKeys: count('SELECT COUNT(*) AS n FROM visitor_hashes'),
    }
  } finally {
    db.close()
  }
}

/** Rows of `after` that differ from `before`, each list keyed by what it counts. */
function changedRows(before: SummaryRows, after: SummaryRows): string[] {
  const keyed = (rows: SummaryRows) =>
    new Map<string, number>([
      ...rows.pages.map((r) => [`page ${r.path}`, r.pageviews] as const),
      ...rows.referrers.map((r) => [`referrer ${r.host}`, r.pageviews] as const),
      ...rows.campaigns.map(
        (r) => [`campaign ${r.source}/${r.medium}/${r.campaign}`, r.pageviews] as const,
      ),
    ])
  const was = keyed(before)
  return [...keyed(after)].filter(([key, n]) => was.get(key) !== n).map(([key]) => key)
}

const random = () => randomBytes(6).toString('hex')

/** The two floods: made-up paths, and a real page with made-up referrers and campaigns. */
const floods = [
  {
    name: `${BEACONS} random-path beacons (random referrer and campaign)`,
    path: () => `/${random()}/${random()}?q=${random()}`,
    addresses: 10,
    realVisitor: '192.0.2.10',
    goal: '   (goal < 1 MB)',
  },
  {
    name: `${BEACONS} beacons of one real page with a random referrer and campaign each`,
    path: () => '/privacy-policy.html',
    addresses: 11,
    realVisitor: '192.0.2.11',
    // 20,000 new visitors of a page: each is remembered for the day (at most MAX_SEEN_PER_DAY)
    goal: '',
  },
]

export async function floodAnalytics(options: {
  contentApiUrl: string
  dataDir: string
  summary: () => Promise<SummaryRows>
}): Promise<{ failures: number }> {
  let failures = 0
  for (const flood of floods) failures += await runFlood(flood, options)
  return { failures }
}

async function runFlood(
  flood: (typeof floods)[number],
  options: { contentApiUrl: string; dataDir: string; summary: () => Promise<SummaryRows> },
): Promise<number> {
  const send = async (events: unknown[]) => {
    const res = await fetch(`${options.contentApiUrl}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    })
    await res.arrayBuffer()
    return res.ok
  }
  const before = await options.summary() // also writes what was pending
  const sizeBefore = storeFiles(options.dataDir)
  const rowsBefore = storeRows(options.dataDir)
  let failures = 0
  let realViews = 0
  for (let sent = 0; sent < BEACONS; sent += BATCH) {
    const events = Array.from({ length: BATCH }, (_, i) => ({
      path: flood.path(),
      referrer: `https://${random()}.example/`,
      utm_source: random(),
      utm_campaign: random(),
      lang: 'en',
      screen: 'desktop',
      // each from its own address
      ip: `${flood.addresses}.${(sent + i) >> 16}.${((sent + i) >> 8) & 255}.${(sent + i) & 255}`,
      userAgent: BROWSER,
    }))
    if (!(await send(events))) failures++
    const real = REAL_PAGES[sent / BATCH / 8]
    if ((sent / BATCH) % 8 === 0 && real) {
      if (!(await send([{ path: real, ip: flood.realVisitor, userAgent: BROWSER }]))) failures++
      realViews++
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 2500)) // content-api writes every 2 s
  const after = await options.summary()
  const sizeAfter = storeFiles(options.dataDir)
  const rows = storeRows(options.dataDir)
  const grown = sizeAfter.db + sizeAfter.wal - (sizeBefore.db + sizeBefore.wal)
  const counted = REAL_PAGES.filter((page) => {
    const was = before.pages.find((r) => r.path === page)?.pageviews ?? 0
    return (after.pages.find((r) => r.path === page)?.pageviews ?? 0) === was + 1
  }).length
  const changed = changedRows(before, after).filter(
    (key) => !REAL_PAGES.some((page) => key === `page ${page}`),
  )
  console.log(`\n${flood.name}, each from its own address, in batches of ${BATCH} to content-api:`)
  console.log(
    `  store ${kb(sizeBefore.db)} + WAL ${kb(sizeBefore.wal)} before, ` +
      `${kb(sizeAfter.db)} + WAL ${kb(sizeAfter.wal)} after: grew ${kb(grown)} ` +
      `(${Math.round(grown / BEACONS)} bytes a beacon)${flood.goal}`,
  )
  console.log(
    `  distinct paths ${rowsBefore.paths} -> ${rows.paths}, ` +
      `dimension rows ${rowsBefore.dimensions} -> ${rows.dimensions}, ` +
      `today's visitor keys ${rowsBefore.visitorKeys} -> ${rows.visitorKeys}`,
  )
  if (after.other) {
    const grew = (key: 'pages' | 'referrers' | 'campaigns') =>
      (after.other?.[key] ?? 0) - (before.other?.[key] ?? 0)
    console.log(
      `  "other" grew by ${grew('pages')} views of pages, ` +
        `${grew('referrers')} of referrers, ${grew('campaigns')} of campaigns`,
    )
  }
  console.log(
    `  a real visitor's ${realViews} page views during it: ${counted} counted; other summary rows ` +
      `changed: ${changed.length}${changed.length > 0 ? ` (e.g. ${changed.slice(0, 3).join(', ')})` : ''}`,
  )
  return failures
}
