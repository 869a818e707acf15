import { languageCodes, type LanguageCode } from './languages.js'
import { z } from 'zod'

/**
 * Built-in analytics: what a consenting visitor's browser sends (web's POST /analytics/event),
 * what web passes on to content-api (POST /api/analytics/events, with the visitor's address and
 * browser, which are hashed and never stored), and what GET /api/analytics/summary answers.
 */

/** C0 and C1 control characters and DEL: no path, host or campaign has one (a NUL was stored). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const noControl = (text: string) => !CONTROL.test(text)
const NO_CONTROL = 'must not contain control characters'

const optionalText = (max: number) =>
  z.string().trim().max(max).refine(noControl, NO_CONTROL).optional()

/** The screen classes the browser script sorts a viewport into. */
export const screenClasses = ['phone', 'tablet', 'desktop'] as const
export type ScreenClass = (typeof screenClasses)[number]

/** One page view, as the browser sends it to web (JSON; sendBeacon sends it as text/plain). */
export const AnalyticsBeacon = z.object({
  /** the page's path (a query or fragment is cut off before counting) */
  path: z
    .string()
    .max(512)
    .refine((p) => p.startsWith('/') && !p.startsWith('//'), 'must be a path starting with /')
    .refine(noControl, NO_CONTROL),
  /** the referring page's URL or host ('' or absent: none) */
  referrer: optionalText(512),
  lang: z.enum(languageCodes as [LanguageCode, ...LanguageCode[]]).optional(),
  screen: z.enum(screenClasses).optional(),
  utm_source: optionalText(100),
  utm_medium: optionalText(100),
  utm_campaign: optionalText(100),
})
export type AnalyticsBeacon = z.infer<typeof AnalyticsBeacon>

/**
 * Page views one visitor (address and browser) may send a minute: web answers the ones past it
 * 429, content-api refuses them too (per hashed visitor) and counts none of them.
 */
export const VIEWS_PER_VISITOR_MINUTE = 30

/** A page view as web passes it on: the beacon, and who sent it (hashed into a daily visitor). */
export const AnalyticsEvent = AnalyticsBeacon.extend({
  ip: z.string().max(100),
  userAgent: z.string().max(1000),
})
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>

/** POST /api/analytics/events takes one event, or a batch web gathered (at most 500). */
export const AnalyticsEventBatch = z.object({ events: z.array(AnalyticsEvent).min(1).max(500) })
export type AnalyticsEventBatch = z.infer<typeof AnalyticsEventBatch>

/** The periods the summary is asked for, in days ending today (the company's today). */
export const analyticsPeriods = [7, 30, 90, 365] as const
export type AnalyticsPeriod = (typeof analyticsPeriods)[number]

/** GET /api/analytics/summary?days=N (signed-in editors): what /admin/analytics shows. */
export interface AnalyticsSummary {
  days: AnalyticsPeriod
  /** the first and last day counted, YYYY-MM-DD in `timeZone` (`to` is today) */
  from: string
  to: string
  /** COMPANY_TIME_ZONE: the zone the days are counted in */
  timeZone: string
  pageviews: number
  /** the sum of each day's unique visitors (the salt changes daily: no one is followed across days) */
  visitors: number
  /** every day from `from` to `to`, oldest first, days without views as zeros */
  series: Array<{ day: string; pageviews: number; visitors: number }>
  /**
   * the 50 most viewed paths; only pages the site serves (a live record's or a fixed page, in
   * either language) are counted as such, every other path is in `other.pages`
   */
  pages: Array<{ path: string; pageviews: number; visitors: number }>
  /** the referring sites (hosts, without www.), most first */
  referrers: Array<{ host: string; pageviews: number }>
  /** UTM-tagged views ('' where a parameter was absent), most first */
  campaigns: Array<{ source: string; medium: string; campaign: string; pageviews: number }>
  /**
   * views folded together to bound the store: of paths the site does not serve (counted nowhere
   * else, not in `pageviews` either), and of referrers and campaigns past each day's most
   * frequent (the store keeps TOP_VALUES_PER_DAY of each)
   */
  other: { pages: number; referrers: number; campaigns: number }
  languages: Array<{ lang: LanguageCode; pageviews: number }>
  devices: Array<{ screen: ScreenClass; pageviews: number }>
  /** successful contact messages (not spam); rate = conversions / visitors, 0 without visitors */
  goals: { contact: { conversions: number; rate: number } }
  /** /solutions/<slug> and /ar/solutions/<slug> together, most first */
  solutions: Array<{ slug: string; pageviews: number }>
  /** /products/<slug> and /ar/products/<slug> together, most first */
  products: Array<{ slug: string; pageviews: number }>
}
