import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A signed token's MAC part: an HMAC-SHA256 in base64url, 32 bytes in exactly 43 characters. Its
 * last character carries 4 bits and 2 unused ones that must be zero: a decoder ignores them, so a
 * token compared as decoded bytes would open with any of four last characters. Only the
 * canonical one fits here, and tokens are compared as text, never as decoded bytes.
 */
export const MAC_PART = '[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]'

/** The longest token any kind may be: a longer one is refused before any pattern or MAC runs. */
const MAX_TOKEN_LENGTH = 512

/** An HMAC-SHA256 of `message`, in base64url: the MAC part of every signed token. */
export function macOf(secret: Buffer | string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url')
}

/**
 * Whether two secrets (a MAC, a hash) are the same, in constant time: how long the comparison
 * takes says nothing about how much of a guess was right. Different lengths differ at once (the
 * length of a token is no secret: every kind's pattern fixes it).
 */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8')
  const b = Buffer.from(expected, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * A token kind's whole format: its parts joined by `.`, each its own pattern (fixed lengths), the
 * MAC last, the whole anchored. `fields` are patterns without anchors or capture groups; each one
 * becomes one capture group in order.
 */
export function signedTokenPattern(...fields: readonly string[]): RegExp {
  for (const field of fields) {
    if (/[()^$]|(?<!\\)\./.test(field)) {
      throw new Error(`signed token part ${field}: no anchors, groups or unescaped dots`)
    }
  }
  return new RegExp(`^${[...fields, MAC_PART].map((part) => `(${part})`).join('\\.')}$`)
}

/**
 * Reads a signed token exactly: it is a string matching `pattern` (signedTokenPattern) from its
 * first character to its last, so nothing may be added, left out or changed in form; and its MAC
 * is the one `expectedMac` computes from its fields (compared in constant time). The fields, or
 * null for anything else. `expectedMac` answers null when the fields name nothing (an unknown id).
 */
export function readSignedToken(
  token: unknown,
  pattern: RegExp,
  expectedMac: (fields: string[]) => string | null,
): string[] | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null
  const match = pattern.exec(token)
  if (!match || match[0] !== token) return null
  const parts = match.slice(1).map((part) => part ?? '')
  const mac = parts.pop() ?? ''
  const expected = expectedMac(parts)
  return expected !== null && sameSecret(mac, expected) ? parts : null
}
