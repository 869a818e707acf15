import { z } from 'zod'
import type { ContentClient } from '@site/contract/client'
import { languageNames, type AnalyticsSummary, type LanguageCode } from '@site/contract'
import type { AdminI18n, AdminMessageKey } from '../i18n/admin-i18n'

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
 * store; its key for them is no name for people): catalogue keys.
 */
export const otherLabels = {
  pages: 'analytics.other.pages',
  referrers: 'analytics.other.referrers',
  campaigns: 'analytics.other.campaigns',
} as const satisfies Record<string, AdminMessageKey>

type Row = Array<string | number>

/** The words a table needs: its titles, columns and named rows are in the admin's language. */
export type TableWords = Pick<AdminI18n, 't' | 'languageName'>

/**
 * Every table the page shows and exports, with its columns: one definition for both. `other` is
 * the table's last row when some views were folded together: shown apart (no bar), exported last.
 */
export const analyticsTables = {
  daily: {
    title: 'analytics.table.daily',
    columns: ['analytics.col.day', 'analytics.visitors', 'analytics.pageviews'],
    rows: (s: AnalyticsSummary) => s.series.map((d) => [d.day, d.visitors, d.pageviews]),
  },
  pages: {
    title: 'analytics.table.pages',
    columns: ['analytics.col.page', 'analytics.pageviews', 'analytics.visitors'],
    rows: (s: AnalyticsSummary) => s.pages.map((p) => [p.path, p.pageviews, p.visitors]),
    other: (s: AnalyticsSummary, { t }: TableWords): Row | null =>
      s.other.pages > 0 ? [t(otherLabels.pages), s.other.pages, ''] : null,
  },
  referrers: {
    title: 'analytics.table.referrers',
    columns: ['analytics.col.site', 'analytics.pageviews'],
    rows: (s: AnalyticsSummary) => s.referrers.map((r) => [r.host, r.pageviews]),
    other: (s: AnalyticsSummary, { t }: TableWords): Row | null =>
      s.other.referrers > 0 ? [t(otherLabels.referrers), s.other.referrers] : null,
  },
  campaigns: {
    title: 'analytics.table.campaigns',
    columns: [
      'analytics.col.source',
      'analytics.col.medium',
      'analytics.col.campaign',
      'analytics.pageviews',
    ],
    rows: (s: AnalyticsSummary) =>
      s.campaigns.map((c) => [c.source, c.medium, c.campaign, c.pageviews]),
    other: (s: AnalyticsSummary, { t }: TableWords): Row | null =>
      s.other.campaigns > 0 ? [t(otherLabels.campaigns), '', '', s.other.campaigns] : null,
  },
  languages: {
    title: 'analytics.table.languages',
    columns: ['list.language', 'analytics.pageviews'],
    rows: (s: AnalyticsSummary, words: TableWords) =>
      s.languages.map((l) => [languageName(l.lang, words), l.pageviews]),
  },
  devices: {
    title: 'analytics.table.devices',
    columns: ['analytics.col.screen', 'analytics.pageviews'],
    rows: (s: AnalyticsSummary, { t }: TableWords) =>
      s.devices.map((d) => [screenName(d.screen, t), d.pageviews]),
  },
  solutions: {
    title: 'analytics.table.solutions',
    columns: ['analytics.col.solution', 'analytics.pageviews'],
    rows: (s: AnalyticsSummary) => s.solutions.map((x) => [x.slug, x.pageviews]),
  },
  products: {
    title: 'analytics.table.products',
    columns: ['analytics.col.product', 'analytics.pageviews'],
    rows: (s: AnalyticsSummary) => s.products.map((x) => [x.slug, x.pageviews]),
  },
} satisfies Record<
  string,
  {
    title: AdminMessageKey
    columns: AdminMessageKey[]
    rows: (s: AnalyticsSummary, words: TableWords) => Row[]
    other?: (s: AnalyticsSummary, words: TableWords) => Row | null
  }
>

export type AnalyticsTable = keyof typeof analyticsTables

export function isAnalyticsTable(name: string): name is AnalyticsTable {
  return Object.hasOwn(analyticsTables, name)
}

/** A table's "other" row (views folded together), or null: the table has none, or none now. */
export function otherRowOf(
  table: AnalyticsTable,
  summary: AnalyticsSummary,
  words: TableWords,
): Row | null {
  const def = analyticsTables[table]
  return 'other' in def ? def.other(summary, words) : null
}

/** A table's rows as exported: the ranked rows, then its "other" row when there is one. */
export function exportedRows(
  table: AnalyticsTable,
  summary: AnalyticsSummary,
  words: TableWords,
): Row[] {
  const other = otherRowOf(table, summary, words)
  const rows = analyticsTables[table].rows(summary, words)
  return other ? [...rows, other] : rows
}

/** A counted language by its name in the admin's language; a code the list lacks as it came. */
export function languageName(lang: string, { t, languageName: nameOf }: TableWords): string {
  return Object.hasOwn(languageNames, lang)
    ? nameOf(lang as LanguageCode)
    : lang || t('analytics.unknown')
}

const screenNames: Record<string, AdminMessageKey> = {
  phone: 'analytics.screen.phone',
  tablet: 'analytics.screen.tablet',
  desktop: 'analytics.screen.desktop',
}

export function screenName(screen: string, t: AdminI18n['t']): string {
  const key = Object.hasOwn(screenNames, screen) ? screenNames[screen] : undefined
  return key ? t(key) : screen || t('analytics.unknown')
}

/** The contact conversion rate (a fraction 0..1) as a percentage with one decimal. */
export function percent(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`
}
