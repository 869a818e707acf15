import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import type { AdminMessageKey } from '../i18n/en'

/**
 * Why single sign-on did not sign someone in, by content-api's error code (auth/oidc-refusals.ts),
 * as the login page says it. The code travels in the login page's address (`?sso=`), so only
 * these are read from it: anything else is the general sentence.
 */
const problems = {
  sso_flow_expired: 'login.sso.startAgain',
  sso_state_mismatch: 'login.sso.startAgain',
  sso_nonce_mismatch: 'login.sso.startAgain',
  sso_token_expired: 'login.sso.startAgain',
  sso_token_invalid: 'login.sso.startAgain',
  sso_provider_refused: 'login.sso.providerRefused',
  sso_email_missing: 'login.sso.emailUnverified',
  sso_email_unverified: 'login.sso.emailUnverified',
  sso_unknown_user: 'login.sso.noAccount',
  sso_domain_not_allowed: 'login.sso.noAccount',
  sso_unavailable: 'login.sso.unavailable',
} as const satisfies Record<string, AdminMessageKey>

export type SsoProblem = keyof typeof problems

const isProblem = (code: string): code is SsoProblem => Object.hasOwn(problems, code)

/** The code of a failed start or callback (content-api unreachable: `sso_unavailable`). */
export function ssoProblemOf(error: unknown): SsoProblem {
  if (error instanceof ContentApiUnreachableError) return 'sso_unavailable'
  if (error instanceof ContentApiError && isProblem(error.code)) return error.code
  return 'sso_unavailable'
}

/** The sentence for `?sso=` of the login page's address, or null when it names none. */
export function ssoProblemMessage(code: string | null): AdminMessageKey | null {
  return code !== null && isProblem(code) ? problems[code] : null
}
