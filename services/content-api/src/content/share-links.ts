import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import { AppError, macOf, readSignedToken, signedTokenPattern } from '@site/platform'
import { JsonFileStore } from '../auth/json-file-store.js'
import { dataDirSecret } from '../auth/data-secret.js'
import { isMakerOrAdmin } from '@site/contract'
import type { Role } from '@site/contract'
import { SHARE_TOKEN_FIELDS, type PreviewShare } from '@site/contract'

/** How long a share link opens its preview unless said otherwise. */
export const SHARE_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** The most links kept per draft: a new one beyond it replaces the oldest. */
const MAX_PER_TARGET = 20
/** `<id>.<mac>` exactly: anything added to a link's token makes it no token. */
const SHARE_TOKEN = signedTokenPattern(...SHARE_TOKEN_FIELDS)

const Stored = z.array(
  z.object({
    id: z.string(),
    target: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    createdBy: z.object({ name: z.string(), email: z.string() }),
  }),
)

/**
 * Links that open a draft's preview without an account. A token is `<id>.<mac>`: the MAC (HMAC
 * over id, target and expiry with PREVIEW_LINK_SECRET, or a secret kept in the data directory)
 * means a link cannot be forged or pointed at another draft; the list in the data directory
 * (preview-shares.json) means a link can be revoked before it expires.
 */
export class ShareLinks {
  private constructor(
    private readonly store: JsonFileStore<PreviewShare[]>,
    private readonly secret: Buffer,
    private readonly now: () => number,
  ) {}

  static async open(
    dataDir: string,
    secret: string | undefined,
    now: () => number = Date.now,
  ): Promise<ShareLinks> {
    const store = await JsonFileStore.open(path.join(dataDir, 'preview-shares.json'), Stored, [])
    return new ShareLinks(store, await dataDirSecret(dataDir, 'preview-link-secret', secret), now)
  }

  private mac(share: Pick<PreviewShare, 'id' | 'target' | 'expiresAt'>): string {
    return macOf(this.secret, `preview\0${share.id}\0${share.target}\0${share.expiresAt}`)
  }

  /** A new link's token for `target`, valid for `ttlMs`. */
  async create(
    target: string,
    by: { name: string; email: string },
    ttlMs = SHARE_TTL_MS,
  ): Promise<{ share: PreviewShare; token: string }> {
    const share: PreviewShare = {
      id: randomBytes(12).toString('base64url'),
      target,
      createdAt: new Date(this.now()).toISOString(),
      expiresAt: new Date(this.now() + ttlMs).toISOString(),
      createdBy: { name: by.name, email: by.email },
    }
    await this.store.update((all) => {
      const live = all.filter((s) => Date.parse(s.expiresAt) > this.now())
      const mine = live.filter((s) => s.target === target)
      const dropped = new Set(mine.slice(0, Math.max(0, mine.length + 1 - MAX_PER_TARGET)))
      all.splice(0, all.length, ...live.filter((s) => !dropped.has(s)), share)
    })
    return { share, token: `${share.id}.${this.mac(share)}` }
  }

  /** The unexpired links of a draft, oldest first. */
  list(target: string): PreviewShare[] {
    return this.store
      .read()
      .filter((s) => s.target === target && Date.parse(s.expiresAt) > this.now())
  }

  /**
   * Revokes one link, for its maker or an admin (403 for anyone else); false: no such link for
   * this draft.
   */
  revoke(target: string, id: string, by: { role: Role; email: string }): Promise<boolean> {
    return this.store.update((all) => {
      const at = all.findIndex((s) => s.id === id && s.target === target)
      const share = all[at]
      if (!share) return false
      if (!isMakerOrAdmin(by, share)) {
        throw new AppError(
          403,
          'forbidden',
          `Only ${share.createdBy.name}, who made this link, or an admin may revoke it`,
        )
      }
      all.splice(at, 1)
      return true
    })
  }

  /** Revokes every link of a draft (it was published or discarded). */
  revokeAll(target: string): Promise<void> {
    return this.store.update((all) => {
      all.splice(0, all.length, ...all.filter((s) => s.target !== target))
    })
  }

  /** Whether `token` opens `target`'s preview now: signed, unexpired, not revoked. */
  opens(token: string, target: string): boolean {
    const opened = readSignedToken(token, SHARE_TOKEN, ([id]) => {
      const share = this.store.read().find((s) => s.id === id)
      if (!share || share.target !== target || Date.parse(share.expiresAt) <= this.now()) {
        return null
      }
      return this.mac(share)
    })
    return opened !== null
  }
}
