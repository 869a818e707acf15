import type { LanguageCode } from '@site/contract'
import type { AnalyticsPeriod, AnalyticsSummary, ScreenClass } from '@site/contract'
import { catalogueEntry, OTHER } from './beacon-fields.js'
import { addDays } from './calendar.js'
import type { Dimension } from './tables.js'
import type { Sqlite } from './sqlite.js'

/** Rows the summary lists at most per table (pages, referrers, campaigns). */
const LISTED = 50

/**
 * What GET /api/analytics/summary answers from the tables: the `days` days ending `to`. The
 * "other" rows are not listed with the rest: they are no page, site or campaign, and are
 * answered apart (`other`), for the admin to name.
 */
export function readSummary(
  db: Sqlite,
  options: { days: AnalyticsPeriod; to: string; timeZone: string },
): AnalyticsSummary {
  const { days, to } = options
  const from = addDays(to, -(days - 1))
  const range = [from, to] as const
  const totals = new Map(
    (
      db
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
    db
      .prepare(
        `SELECT path, SUM(pageviews) AS pageviews, SUM(visitors) AS visitors FROM daily_pages
         WHERE day BETWEEN ? AND ? AND path <> ? GROUP BY path ORDER BY pageviews DESC, path
         LIMIT ${LISTED}`,
      )
      .all(...range, OTHER) as Array<{ path: string; pageviews: number; visitors: number }>
  ).map((row) => ({
    path: row.path,
    pageviews: Number(row.pageviews),
    visitors: Number(row.visitors),
  }))
  const otherPages = db
    .prepare(
      'SELECT SUM(pageviews) AS pageviews FROM daily_pages WHERE day BETWEEN ? AND ? AND path = ?',
    )
    .get(...range, OTHER) as { pageviews: number | null } | undefined

  const catalogue = { solutions: new Map<string, number>(), products: new Map<string, number>() }
  const entries = db
    .prepare(
      `SELECT path, SUM(pageviews) AS pageviews FROM daily_pages WHERE day BETWEEN ? AND ?
       AND (path LIKE '/solutions/%' OR path LIKE '/products/%'
         OR path LIKE '/%/solutions/%' OR path LIKE '/%/products/%')
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

  const dimensions = db
    .prepare(
      `SELECT kind, key, SUM(pageviews) AS pageviews FROM daily_dimensions
       WHERE day BETWEEN ? AND ? GROUP BY kind, key ORDER BY pageviews DESC, key`,
    )
    .all(...range) as Array<{ kind: Dimension; key: string; pageviews: number }>
  const of = (kind: Dimension) => dimensions.filter((row) => row.kind === kind && row.key !== OTHER)
  const otherOf = (kind: Dimension) =>
    Number(dimensions.find((row) => row.kind === kind && row.key === OTHER)?.pageviews ?? 0)
  return {
    days,
    from,
    to,
    timeZone: options.timeZone,
    pageviews,
    visitors,
    series,
    pages,
    referrers: of('referrer')
      .slice(0, LISTED)
      .map((row) => ({ host: row.key, pageviews: Number(row.pageviews) })),
    campaigns: of('campaign')
      .slice(0, LISTED)
      .map((row) => {
        const [source = '', medium = '', campaign = ''] = row.key.split('\t')
        return { source, medium, campaign, pageviews: Number(row.pageviews) }
      }),
    other: {
      pages: Number(otherPages?.pageviews ?? 0),
      referrers: otherOf('referrer'),
      campaigns: otherOf('campaign'),
    },
    languages: of('lang').map((row) => ({
      lang: row.key as LanguageCode,
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
