import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '@site/platform'
import { loadConfig } from './config.js'

describe('content-api configuration', () => {
  it('when nothing is set, then it listens on loopback only, with mail and the media token unset', () => {
    const config = loadConfig({})
    expect(config.host).toBe('127.0.0.1')
    expect(config.mediaToken).toBeUndefined()
    expect(config.mail).toBeNull()
    expect(config.contactRateLimit).toBe(5)
    expect(config.spam).toEqual({ maxMessages: 1000, maxAgeDays: 30 })
    expect(config.companyTimeZone).toBe('Asia/Dubai')
  })

  it('when the spam folder limits are set, then they are used; zero or not a number is refused by name', () => {
    expect(loadConfig({ SPAM_MAX_MESSAGES: '50', SPAM_MAX_AGE_DAYS: '7' }).spam).toEqual({
      maxMessages: 50,
      maxAgeDays: 7,
    })
    expect(() => loadConfig({ SPAM_MAX_MESSAGES: '0' })).toThrow(/SPAM_MAX_MESSAGES/)
    expect(() => loadConfig({ SPAM_MAX_AGE_DAYS: 'a month' })).toThrow(/SPAM_MAX_AGE_DAYS/)
  })

  it('when COMPANY_TIME_ZONE is set, then an IANA zone is used and anything else is refused', () => {
    expect(loadConfig({ COMPANY_TIME_ZONE: 'Africa/Lagos' }).companyTimeZone).toBe('Africa/Lagos')
    expect(() => loadConfig({ COMPANY_TIME_ZONE: 'Mars/Olympus' })).toThrow(/COMPANY_TIME_ZONE/)
    expect(() => loadConfig({ COMPANY_TIME_ZONE: 'GST' })).toThrow(/COMPANY_TIME_ZONE/)
  })

  it('when ANALYTICS_RETENTION_DAYS is unset, then 400 days are kept; a number is used, zero or text refused', () => {
    expect(loadConfig({}).analyticsRetentionDays).toBe(400)
    expect(loadConfig({ ANALYTICS_RETENTION_DAYS: '90' }).analyticsRetentionDays).toBe(90)
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RETENTION_DAYS/)
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: 'a year' })).toThrow(
      /ANALYTICS_RETENTION_DAYS/,
    )
  })

  it('when LINK_CHECK is unset, then external links are checked; false turns it off, anything else is refused by name', () => {
    expect(loadConfig({}).linkCheck).toBe(true)
    expect(loadConfig({ LINK_CHECK: 'false' }).linkCheck).toBe(false)
    expect(loadConfig({ LINK_CHECK: '0' }).linkCheck).toBe(false)
    expect(() => loadConfig({ LINK_CHECK: 'off' })).toThrow(/LINK_CHECK/)
  })

  it('when a container sets the host and a token, then they are used', () => {
    const config = loadConfig({
      CONTENT_API_HOST: '0.0.0.0',
      MEDIA_NORMALIZE_TOKEN: 't'.repeat(32),
    })
    expect(config.host).toBe('0.0.0.0')
    expect(config.mediaToken).toBe('t'.repeat(32))
  })

  it('when SMTP_URL comes without NOTIFY_EMAIL or is not smtp, then the error names it', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/NOTIFY_EMAIL/)
    expect(() =>
      loadConfig({ SMTP_URL: 'http://mail.example', NOTIFY_EMAIL: 'team@example.com' }),
    ).toThrow(/SMTP_URL/)
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', NOTIFY_EMAIL: 'team@example.com' })
        .mail,
    ).toEqual({
      smtpUrl: 'smtps://u:p@mail.example:465',
      notifyEmail: 'team@example.com',
      from: 'Falcon Gridworks website <no-reply@localhost>',
    })
  })

  it('when CONTENT_GIT_WEBHOOK_SECRET is set, then the webhook is verified with it; too short, then it is named', () => {
    expect(loadConfig({}).gitWebhookSecret).toBeUndefined()
    expect(loadConfig({ CONTENT_GIT_WEBHOOK_SECRET: '' }).gitWebhookSecret).toBeUndefined()
    const secret = 'a forge webhook secret'
    expect(loadConfig({ CONTENT_GIT_WEBHOOK_SECRET: secret }).gitWebhookSecret).toBe(secret)
    expect(() => loadConfig({ CONTENT_GIT_WEBHOOK_SECRET: 'short' })).toThrow(
      /CONTENT_GIT_WEBHOOK_SECRET/,
    )
  })

  it('when DEVICE_TOKEN_SECRET is set, then it signs device tokens; too short, then it is named', () => {
    expect(loadConfig({}).deviceTokenSecret).toBeUndefined()
    expect(loadConfig({ DEVICE_TOKEN_SECRET: 's'.repeat(32) }).deviceTokenSecret).toBe(
      's'.repeat(32),
    )
    expect(() => loadConfig({ DEVICE_TOKEN_SECRET: 'short' })).toThrow(/DEVICE_TOKEN_SECRET/)
  })

  it('when TWO_FACTOR_SECRET is set, then it keys the second factors; too short, then it is named', () => {
    expect(loadConfig({}).twoFactorSecret).toBeUndefined()
    expect(loadConfig({ TWO_FACTOR_SECRET: 't'.repeat(32) }).twoFactorSecret).toBe('t'.repeat(32))
    expect(() => loadConfig({ TWO_FACTOR_SECRET: 'short' })).toThrow(/TWO_FACTOR_SECRET/)
  })

  it('when SITE_URL is set, then reset links point there (no trailing slash); unset, localhost; not http(s), it is named', () => {
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000')
    expect(loadConfig({ SITE_URL: 'https://falcon.example/' }).siteUrl).toBe(
      'https://falcon.example',
    )
    expect(() => loadConfig({ SITE_URL: 'ftp://falcon.example' })).toThrow(/SITE_URL/)
    expect(() => loadConfig({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/)
  })

  it('when DEMO_MODE is written in any case, then it reads as web reads it; anything else is refused by name', () => {
    expect(loadConfig({ DEMO_MODE: 'TRUE' }).demoMode).toBe(true)
    expect(loadConfig({ DEMO_MODE: '1' }).demoMode).toBe(true)
    expect(loadConfig({ DEMO_MODE: 'False' }).demoMode).toBe(false)
    expect(loadConfig({ DEMO_MODE: '' }).demoMode).toBe(false)
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow(ConfigError)
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/)
  })

  it('when secrets come as Docker secret files (_FILE), then they are read from them and never need the environment', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'secrets-'))
    try {
      const file = (name: string, text: string) => {
        writeFileSync(path.join(dir, name), `${text}\n`)
        return path.join(dir, name)
      }
      const config = loadConfig({
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD_FILE: file('admin_password', 'a long admin password'),
        MEDIA_NORMALIZE_TOKEN_FILE: file('media_token', 'a-media-token-of-24-chars'),
        SMTP_URL_FILE: file('smtp_url', 'smtp://user:secret@mail.example.com:587'),
        NOTIFY_EMAIL: 'sales@example.com',
        CONTENT_GIT_WEBHOOK_SECRET_FILE: file('webhook', 'a webhook secret'),
        METRICS_TOKEN_FILE: file('metrics_token', 'a metrics scrape token'),
      })
      expect(config.firstAdmin?.password).toBe('a long admin password')
      expect(config.mediaToken).toBe('a-media-token-of-24-chars')
      expect(config.mail?.smtpUrl).toBe('smtp://user:secret@mail.example.com:587')
      expect(config.gitWebhookSecret).toBe('a webhook secret')
      expect(config.metricsToken).toBe('a metrics scrape token')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('when single sign-on is configured with its secret in a file, then every OIDC_* setting is read; unset, it is off', () => {
    expect(loadConfig({}).oidc).toBeNull()
    const dir = mkdtempSync(path.join(os.tmpdir(), 'secrets-'))
    try {
      writeFileSync(path.join(dir, 'oidc'), 'an-oidc-client-secret-0123\n')
      const config = loadConfig({
        OIDC_ISSUER: 'https://login.example.com/realms/falcon',
        OIDC_CLIENT_ID: 'falcon-site',
        OIDC_CLIENT_SECRET_FILE: path.join(dir, 'oidc'),
        OIDC_NAME: 'Falcon ID',
        OIDC_AUTO_CREATE_ROLE: 'editor',
        OIDC_ALLOWED_DOMAINS: 'Falcon.example, falcongridworks.ae',
        OIDC_ONLY: 'true',
      })
      expect(config.oidc).toEqual({
        issuer: 'https://login.example.com/realms/falcon',
        clientId: 'falcon-site',
        clientSecret: 'an-oidc-client-secret-0123',
        name: 'Falcon ID',
        autoCreateRole: 'editor',
        allowedDomains: ['falcon.example', 'falcongridworks.ae'],
        only: true,
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('when a piece of single sign-on is missing or unsafe, then the error names each one', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env)
      } catch (error) {
        return (error as ConfigError).problems.map((p) => p.split(':')[0])
      }
      return []
    }
    expect(problems({ OIDC_ISSUER: 'https://login.example.com' })).toEqual([
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
    ])
    expect(problems({ OIDC_ONLY: 'true' })).toEqual([
      'OIDC_ISSUER',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
    ])
    const complete = {
      OIDC_ISSUER: 'https://login.example.com',
      OIDC_CLIENT_ID: 'falcon-site',
      OIDC_CLIENT_SECRET: 'an-oidc-client-secret-0123',
    }
    // plain http only for a provider on this machine
    expect(problems({ ...complete, OIDC_ISSUER: 'http://login.example.com' })).toEqual([
      'OIDC_ISSUER',
    ])
    expect(problems({ ...complete, OIDC_ISSUER: 'http://127.0.0.1:4400' })).toEqual([])
    expect(problems({ ...complete, OIDC_CLIENT_SECRET: 'short' })).toEqual(['OIDC_CLIENT_SECRET'])
    expect(problems({ ...complete, OIDC_AUTO_CREATE_ROLE: 'editor' })).toEqual([
      'OIDC_ALLOWED_DOMAINS',
    ])
    expect(problems({ ...complete, OIDC_AUTO_CREATE_ROLE: 'owner' })).toEqual([
      'OIDC_AUTO_CREATE_ROLE',
    ])
    expect(
      problems({
        ...complete,
        OIDC_AUTO_CREATE_ROLE: 'editor',
        OIDC_ALLOWED_DOMAINS: 'not a domain',
      }),
    ).toEqual(['OIDC_ALLOWED_DOMAINS'])
  })
})
