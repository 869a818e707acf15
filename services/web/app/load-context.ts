import type { ContentClient } from '@site/contract/client'
import type { Locale } from './i18n/locale'
import type { ProviderScript } from './site/analytics-beacon'

/**
 * What the Express server hands every loader and action (server/app.ts builds it per request).
 * Loaders never read env or files themselves: config arrives here, validated at boot.
 */
export interface WebConfig {
  /** canonical origin for <link rel=canonical> and social tags, e.g. https://example.com */
  siteUrl: string
  /** how browsers reach media: '' means web proxies /media/* itself */
  publicMediaUrl: string
  /** how web itself reaches media (MEDIA_URL), e.g. to render an upload's first variants */
  mediaUrl?: string
  demoMode: boolean
  production: boolean
  /** Secure cookies when the site is served over https (SITE_URL), whatever NODE_ENV says */
  secureCookies: boolean
  /** the contact map's tile URL template and its attribution */
  mapTileUrl: string
  mapAttribution: string
  /** HMAC key for the contact form's signed render time */
  contactFormSecret: string
  /** ANALYTICS_DASHBOARD_URL: the reporting dashboard /admin/analytics frames ('' or absent: none) */
  analyticsDashboardUrl?: string
  /** ANALYTICS_PROVIDER and ANALYTICS_SITE_ID: loaded after consent on public pages (absent: none) */
  analyticsProvider?: ProviderScript | null
  /** ANALYTICS_RETENTION_DAYS: how long counted aggregates are kept, for the privacy page (absent: 400) */
  analyticsRetentionDays?: number
  /** COMPANY_TIME_ZONE: the IANA zone the admin shows dates in (absent: Asia/Dubai) */
  companyTimeZone?: string
  /** PUBLISH_MODE, as content-api has it: `editorial` leaves editors only Save draft (absent: direct) */
  publishMode?: 'direct' | 'editorial'
}
export interface WebLoadContext {
  config: WebConfig
  /** the visitor's address (Express req.ip), forwarded to content-api for sign-in throttling */
  clientIp: string
  /** this response's CSP nonce: entry.server.tsx gives it to every inline script */
  cspNonce: string
  /**
   * a content-api client; pass the editor's session token for authenticated calls, and the page's
   * language (i18n/locale.ts localeFromRequest) for content in that language
   */
  contentApi: (token?: string, lang?: Locale) => ContentClient
  /**
   * Set while web renders `/preview/<target>` (server/app.ts): every content-api read of the
   * request shows that draft as if published, bypassing every cache; the page says so in a bar.
   */
  preview?: PreviewContext
  /** set when `/preview/<target>` did not open: why (app/preview/open-preview.server.ts) */
  previewClosed?: 'expired' | 'no-draft'
}

/** What a preview render knows of itself (app/preview). */
export interface PreviewContext {
  /** the draft's target as content-api names it: 'products/rx-500', 'pages/home' */
  target: string
  /** the admin editor of that draft: the bar links back to it for signed-in users */
  editorPath: string
  /** opened with the visitor's session (not only a share link's token) */
  signedIn: boolean
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}
