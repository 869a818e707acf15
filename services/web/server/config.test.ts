import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '@site/platform'
import { loadConfig } from './config.js'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('loadConfig', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    expect(loadConfig({})).toEqual({
      WEB_PORT: 3000,
      CONTENT_API_URL: 'http://localhost:4100',
      MEDIA_URL: 'http://localhost:4200',
      PUBLIC_MEDIA_URL: '',
      SITE_URL: 'http://localhost:3000',
      DEMO_MODE: false,
      NODE_ENV: 'development',
      WEB_TRUST_PROXY: '',
      ANALYTICS_DASHBOARD_URL: '',
      ANALYTICS_PROVIDER: '',
      ANALYTICS_SITE_ID: '',
      ANALYTICS_RETENTION_DAYS: 400,
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      PAGE_CACHE_MAX_BYTES: 64 * 1024 * 1024,
      COMPANY_TIME_ZONE: 'Asia/Dubai',
      PUBLISH_MODE: 'direct',
      WARM_ON_START: true,
      SHUTDOWN_DRAIN_MS: 0,
    })
  })

  it('when PUBLISH_MODE is set, then direct or editorial is used and anything else is refused', () => {
    expect(loadConfig({ PUBLISH_MODE: 'editorial' }).PUBLISH_MODE).toBe('editorial')
    expect(problemsOf({ PUBLISH_MODE: 'drafts' })).toEqual([
      expect.stringMatching(/^PUBLISH_MODE: /),
    ])
  })

  it('when PAGE_CACHE_MAX_BYTES is set, then it is the page cache budget; below 1 MiB or not a number names it', () => {
    expect(loadConfig({ PAGE_CACHE_MAX_BYTES: '134217728' }).PAGE_CACHE_MAX_BYTES).toBe(134217728)
    expect(problemsOf({ PAGE_CACHE_MAX_BYTES: '1000' })[0]).toMatch(/^PAGE_CACHE_MAX_BYTES/)
    expect(problemsOf({ PAGE_CACHE_MAX_BYTES: '64MB' })[0]).toMatch(/^PAGE_CACHE_MAX_BYTES/)
  })

  it('when COMPANY_TIME_ZONE is set, then an IANA zone is used and anything else is refused', () => {
    expect(loadConfig({ COMPANY_TIME_ZONE: 'Africa/Nairobi' }).COMPANY_TIME_ZONE).toBe(
      'Africa/Nairobi',
    )
    expect(problemsOf({ COMPANY_TIME_ZONE: 'Dubai' })).toEqual([
      expect.stringMatching(/^COMPANY_TIME_ZONE: /),
    ])
  })

  it('when MAP_TILE_URL lacks {z}, {x} or {y}, or CONTACT_FORM_SECRET is short, then the error names it', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(
      /MAP_TILE_URL/,
    )
    expect(() => loadConfig({ CONTACT_FORM_SECRET: 'short' })).toThrow(/CONTACT_FORM_SECRET/)
    expect(loadConfig({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      'http://127.0.0.1:9/{z}/{x}/{y}.png',
    )
  })

  it('when DEMO_MODE is true/1/false/0, then it is parsed as a boolean', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).DEMO_MODE).toBe(true)
    expect(loadConfig({ DEMO_MODE: '1' }).DEMO_MODE).toBe(true)
    expect(loadConfig({ DEMO_MODE: 'FALSE' }).DEMO_MODE).toBe(false)
    expect(loadConfig({ DEMO_MODE: '0' }).DEMO_MODE).toBe(false)
  })

  it('when DEMO_MODE is something else, then the error names DEMO_MODE', () => {
    expect(problemsOf({ DEMO_MODE: 'yes' }).join()).toMatch(/^DEMO_MODE:/)
  })

  it('when WEB_PORT is not a port number, then the error names WEB_PORT', () => {
    expect(problemsOf({ WEB_PORT: 'abc' }).join()).toMatch(/WEB_PORT/)
    expect(problemsOf({ WEB_PORT: '70000' }).join()).toMatch(/WEB_PORT/)
  })

  it('when a URL is invalid, then every bad variable is named', () => {
    const problems = problemsOf({ CONTENT_API_URL: 'not a url', SITE_URL: 'ftp://x.example' })
    expect(problems.some((p) => p.startsWith('CONTENT_API_URL'))).toBe(true)
    expect(problems.some((p) => p.startsWith('SITE_URL'))).toBe(true)
  })

  it('when URLs end with a slash, then it is removed', () => {
    const config = loadConfig({
      PUBLIC_MEDIA_URL: 'https://img.example.com/',
      SITE_URL: 'https://example.com/',
    })
    expect(config.PUBLIC_MEDIA_URL).toBe('https://img.example.com')
    expect(config.SITE_URL).toBe('https://example.com')
  })

  it('when a variable is set but empty, then its default applies (PUBLIC_MEDIA_URL stays empty)', () => {
    const config = loadConfig({ WEB_PORT: '', PUBLIC_MEDIA_URL: '' })
    expect(config.WEB_PORT).toBe(3000)
    expect(config.PUBLIC_MEDIA_URL).toBe('')
  })

  it('when ANALYTICS_DASHBOARD_URL is https, then it is kept; http or not a URL names it', () => {
    expect(
      loadConfig({ ANALYTICS_DASHBOARD_URL: 'https://reports.example.com/d/1' })
        .ANALYTICS_DASHBOARD_URL,
    ).toBe('https://reports.example.com/d/1')
    expect(problemsOf({ ANALYTICS_DASHBOARD_URL: 'http://reports.example.com' }).join()).toMatch(
      /^ANALYTICS_DASHBOARD_URL: use an https URL/,
    )
    expect(problemsOf({ ANALYTICS_DASHBOARD_URL: 'reports' }).join()).toMatch(
      /^ANALYTICS_DASHBOARD_URL/,
    )
  })

  it('when ANALYTICS_PROVIDER is set, then it needs a site id; an unknown provider is refused', () => {
    const config = loadConfig({ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_SITE_ID: 'G-ABC123' })
    expect([config.ANALYTICS_PROVIDER, config.ANALYTICS_SITE_ID]).toEqual(['ga4', 'G-ABC123'])
    expect(problemsOf({ ANALYTICS_PROVIDER: 'plausible' })).toEqual([
      expect.stringMatching(/^ANALYTICS_SITE_ID: /),
    ])
    expect(problemsOf({ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_SITE_ID: '1' })).toEqual([
      expect.stringMatching(/^ANALYTICS_PROVIDER: /),
    ])
    expect(problemsOf({ ANALYTICS_SITE_ID: '"><script>' })).toEqual([
      expect.stringMatching(/^ANALYTICS_SITE_ID: /),
    ])
  })
})

describe('METRICS_TOKEN', () => {
  it('when it comes as a Docker secret file (METRICS_TOKEN_FILE), then it is read from the file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'web-secrets-'))
    try {
      const file = path.join(dir, 'metrics_token')
      writeFileSync(file, 'a metrics scrape token\n')
      expect(loadConfig({ METRICS_TOKEN_FILE: file }).METRICS_TOKEN).toBe('a metrics scrape token')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('when it is not set, then there is none (web then has no /metrics)', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined()
  })
})
