import { AppError } from '@site/platform'

/**
 * Why a single sign-on was refused: the code is the API's error code and the audit log's
 * reason, the message what the login page shows.
 */
const refusals = {
  sso_flow_expired: [400, 'This sign-in has expired or was used. Start again.'],
  sso_state_mismatch: [
    401,
    'This sign-in does not match the one this browser started. Start again.',
  ],
  sso_nonce_mismatch: [401, 'The sign-in answer was not for this sign-in. Start again.'],
  sso_token_expired: [401, 'The sign-in answer had expired. Start again.'],
  sso_token_invalid: [
    401,
    'The sign-in answer could not be verified (issuer, audience or expiry). Start again.',
  ],
  sso_provider_refused: [401, 'The sign-in provider did not sign you in.'],
  sso_email_missing: [403, 'Your sign-in provider did not share an e-mail address.'],
  sso_email_unverified: [403, 'Your e-mail address is not verified at your sign-in provider.'],
  sso_unknown_user: [
    403,
    'There is no account for your e-mail address. Ask an administrator to add you.',
  ],
  sso_domain_not_allowed: [
    403,
    'Accounts are not created for your e-mail domain. Ask an administrator to add you.',
  ],
} as const satisfies Record<string, readonly [number, string]>

export type SsoRefusalCode = keyof typeof refusals

export function ssoRefusal(code: SsoRefusalCode): AppError {
  const [status, message] = refusals[code]
  return new AppError(status, code, message)
}

/**
 * The refusal of an `openid-client` error: which check failed, never the token itself. Its
 * errors wrap oauth4webapi's, which name the parameter or claim (`cause.claim`).
 */
export function ssoRefusalOf(error: unknown): AppError {
  const chain: Array<{ code?: unknown; message?: unknown; claim?: unknown }> = []
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 4;) {
    chain.push(e as (typeof chain)[number])
    e = (e as { cause?: unknown }).cause
  }
  const has = (test: (link: (typeof chain)[number]) => boolean) => chain.some(test)
  if (
    has(
      (l) =>
        l.code === 'OAUTH_AUTHORIZATION_RESPONSE_ERROR' || l.code === 'OAUTH_RESPONSE_BODY_ERROR',
    )
  )
    return ssoRefusal('sso_provider_refused')
  if (has((l) => typeof l.message === 'string' && l.message.includes('"state"')))
    return ssoRefusal('sso_state_mismatch')
  if (has((l) => l.claim === 'nonce')) return ssoRefusal('sso_nonce_mismatch')
  if (has((l) => l.claim === 'exp')) return ssoRefusal('sso_token_expired')
  return ssoRefusal('sso_token_invalid')
}
