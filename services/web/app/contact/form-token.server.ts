import { macOf, readSignedToken, signedTokenPattern } from '@site/platform'

/**
 * The contact form's render time, signed, in a hidden field: the spam guard's "how long was the
 * form open" cannot be forged by a script posting straight to the action. A missing, forged or
 * unreadable token counts as "sent at once" (the message then waits in the spam folder).
 */
const sign = (secret: string, issuedAt: string) => macOf(secret, `contact-form:${issuedAt}`)

/** `<issued at, ms since the epoch>.<mac>`: 13 digits until the year 2286. */
const FORM_TOKEN = signedTokenPattern('[1-9]\\d{12}')

/** The longest the form counts as open: an older token still shows a person, not a script. */
const MAX_ELAPSED_MS = 7 * 86_400_000

export function issueFormToken(secret: string, now = Date.now()): string {
  const issuedAt = String(now)
  return `${issuedAt}.${sign(secret, issuedAt)}`
}

/** Milliseconds since the form was rendered, or 0 when the token is not exactly one we issued. */
export function elapsedSince(token: unknown, secret: string, now = Date.now()): number {
  const fields = readSignedToken(token, FORM_TOKEN, ([issuedAt = '']) => sign(secret, issuedAt))
  if (!fields) return 0
  const elapsed = now - Number(fields[0])
  return elapsed >= 0 ? Math.min(elapsed, MAX_ELAPSED_MS) : 0
}
