import { booleanFlag, ConfigError, presentVariables, shutdownDrainMs } from '@site/platform'
import { z } from 'zod'
import { DEFAULT_TIME_ZONE, TimeZoneName } from '@site/contract'
import { analyticsProviders } from './security-headers.js'

const httpUrl = z
  .string()
  .trim()
  .url()
  .refine((v) => /^https?:\/\//.test(v), { message: 'use an http(s) URL' })
  .transform((v) => v.replace(/\/+$/, ''))

const envSchema = z.object({
  WEB_PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  CONTENT_API_URL: httpUrl.default('http://localhost:4100'),
  MEDIA_URL: httpUrl.default('http://localhost:4200'),
  // '' means browsers fetch images from web itself, which proxies /media/* to MEDIA_URL.
  PUBLIC_MEDIA_URL: z.union([z.literal(''), httpUrl]).default(''),
  SITE_URL: httpUrl.default('http://localhost:3000'),
  DEMO_MODE: booleanFlag.default(false),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // The contact map's tiles ({z}/{x}/{y}, optional {s}); OpenStreetMap's by default. Tests point
  // it at a local tile server. The CSP's img-src allows exactly this origin.
  MAP_TILE_URL: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/,
      'use an http(s) URL with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default('© OpenStreetMap contributors'),
  // Signs the contact form's render time (the spam guard's minimum fill time). Unset: a random
  // secret per start, which only means a form opened before a restart is sent again.
  CONTACT_FORM_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
  // Which proxies in front of web may tell it the visitor's address (X-Forwarded-For): '' none,
  // a hop count such as 1, or Express's names and addresses ('loopback', '10.0.0.0/8, ...').
  // Sign-in throttling is per visitor only when this matches the real setup.
  WEB_TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^$|^\d+$|^[A-Za-z0-9.:/,\s]+$/, 'use a hop count, or addresses and subnets')
    .default(''),
  // The reporting dashboard /admin/analytics frames (https only); '' shows how to configure it.
  ANALYTICS_DASHBOARD_URL: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .url('use an https URL')
        .refine((v) => v.startsWith('https://'), { message: 'use an https URL' }),
    ])
    .default(''),
  // A hosted analytics provider beside the built-in counting: its script loads on public
  // pages only after the visitor accepts analytics, and the CSP then allows exactly its origins.
  // '' (default) loads none. ANALYTICS_SITE_ID is the provider's id for this site: Plausible's
  // domain, Umami's website id, GA4's measurement id (G-…).
  ANALYTICS_PROVIDER: z.enum(['', ...analyticsProviders]).default(''),
  ANALYTICS_SITE_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._:-]*$/, 'use the id the provider gives (letters, digits, . _ : -)')
    .max(100)
    .default(''),
  // How long content-api keeps the counted aggregates (its own setting of the same name); web only
  // states it on the privacy page, so pass both services the same value.
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  // Rendered public pages kept in memory: the bodies of every stored encoding, least recently
  // used dropped first (not-found answers have a small cache of their own beside it).
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024, 'use at least 1048576 (1 MiB)')
    .default(64 * 1024 * 1024),
  // The company's IANA time zone: every date on the admin's screens is shown in it, so server
  // render and hydration agree whatever zone the server or the editor's browser is in.
  COMPANY_TIME_ZONE: TimeZoneName.default(DEFAULT_TIME_ZONE),
  // content-api's PUBLISH_MODE, the same values (schemas/access.ts publishModes, repeated for the
  // reason above): in `editorial` the admin offers editors only Save draft, as content-api refuses
  // their direct saves
  PUBLISH_MODE: z.enum(['direct', 'editorial']).default('direct'),
  // After listening, render every public page once and fetch the image variants they name, in
  // the background (warm-pages.ts), so the first visitors after a start wait for neither.
  WARM_ON_START: booleanFlag.default(true),
  // how long a stopping replica serves on while its /health says 'draining' (the edge's cue)
  SHUTDOWN_DRAIN_MS: shutdownDrainMs,
  // web's port is the public one: /metrics answers 404 until this is set, and then only to a
  // scrape sending `Authorization: Bearer <METRICS_TOKEN>`
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
})

export type Config = z.infer<typeof envSchema>

/** Parses the environment once at start; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty string for a variable with a default means "use the default" (docker-compose habit),
  // except PUBLIC_MEDIA_URL where '' is a meaningful value.
  const parsed = envSchema.safeParse(
    presentVariables(env, Object.keys(envSchema.shape), ['PUBLIC_MEDIA_URL']),
  )
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    )
  }
  if (parsed.data.ANALYTICS_PROVIDER !== '' && parsed.data.ANALYTICS_SITE_ID === '') {
    throw new ConfigError([
      `ANALYTICS_SITE_ID: set it to the site's id at ${parsed.data.ANALYTICS_PROVIDER} (ANALYTICS_PROVIDER is set)`,
    ])
  }
  return parsed.data
}
