import { generateSecret, generateSync, generateURI, verifySync } from 'otplib'
import { TOTP_DIGITS } from '@site/contract'

/** RFC 6238's time step, the one every authenticator app uses. */
export const TOTP_PERIOD_S = 30
/**
 * A code is accepted one step either side of now (RFC 6238 §5.2's recommended drift): a phone a
 * little fast or slow, or a code typed just as it changed, still works; two steps away does not.
 */
export const TOTP_DRIFT_STEPS = 1

/** A fresh secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 for the app. */
export const newTotpSecret = (): string => generateSecret({ length: 20 })

/** What the app scans: `otpauth://totp/<issuer>:<account>?secret=...&issuer=...`. */
export const otpauthUrl = (issuer: string, account: string, secret: string): string =>
  generateURI({ issuer, label: account, secret, period: TOTP_PERIOD_S, digits: TOTP_DIGITS })

/** The code for `nowMs` (tests and the e2e's stand-in app use it). */
export const totpCode = (secret: string, nowMs: number): string =>
  generateSync({ secret, epoch: Math.floor(nowMs / 1000), period: TOTP_PERIOD_S })

/**
 * The time step `code` belongs to, or null when it is no code of `secret` within the drift.
 * `usedStep` is the step of the last code accepted: that one and older are refused, so each code
 * (and any code before it) works only once, even within its 30 seconds.
 */
export function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  usedStep?: number,
): number | null {
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    period: TOTP_PERIOD_S,
    epochTolerance: TOTP_DRIFT_STEPS * TOTP_PERIOD_S,
    ...(usedStep !== undefined ? { afterTimeStep: usedStep } : {}),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
