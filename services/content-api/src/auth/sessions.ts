import { createHash, randomBytes } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import { JsonFileStore } from './json-file-store.js'

const StoredSession = z.object({
  tokenHash: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
})
const SessionsFile = z.object({ sessions: z.array(StoredSession) })

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** Only a hash of each token is stored: a leaked data directory does not leak live sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

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

  async create(userId: string): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(32).toString('base64url')
    const created = this.now()
    const expiresAt = new Date(created + SESSION_TTL_MS).toISOString()
    await this.store.update((draft) => {
      // drop expired sessions while we are writing anyway
      draft.sessions = draft.sessions.filter((s) => Date.parse(s.expiresAt) > created)
      draft.sessions.push({
        tokenHash: hashToken(token),
        userId,
        createdAt: new Date(created).toISOString(),
        expiresAt,
      })
    })
    return { token, expiresAt }
  }

  /** The user id of a live session, or null. */
  resolve(token: string): string | null {
    const tokenHash = hashToken(token)
    const session = this.store.read().sessions.find((s) => s.tokenHash === tokenHash)
    if (!session || Date.parse(session.expiresAt) <= this.now()) return null
    return session.userId
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = hashToken(token)
    await this.store.update((draft) => {
      draft.sessions = draft.sessions.filter((s) => s.tokenHash !== tokenHash)
    })
  }
}
