import path from 'node:path'
import { booleanFlag, ConfigError, presentVariables } from '@site/platform'
import { z } from 'zod'
import { publishModes, Role, type PublishMode } from '@site/contract'
import { loopbackHost, type OidcConfig } from './auth/oidc-config.js'
import { DEFAULT_TIME_ZONE, TimeZoneName } from '@site/contract'

const port = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback)

const EnvSchema = z
  .object({
    CONTENT_API_PORT: port(4100),
    // loopback unless the deployment says otherwise: only web talks to content-api
    CONTENT_API_HOST: z.string().trim().min(1).default('127.0.0.1'),
    MEDIA_NORMALIZE_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    CONTENT_DIR: z.string().min(1).default('./content'),
    DATA_DIR: z.string().min(1).default('./data'),
    MEDIA_URL: z.url().default('http://localhost:4200'),
    DEMO_MODE: booleanFlag.default(false),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    ADMIN_NAME: z.string().min(1).default('Site Admin'),
    CONTENT_GIT_REMOTE: z.string().trim().optional(),
    CONTENT_GIT_BRANCH: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._/-]+$/, 'must be a branch name')
      .optional(),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    NOTIFY_EMAIL: z.email().optional(),
    MAIL_FROM: z.string().trim().min(3).default('Falcon Gridworks website <no-reply@localhost>'),
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
    /** `editorial`: editors change the site only through drafts an admin publishes */
    PUBLISH_MODE: z.enum(publishModes).default('direct'),
    /** seconds between fetches of CONTENT_GIT_REMOTE; 0 turns polling off */
    CONTENT_GIT_POLL_S: z.coerce.number().int().min(0).max(86_400).default(30),
    GIT_LOCK_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    // the spam folder's ceiling (anyone can fill it): the oldest go first past either limit
    SPAM_MAX_MESSAGES: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    SPAM_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    // signs the device tokens of known browsers; unset: a random secret kept in DATA_DIR
    DEVICE_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // seals the TOTP secrets and keys the recovery codes' hashes; unset: a secret kept in DATA_DIR
    TWO_FACTOR_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // what the content remote's forge signs its push webhook with (POST /api/hooks/git)
    CONTENT_GIT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    // signs preview share links; unset: a secret kept in DATA_DIR/preview-link-secret
    PREVIEW_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // the day in the CSV export's file name; web shows the admin's dates in the same zone
    COMPANY_TIME_ZONE: TimeZoneName.default(DEFAULT_TIME_ZONE),
    // where the site is: password-reset mail links to `${SITE_URL}/admin/reset-password`
    SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    // days the built-in analytics keeps its daily and hourly counts (older ones are deleted daily)
    ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
    // days the security audit log keeps (whole days older are deleted daily)
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
    // the port is internal, so /metrics is open without it; set, a scrape must send it
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // the background check of the content's external links (check/link-checker.ts); false: none
    LINK_CHECK: booleanFlag.default(true),
    // single sign-on (OpenID Connect): all three or none; the secret may come from _FILE
    OIDC_ISSUER: z
      .url({ protocol: /^https?$/ })
      .refine(
        (url) => url.startsWith('https:') || loopbackHost(url),
        'must be https:// (http:// only on loopback, for tests)',
      )
      .optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
    OIDC_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    // the button says "Sign in with <OIDC_NAME>"
    OIDC_NAME: z.string().trim().min(1).max(40).default('SSO'),
    // unset: single sign-on only signs in users who already exist here
    OIDC_AUTO_CREATE_ROLE: Role.optional(),
    OIDC_ALLOWED_DOMAINS: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((d) => d.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string())
          .refine(
            (domains) => domains.every((d) => /^[a-z0-9.-]+\.[a-z]{2,}$/.test(d)),
            'must be e-mail domains, separated by commas',
          ),
      )
      .optional(),
    // passwords only for ADMIN_EMAIL (the break-glass admin): everyone else signs in with SSO
    OIDC_ONLY: booleanFlag.default(false),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => Boolean(env.SMTP_URL) === Boolean(env.NOTIFY_EMAIL), {
    message: 'SMTP_URL and NOTIFY_EMAIL must be set together',
    path: ['NOTIFY_EMAIL'],
  })
  .superRefine((env, ctx) => {
    const pieces = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const
    const missing = pieces.filter((name) => !env[name])
    const wanted = missing.length < pieces.length || env.OIDC_ONLY || env.OIDC_AUTO_CREATE_ROLE
    for (const name of wanted ? missing : []) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'required for single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)',
      })
    }
    if (env.OIDC_AUTO_CREATE_ROLE && !env.OIDC_ALLOWED_DOMAINS?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ALLOWED_DOMAINS'],
        message: 'required with OIDC_AUTO_CREATE_ROLE: the e-mail domains accounts are created for',
      })
    }
  })

export interface Config {
  port: number
  /** the address to listen on */
  host?: string
  /** sent to media's POST /normalize (media refuses uploads without it) */
  mediaToken?: string
  contentDir: string
  dataDir: string
  mediaUrl: string
  demoMode: boolean
  firstAdmin: { email: string; password: string; name: string } | null
  production: boolean
  /** `editorial`: editors change the site only through drafts (default `direct`) */
  publishMode?: PublishMode
  /** synced on a poll, a webhook and after every write; branch defaults to the checked-out one */
  gitRemote: {
    url: string
    branch: string | null
    pollSeconds: number
    /** how long start-up waits for the first sync (default 10 s; tests shorten it) */
    startWaitMs?: number
  } | null
  /** push retry backoff (tests shorten it) */
  gitRetry?: { firstMs: number; maxMs: number }
  /** contact notifications; null: messages are stored and the admin says mail is not set up */
  mail: { smtpUrl: string; notifyEmail: string; from: string } | null
  /** contact messages per visitor per 10 minutes */
  contactRateLimit: number
  /** the spam folder's ceiling: at most this many messages, none older than this many days */
  spam: { maxMessages: number; maxAgeDays: number }
  /** outbox retry backoff (tests shorten it) */
  outboxRetry?: { firstMs: number; maxMs: number }
  /** how long a save waits for another git process's lock before answering 503 */
  gitLockWaitMs?: number
  /** HMAC key of the device tokens; unset: DATA_DIR/device-token-secret, created on first start */
  deviceTokenSecret?: string
  /** TWO_FACTOR_SECRET: seals the TOTP secrets, keys the recovery codes' hashes (unset: DATA_DIR/two-factor-secret) */
  twoFactorSecret?: string
  /** verifies the forge's push notifications (POST /api/hooks/git); unset: that hook is off */
  gitWebhookSecret?: string
  /** PREVIEW_LINK_SECRET: signs preview share links (unset: a secret kept in DATA_DIR) */
  previewLinkSecret?: string
  /** the sign-in throttle's and the device tokens' clock (tests move it instead of waiting) */
  clock?: () => number
  /** COMPANY_TIME_ZONE: the IANA zone the company's days are counted in (default Asia/Dubai) */
  companyTimeZone?: string
  /** the site's origin (SITE_URL, no trailing slash): password-reset links point there */
  siteUrl?: string
  /** ANALYTICS_RETENTION_DAYS: how many days of analytics counts are kept (default 400) */
  analyticsRetentionDays?: number
  /** AUDIT_RETENTION_DAYS: how many days of the audit log are kept (default 400) */
  auditRetentionDays?: number
  /** METRICS_TOKEN: GET /metrics asks for it as a bearer token (unset: open) */
  metricsToken?: string
  /** LINK_CHECK: external links are checked in the background (absent: off, as in tests) */
  linkCheck?: boolean
  /** single sign-on with OpenID Connect (OIDC_*); null: not configured */
  oidc?: OidcConfig | null
}

/**
 * Parses the environment ('' counts as unset); throws one ConfigError naming every invalid
 * variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(presentVariables(env, Object.keys(EnvSchema.shape)))
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(
      problems,
      `content-api: invalid configuration\n${problems.map((p) => `  ${p}`).join('\n')}`,
    )
  }
  const e = parsed.data
  return {
    port: e.CONTENT_API_PORT,
    host: e.CONTENT_API_HOST,
    ...(e.MEDIA_NORMALIZE_TOKEN ? { mediaToken: e.MEDIA_NORMALIZE_TOKEN } : {}),
    contentDir: path.resolve(e.CONTENT_DIR),
    dataDir: path.resolve(e.DATA_DIR),
    mediaUrl: e.MEDIA_URL,
    demoMode: e.DEMO_MODE,
    firstAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : null,
    production: e.NODE_ENV === 'production',
    gitRemote: e.CONTENT_GIT_REMOTE
      ? {
          url: e.CONTENT_GIT_REMOTE,
          branch: e.CONTENT_GIT_BRANCH ?? null,
          pollSeconds: e.CONTENT_GIT_POLL_S,
        }
      : null,
    mail:
      e.SMTP_URL && e.NOTIFY_EMAIL
        ? { smtpUrl: e.SMTP_URL, notifyEmail: e.NOTIFY_EMAIL, from: e.MAIL_FROM }
        : null,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    publishMode: e.PUBLISH_MODE,
    gitLockWaitMs: e.GIT_LOCK_WAIT_MS,
    spam: { maxMessages: e.SPAM_MAX_MESSAGES, maxAgeDays: e.SPAM_MAX_AGE_DAYS },
    ...(e.DEVICE_TOKEN_SECRET ? { deviceTokenSecret: e.DEVICE_TOKEN_SECRET } : {}),
    ...(e.TWO_FACTOR_SECRET ? { twoFactorSecret: e.TWO_FACTOR_SECRET } : {}),
    ...(e.CONTENT_GIT_WEBHOOK_SECRET ? { gitWebhookSecret: e.CONTENT_GIT_WEBHOOK_SECRET } : {}),
    ...(e.PREVIEW_LINK_SECRET ? { previewLinkSecret: e.PREVIEW_LINK_SECRET } : {}),
    companyTimeZone: e.COMPANY_TIME_ZONE,
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    linkCheck: e.LINK_CHECK,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME,
            autoCreateRole: e.OIDC_AUTO_CREATE_ROLE ?? null,
            allowedDomains: e.OIDC_ALLOWED_DOMAINS ?? [],
            only: e.OIDC_ONLY,
          }
        : null,
  }
}
