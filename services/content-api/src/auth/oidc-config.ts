import type { Role } from '@site/contract'

/** Single sign-on's settings (OIDC_* in config.ts). */
export interface OidcConfig {
  /** the provider's issuer URL: its discovery document is `${issuer}/.well-known/openid-configuration` */
  issuer: string
  clientId: string
  clientSecret: string
  /** the button says "Sign in with <name>" */
  name: string
  /** null: only users who already exist here are signed in */
  autoCreateRole: Role | null
  /** the e-mail domains an account is created for (lower case) */
  allowedDomains: string[]
  /** OIDC_ONLY: passwords are refused to everyone but the break-glass admin (ADMIN_EMAIL) */
  only: boolean
}

/** Plain http is allowed for a provider on this machine only (the tests' oidc-provider). */
export function loopbackHost(url: string): boolean {
  const host = new URL(url).hostname
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
}
