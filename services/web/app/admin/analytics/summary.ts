import { z } from 'zod'
import type { ContentClient } from '@site/content-api/client'
import { languageNames, type AnalyticsSummary } from '@site/content-api/schemas'

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

/** Every table the page shows and exports, with its columns: one definition for both. */
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
  },
  referrers: {
    title: 'Referrers',
    columns: ['Site', 'Page views'],
    rows: (s: AnalyticsSummary) => s.referrers.map((r) => [r.host, r.pageviews]),
  },
  campaigns: {
    title: 'Campaigns',
    columns: ['Source', 'Medium', 'Campaign', 'Page views'],
    rows: (s: AnalyticsSummary) =>
      s.campaigns.map((c) => [c.source, c.medium, c.campaign, c.pageviews]),
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
    rows: (s: AnalyticsSummary) => Array<Array<string | number>>
  }
>

export type AnalyticsTable = keyof typeof analyticsTables

export function isAnalyticsTable(name: string): name is AnalyticsTable {
  return Object.hasOwn(analyticsTables, name)
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
