import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, type SecurityHeaderOptions } from './security-headers.js'

const base: SecurityHeaderOptions = {
  siteUrl: 'https://example.com',
  imageOrigins: [],
  frameOrigins: [],
}
const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('the CSP and an analytics provider', () => {
  it('when no provider is configured, then scripts and connections stay on this origin (and the nonce)', () => {
    const csp = contentSecurityPolicy(base, { nonce: 'n1', admin: false })
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n1'")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
  })

  it("when Plausible is configured, then public pages allow exactly plausible.io's origin", () => {
    const csp = contentSecurityPolicy(
      { ...base, analyticsProvider: 'plausible' },
      { nonce: 'n1', admin: false },
    )
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n1' https://plausible.io")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://plausible.io")
  })

  it("when GA4 is configured, then gtag's script origin and Google Analytics' collectors are allowed", () => {
    const csp = contentSecurityPolicy(
      { ...base, analyticsProvider: 'ga4' },
      { nonce: 'n', admin: false },
    )
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(csp, 'connect-src')).toContain('https://region1.google-analytics.com')
    expect(directive(csp, 'script-src')).not.toContain('plausible')
  })

  it('when a provider is configured, then the admin still allows none of its origins', () => {
    const csp = contentSecurityPolicy(
      { ...base, analyticsProvider: 'umami' },
      { nonce: 'n', admin: true },
    )
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n'")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
  })
})
