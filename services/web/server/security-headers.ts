import { withoutLanguage } from '@site/contract'
import { createHash, randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { beforeHeaders } from './before-headers.js'
import { isPrivateRequest } from './private-request.js'

/**
 * Public pages may sit in a CDN briefly (s-maxage) and be served stale while it revalidates, or
 * for a day while web cannot answer (stale-if-error); the browser itself always revalidates
 * (max-age=0, cheap with the ETag). A save reaches visitors behind a CDN within s-maxage (at once
 * where it purges by the pages' Surrogate-Key tags), and at once on web itself.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

export interface SecurityHeaderOptions {
  /** SITE_URL: HSTS only when it is https */
  siteUrl: string
  /** origins images may come from besides the site (PUBLIC_MEDIA_URL, the map's tiles) */
  imageOrigins: string[]
  /** origins the admin may frame (the analytics dashboard) */
  frameOrigins: string[]
  /** ANALYTICS_PROVIDER: its script's and its reports' origins are allowed, nothing else */
  analyticsProvider?: AnalyticsProvider | ''
}

export const analyticsProviders = ['plausible', 'umami', 'ga4'] as const
export type AnalyticsProvider = (typeof analyticsProviders)[number]

/**
 * The origins a provider's script loads from (script-src) and sends its counts to (connect-src),
 * as app/site/analytics-beacon.ts loads it after consent. Umami Cloud's script posts to its API
 * gateway, GA4's gtag.js to google-analytics.com (region1 for EU collection).
 */
export function providerOrigins(provider: AnalyticsProvider | '' | undefined): {
  script: string[]
  connect: string[]
} {
  switch (provider) {
    case 'plausible':
      return { script: ['https://plausible.io'], connect: ['https://plausible.io'] }
    case 'umami':
      return {
        script: ['https://cloud.umami.is'],
        connect: ['https://cloud.umami.is', 'https://api-gateway.umami.dev'],
      }
    case 'ga4':
      return {
        script: ['https://www.googletagmanager.com'],
        connect: [
          'https://www.google-analytics.com',
          'https://region1.google-analytics.com',
          'https://www.googletagmanager.com',
        ],
      }
    default:
      return { script: [], connect: [] }
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url.replace('{s}', 'a')).origin
  } catch {
    return null
  }
}

/** The unique origins of `urls`, skipping empty and unparsable ones. */
export function originsOf(urls: Array<string | undefined>): string[] {
  return [...new Set(urls.map((u) => (u ? originOf(u) : null)).filter((o) => o !== null))]
}

/**
 * One Content-Security-Policy: scripts only from this origin or with the request's nonce (React
 * Router's inline scripts get it in entry.server.tsx / root.tsx), never 'unsafe-inline'. The admin
 * may not be framed at all; public pages (and so a draft's /preview/…) only by this site. The admin
 * frames this site (the editors' side-by-side live preview of /preview/…) and the origins given.
 */
export function contentSecurityPolicy(
  options: SecurityHeaderOptions,
  { nonce, admin }: { nonce: string; admin: boolean },
): string {
  // a provider's script runs on public pages only (never in the admin)
  const provider = providerOrigins(admin ? '' : options.analyticsProvider)
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", `'nonce-${nonce}'`, ...provider.script].join(' '),
    // vanilla-extract emits files, but React and Leaflet set inline style attributes
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...options.imageOrigins].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...provider.connect].join(' '),
    ['frame-src', ...(admin ? ["'self'", ...options.frameOrigins] : ["'none'"])].join(' '),
    `frame-ancestors ${admin ? "'none'" : "'self'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]
  return directives.join('; ')
}

/** The CSP of a cached page: its inline scripts' hashes instead of the nonce it was rendered with. */
export function withScriptHashes(csp: string, hashes: string[]): string {
  return csp.replace(/'nonce-[^']*'/, hashes.map((h) => `'${h}'`).join(' '))
}

/** sha256-… of each inline <script> (one without src) in `html`, as CSP source expressions. */
export function scriptHashesOf(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', content = ''] = match
    if (/\ssrc\s*=/i.test(attributes) || content === '') continue
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

/**
 * Headers on every response: CSP with a fresh nonce (res.locals.cspNonce, handed to the render),
 * nosniff, Referrer-Policy, Permissions-Policy, HSTS when the site is https, and private/no-store
 * for the admin and signed-in views.
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const fixed = fixedSecurityHeaders(options)
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    const admin = req.path === '/admin' || req.path.startsWith('/admin/')
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(options, { nonce, admin }))
    for (let i = 0; i < fixed.length; i += 2)
      res.setHeader(fixed[i] as string, fixed[i + 1] as string)
    if (admin) res.setHeader('X-Frame-Options', 'DENY')
    // a draft's preview sits in the editor's frame: this site's pages only, also for old browsers
    else if (isPreviewPath(req.path)) res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    // at the last moment: a route's own private Cache-Control is kept, not doubled
    if (isPrivateRequest(req))
      beforeHeaders(res, () => {
        const current = String(res.getHeader('cache-control') ?? '')
        if (!/no-store/.test(current)) res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
      })
    next()
  }
}

/** `/preview/<target>` (and its translated forms, redirected to it): a draft shown on its page. */
const isPreviewPath = (path: string) => withoutLanguage(path).startsWith('/preview/')

/** The headers every response gets whatever it is, flat [name, value, ...] (for writeHead too). */
export function fixedSecurityHeaders(options: Pick<SecurityHeaderOptions, 'siteUrl'>): string[] {
  return [
    'X-Content-Type-Options',
    'nosniff',
    'Referrer-Policy',
    'strict-origin-when-cross-origin',
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ...(options.siteUrl.startsWith('https://')
      ? ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']
      : []),
  ]
}
