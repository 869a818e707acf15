import { createHash, randomBytes } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import { signInMethods, type SignInMethod } from '@site/contract'
import { JsonFileStore } from './json-file-store.js'

const StoredSession = z.object({
  tokenHash: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** the name a user sees and revokes by; older files lack it (see `idOf`) */
  id: z.string().optional(),
  lastUsedAt: z.string().optional(),
  userAgent: z.string().optional(),
  ip: z.string().optional(),
  /** how it was signed in; older files lack it */
  method: z.enum(signInMethods).optional(),
})
type StoredSession = z.infer<typeof StoredSession>
const SessionsFile = z.object({ sessions: z.array(StoredSession) })

/** "Remember me": the session outlives the browser, for 30 days. */
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
/**
 * Otherwise the browser's own session (web sets the cookie without Max-Age), which a browser
 * left open could keep for weeks: the server ends it after 12 hours, a working day and more.
 */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000
/** "last used" is written at most this often per session: not a disk write on every request */
export const LAST_USED_RESOLUTION_MS = 60 * 1000

/** Only a hash of each token is stored: a leaked data directory does not leak live sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A session's public id: random for new sessions; derived from the hash for older files. */
const idOf = (s: StoredSession) => s.id ?? s.tokenHash.slice(0, 24)

/** What a signed-in user may see of one of their sessions (never the token or its hash). */
export interface SessionRecord {
  id: string
  userId: string
  createdAt: string
  expiresAt: string
  lastUsedAt: string
  userAgent?: string
  ip?: string
  method?: SignInMethod
}

export interface SessionMeta {
  userAgent?: string
  ip?: string
  /** how it was signed in: shown on the sessions page */
  method?: SignInMethod
  /** "Remember me": REMEMBERED_SESSION_TTL_MS instead of SESSION_TTL_MS */
  remember?: boolean
  /** ms epoch the session may not outlive (single sign-on: the provider's ID token expiry) */
  notAfter?: number
}

const clip = (value: string | undefined, max: number) =>
  value === undefined || value === '' ? undefined : value.slice(0, max)

/** Opaque, revocable sessions in DATA_DIR/sessions.json. */
export class SessionStore {
  private constructor(
    private readonly store: JsonFileStore<z.infer<typeof SessionsFile>>,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number = Date.now): Promise<SessionStore> {
    const file = path.join(dataDir, 'sessions.json')
    return new SessionStore(await JsonFileStore.open(file, SessionsFile, { sessions: [] }), now)
  }

  async create(
    userId: string,
    meta: SessionMeta = {},
  ): Promise<{ token: string; expiresAt: string; sessionId: string }> {
    const token = randomBytes(32).toString('base64url')
    const sessionId = randomBytes(12).toString('base64url')
    const created = this.now()
    const ttl = meta.remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS
    const expiresAt = new Date(Math.min(created + ttl, meta.notAfter ?? Infinity)).toISOString()
    const userAgent = clip(meta.userAgent, 300)
    const ip = clip(meta.ip, 64)
    await this.store.update((draft) => {
      // drop expired sessions while we are writing anyway
      draft.sessions = draft.sessions.filter((s) => Date.parse(s.expiresAt) > created)
      draft.sessions.push({
        tokenHash: hashToken(token),
        userId,
        createdAt: new Date(created).toISOString(),
        expiresAt,
        id: sessionId,
        lastUsedAt: new Date(created).toISOString(),
        ...(userAgent ? { userAgent } : {}),
        ...(ip ? { ip } : {}),
        ...(meta.method ? { method: meta.method } : {}),
      })
    })
    return { token, expiresAt, sessionId }
  }

  /** The user id and session id of a live session, or null. Records the use (coarsely). */
  resolve(token: string): { userId: string; sessionId: string } | null {
    const tokenHash = hashToken(token)
    const session = this.store.read().sessions.find((s) => s.tokenHash === tokenHash)
    const now = this.now()
    if (!session || Date.parse(session.expiresAt) <= now) return null
    const lastUsed = Date.parse(session.lastUsedAt ?? session.createdAt)
    if (now - lastUsed >= LAST_USED_RESOLUTION_MS) {
      const at = new Date(now).toISOString()
      // best effort: a failed write only leaves "last used" older than it is
      void this.store
        .update((draft) => {
          const s = draft.sessions.find((x) => x.tokenHash === tokenHash)
          if (s) s.lastUsedAt = at
        })
        .catch(() => undefined)
    }
    return { userId: session.userId, sessionId: idOf(session) }
  }

  /** The live sessions of one user, newest first. */
  listForUser(userId: string): SessionRecord[] {
    const now = this.now()
    return this.store
      .read()
      .sessions.filter((s) => s.userId === userId && Date.parse(s.expiresAt) > now)
      .map((s) => ({
        id: idOf(s),
        userId: s.userId,
        createdAt: s.createdAt,
        expiresAt: s.expiresAt,
        lastUsedAt: s.lastUsedAt ?? s.createdAt,
        ...(s.userAgent ? { userAgent: s.userAgent } : {}),
        ...(s.ip ? { ip: s.ip } : {}),
        ...(s.method ? { method: s.method } : {}),
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = hashToken(token)
    await this.store.update((draft) => {
      draft.sessions = draft.sessions.filter((s) => s.tokenHash !== tokenHash)
    })
  }

  /** Revokes one session of `userId` by id; false when that user has no such session. */
  async revokeById(userId: string, sessionId: string): Promise<boolean> {
    return this.store.update((draft) => {
      const before = draft.sessions.length
      draft.sessions = draft.sessions.filter((s) => !(s.userId === userId && idOf(s) === sessionId))
      return draft.sessions.length < before
    })
  }

  /** Revokes every session of `userId` except `keepSessionId`; answers how many went. */
  async revokeAllForUser(userId: string, keepSessionId?: string): Promise<number> {
    if (!this.store.read().sessions.some((s) => s.userId === userId)) return 0
    return this.store.update((draft) => {
      const before = draft.sessions.length
      draft.sessions = draft.sessions.filter(
        (s) => s.userId !== userId || (keepSessionId !== undefined && idOf(s) === keepSessionId),
      )
      return before - draft.sessions.length
    })
  }
}
