import { z } from 'zod'

/**
 * Single sign-on with OpenID Connect (content-api auth/oidc-*.ts). Web starts a sign-in, keeps
 * the flow's id in an httpOnly cookie, sends the browser to the provider and hands the callback
 * back: content-api holds the client secret, the state, nonce and PKCE verifier, and the users.
 */

/** What the login page shows: the button's name, and whether passwords are for the break-glass admin only. */
export interface SsoOptions {
  /** null: single sign-on is not configured */
  sso: { name: string; only: boolean } | null
}

export const SsoStartInput = z.object({
  /** "Remember me": still capped by the provider's ID token expiry */
  remember: z.boolean().default(false),
})
export type SsoStartInput = z.input<typeof SsoStartInput>

/** The provider's address to send the browser to, and the id of the flow waiting for it. */
export interface SsoStart {
  url: string
  flow: string
  expiresAt: string
}

/** A flow's id: 32 random bytes, base64url. */
export const SsoFlowId = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a sign-in flow')

/** The longest callback query kept (a code, a state and an issuer fit many times over). */
export const SSO_CALLBACK_QUERY_MAX = 4_096

export const SsoCallbackInput = z.object({
  flow: SsoFlowId,
  /** the callback's query string as the provider sent it (`code=…&state=…&iss=…`) */
  query: z.string().max(SSO_CALLBACK_QUERY_MAX),
})
export type SsoCallbackInput = z.infer<typeof SsoCallbackInput>

/** Web's page the provider sends the browser back to (registered as the client's redirect URI). */
export const SSO_CALLBACK_PATH = '/admin/login/sso/callback'
