import { z } from 'zod'
import type { ContentClient } from '@site/contract/client'
import { languageNames, type AnalyticsSummary } from '@site/contract'

/** content-api's GET /api/analytics/summary?days=N (the built-in, consent-gated counting), as the admin reads it. */
export type { AnalyticsSummary }

/** The summary of the last `days` days, read with the editor's client. */
export function readSummary(api: ContentClient, days: AnalyticsDays): Promise<AnalyticsSummary> {
  return api.analytics.summary(days)
}

export const analyticsDaysOptions = [7, 30, 90] as const
export type AnalyticsDays = (typeof analyticsDaysOptions)[number]

/** ?days=7|30|90; anything else (or none) is the default, 30. */
const daysParam = z.coerce
  .number()
  .pipe(z.union([z.literal(7), z.literal(30), z.literal(90)]))
  .catch(30)

export function daysOf(url: URL): AnalyticsDays {
  return daysParam.parse(url.searchParams.get('days') ?? undefined)
}

/** True when nothing has been counted in the period: the page shows how counting starts. */
export function isEmptySummary(summary: AnalyticsSummary): boolean {
  return summary.pageviews === 0 && summary.goals.contact.conversions === 0
}

/**
 * What the admin calls the summary's "other" counts (content-api folds views there to bound its
 * store; its key for them is no name for people).
 */
export const otherLabels = {
  pages: 'Other addresses (not pages of the site)',
  referrers: 'Other sites (beyond the most frequent of each day)',
  campaigns: 'Other campaigns (beyond the most frequent of each day)',
} as const

type Row = Array<string | number>

/**
 * Every table the page shows and exports, with its columns: one definition for both. `other` is
 * the table's last row when some views were folded together: shown apart (no bar), exported last.
 */
export const analyticsTables = {
  daily: {
    title: 'Visitors and page views per day',
    columns: ['Day', 'Visitors', 'Page views'],
    rows: (s: AnalyticsSummary) => s.series.map((d) => [d.day, d.visitors, d.pageviews]),
  },
  pages: {
    title: 'Top pages',
    columns: ['Page', 'Page views', 'Visitors'],
    rows: (s: AnalyticsSummary) => s.pages.map((p) => [p.path, p.pageviews, p.visitors]),
    other: (s: AnalyticsSummary): Row | null =>
      s.other.pages > 0 ? [otherLabels.pages, s.other.pages, ''] : null,
  },
  referrers: {
    title: 'Referrers',
    columns: ['Site', 'Page views'],
    rows: (s: AnalyticsSummary) => s.referrers.map((r) => [r.host, r.pageviews]),
    other: (s: AnalyticsSummary): Row | null =>
      s.other.referrers > 0 ? [otherLabels.referrers, s.other.referrers] : null,
  },
  campaigns: {
    title: 'Campaigns',
    columns: ['Source', 'Medium', 'Campaign', 'Page views'],
    rows: (s: AnalyticsSummary) =>
      s.campaigns.map((c) => [c.source, c.medium, c.campaign, c.pageviews]),
    other: (s: AnalyticsSummary): Row | null =>
      s.other.campaigns > 0 ? [otherLabels.campaigns, '', '', s.other.campaigns] : null,
  },
  languages: {
    title: 'Languages',
    columns: ['Language', 'Page views'],
    rows: (s: AnalyticsSummary) => s.languages.map((l) => [languageName(l.lang), l.pageviews]),
  },
  devices: {
    title: 'Devices',
    columns: ['Screen', 'Page views'],
    rows: (s: AnalyticsSummary) => s.devices.map((d) => [screenName(d.screen), d.pageviews]),
  },
  solutions: {
    title: 'Top solutions',
    columns: ['Solution', 'Page views'],
    rows: (s: AnalyticsSummary) => s.solutions.map((x) => [x.slug, x.pageviews]),
  },
  products: {
    title: 'Top products',
    columns: ['Product', 'Page views'],
    rows: (s: AnalyticsSummary) => s.products.map((x) => [x.slug, x.pageviews]),
  },
} satisfies Record<
  string,
  {
    title: string
    columns: string[]
    rows: (s: AnalyticsSummary) => Row[]
    other?: (s: AnalyticsSummary) => Row | null
  }
>

export type AnalyticsTable = keyof typeof analyticsTables

export function isAnalyticsTable(name: string): name is AnalyticsTable {
  return Object.hasOwn(analyticsTables, name)
}

/** A table's "other" row (views folded together), or null: the table has none, or none now. */
export function otherRowOf(table: AnalyticsTable, summary: AnalyticsSummary): Row | null {
  const def = analyticsTables[table]
  return 'other' in def ? def.other(summary) : null
}

/** A table's rows as exported: the ranked rows, then its "other" row when there is one. */
export function exportedRows(table: AnalyticsTable, summary: AnalyticsSummary): Row[] {
  const other = otherRowOf(table, summary)
  const rows = analyticsTables[table].rows(summary)
  return other ? [...rows, other] : rows
}

export function languageName(lang: string): string {
  return Object.hasOwn(languageNames, lang)
    ? languageNames[lang as keyof typeof languageNames]
    : lang || 'Unknown'
}

export function screenName(screen: string): string {
  return screen === 'phone'
    ? 'Phone'
    : screen === 'tablet'
      ? 'Tablet'
      : screen === 'desktop'
        ? 'Desktop'
        : screen || 'Unknown'
}

/** The contact conversion rate (a fraction 0..1) as a percentage with one decimal. */
export function percent(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`
}
