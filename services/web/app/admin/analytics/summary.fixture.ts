import type { AnalyticsSummary } from './summary'

/** A summary as content-api answers it, for tests and the page's development. */
export function summaryFixture(over: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    days: 7,
    from: '2026-11-20',
    to: '2026-11-26',
    timeZone: 'Asia/Dubai',
    pageviews: 42,
    visitors: 17,
    series: [
      { day: '2026-11-20', pageviews: 4, visitors: 2 },
      { day: '2026-11-21', pageviews: 0, visitors: 0 },
      { day: '2026-11-22', pageviews: 8, visitors: 3 },
      { day: '2026-11-23', pageviews: 6, visitors: 3 },
      { day: '2026-11-24', pageviews: 10, visitors: 4 },
      { day: '2026-11-25', pageviews: 9, visitors: 3 },
      { day: '2026-11-26', pageviews: 5, visitors: 2 },
    ],
    pages: [
      { path: '/', pageviews: 20, visitors: 12 },
      { path: '/solutions', pageviews: 12, visitors: 8 },
      { path: '/ar/contact', pageviews: 10, visitors: 5 },
    ],
    referrers: [
      { host: 'www.google.com', pageviews: 9 },
      { host: '=HYPERLINK("http://evil.example")', pageviews: 1 },
    ],
    campaigns: [{ source: 'newsletter', medium: 'email', campaign: 'spring, 2026', pageviews: 6 }],
    other: { pages: 0, referrers: 0, campaigns: 0 },
    languages: [
      { lang: 'en', pageviews: 32 },
      { lang: 'ar', pageviews: 10 },
    ],
    devices: [
      { screen: 'desktop', pageviews: 30 },
      { screen: 'phone', pageviews: 12 },
    ],
    goals: { contact: { conversions: 2, rate: 0.1176 } },
    solutions: [{ slug: 'software-platforms', pageviews: 7 }],
    products: [{ slug: 'rx-500', pageviews: 3 }],
    ...over,
  }
}

/** A period in which nothing was counted. */
export function emptySummaryFixture(): AnalyticsSummary {
  return summaryFixture({
    pageviews: 0,
    visitors: 0,
    series: summaryFixture().series.map((d) => ({ ...d, pageviews: 0, visitors: 0 })),
    pages: [],
    referrers: [],
    campaigns: [],
    other: { pages: 0, referrers: 0, campaigns: 0 },
    languages: [],
    devices: [],
    goals: { contact: { conversions: 0, rate: 0 } },
    solutions: [],
    products: [],
  })
}
