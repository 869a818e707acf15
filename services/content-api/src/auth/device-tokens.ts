import { randomBytes } from 'node:crypto'
import { macOf, readSignedToken, signedTokenPattern } from '@site/platform'
import { dataDirSecret } from './data-secret.js'

/** How long a browser counts as one the user signed in from (renewed by each sign-in). */
export const DEVICE_TOKEN_TTL_MS = 180 * 24 * 60 * 60 * 1000

/** The secret's file when DEVICE_TOKEN_SECRET is not set. */
export const DEVICE_SECRET_FILE = 'device-token-secret'

export interface VerifiedDevice {
  /** the token's random id: its failures and lockout are recorded under it */
  id: string
  /** when the token stops being valid (ms since the epoch) */
  expiresAt: number
}

/** `<id>.<expiry>.<mac>`: 16 random bytes, the expiry in seconds (10 digits until 2286). */
const TOKEN = signedTokenPattern('[A-Za-z0-9_-]{22}', '[1-9]\\d{9}')

/**
 * Device tokens (OWASP "Slow down online guessing attacks with device cookies"): a sign-in
 * hands the browser `<id>.<expiry>.<HMAC(user id, id, expiry)>`. Presented again with the same
 * account's e-mail, it shows the browser signed in to that account before, and the login
 * throttle then treats it apart from the strangers guessing at the account. Nothing is stored
 * per token: the HMAC binds it to the user, so a token forged, altered, expired or issued to
 * another user verifies as nothing.
 */
export class DeviceTokens {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * With `secret` (DEVICE_TOKEN_SECRET) when given; otherwise a random secret created once in
   * DATA_DIR, so tokens survive restarts without any setup (like sessions.json, the data
   * directory is private to content-api).
   */
  static async open(
    dataDir: string,
    secret: string | undefined,
    now: () => number = Date.now,
  ): Promise<DeviceTokens> {
    return new DeviceTokens(await dataDirSecret(dataDir, DEVICE_SECRET_FILE, secret), now)
  }

  private mac(userId: string, id: string, expiresSeconds: string): string {
    return macOf(this.secret, `device-token\0${userId}\0${id}\0${expiresSeconds}`)
  }

  /** A new token for a browser that just signed in as `userId`. */
  issue(userId: string): { token: string; expiresAt: Date } {
    const id = randomBytes(16).toString('base64url')
    const expiresSeconds = String(Math.floor((this.now() + DEVICE_TOKEN_TTL_MS) / 1000))
    return {
      token: `${id}.${expiresSeconds}.${this.mac(userId, id, expiresSeconds)}`,
      expiresAt: new Date(Number(expiresSeconds) * 1000),
    }
  }

  /** The token's id and expiry when it is valid for `userId` now; otherwise null. */
  verify(token: string, userId: string): VerifiedDevice | null {
    const fields = readSignedToken(token, TOKEN, ([id = '', expires = '']) =>
      this.mac(userId, id, expires),
    )
    if (!fields) return null
    const [id = '', expiresSeconds = ''] = fields
    const expiresAt = Number(expiresSeconds) * 1000
    return expiresAt > this.now() ? { id, expiresAt } : null
  }
}
