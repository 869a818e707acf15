import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The contact form's render time, signed, in a hidden field: the spam guard's "how long was the
 * form open" cannot be forged by a script posting straight to the action. A missing, forged or
 * unreadable token counts as "sent at once" (the message then waits in the spam folder).
 */
const sign = (secret: string, issuedAt: string) =>
  createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url')

export function issueFormToken(secret: string, now = Date.now()): string {
  const issuedAt = String(now)
  return `${issuedAt}.${sign(secret, issuedAt)}`
}

/** Milliseconds since the form was rendered, or 0 when the token is not one we issued. */
export function elapsedSince(token: unknown, secret: string, now = Date.now()): number {
  if (typeof token !== 'string') return 0
  const [issuedAt = '', signature = ''] = token.split('.')
  if (!/^\d{13}$/.test(issuedAt)) return 0
  const expected = Buffer.from(sign(secret, issuedAt))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 0
  const elapsed = now - Number(issuedAt)
  return elapsed >= 0 ? Math.min(elapsed, 7 * 86_400_000) : 0
}
