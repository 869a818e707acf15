import { createHash, randomBytes } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import { sameSecret } from '@site/platform'
import { ResetToken } from '@site/contract'
import { JsonFileStore } from './json-file-store.js'

const StoredReset = z.object({
  tokenHash: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
})
const ResetsFile = z.object({ resets: z.array(StoredReset) })
type ResetsFile = z.infer<typeof ResetsFile>

/** How long a password-reset link works. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000

/** Only a hash of each token is stored: a copy of DATA_DIR opens no account. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Password-reset tokens in DATA_DIR/password-resets.json: random, 30 minutes, single use. Using
 * one ends every other token of the same user too (one reset per request is enough, and an
 * older mail must not reopen the account after its owner chose a new password).
 */
export class ResetTokens {
  private constructor(
    private readonly store: JsonFileStore<ResetsFile>,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number = Date.now): Promise<ResetTokens> {
    const file = path.join(dataDir, 'password-resets.json')
    return new ResetTokens(await JsonFileStore.open(file, ResetsFile, { resets: [] }), now)
  }

  private live = (r: { expiresAt: string }) => Date.parse(r.expiresAt) > this.now()

  /** A new token for `userId` and when it stops working. */
  async issue(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url')
    const created = this.now()
    const expiresAt = new Date(created + RESET_TOKEN_TTL_MS)
    await this.store.update((draft) => {
      draft.resets = draft.resets.filter(this.live)
      draft.resets.push({
        tokenHash: hashToken(token),
        userId,
        createdAt: new Date(created).toISOString(),
        expiresAt: expiresAt.toISOString(),
      })
    })
    return { token, expiresAt }
  }

  /**
   * Uses up a token: the user it was issued to, or null when it is unknown, expired or used. The
   * check and the removal are one write, so two requests with the same token cannot both pass.
   */
  async consume(token: string): Promise<string | null> {
    // only a token exactly as issued is looked up: anything added to one is no token
    if (!ResetToken.safeParse(token).success) return null
    const tokenHash = hashToken(token)
    const matches = (r: { tokenHash: string }) => sameSecret(r.tokenHash, tokenHash)
    // a wrong token costs no write (anyone may send one)
    if (!this.store.read().resets.some(matches)) return null
    return this.store.update((draft) => {
      const found = draft.resets.find((r) => matches(r) && this.live(r))
      draft.resets = draft.resets.filter(
        (r) => this.live(r) && (found === undefined || r.userId !== found.userId),
      )
      return found?.userId ?? null
    })
  }
}
