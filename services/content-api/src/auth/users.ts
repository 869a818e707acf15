import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import {
  AdminLanguage,
  type AdminLanguageCode,
  DEFAULT_NOTIFICATIONS,
  defaultAdminLanguage,
  NotificationSettings,
  Role,
  SavedListView,
  type SessionUser,
} from '@site/contract'
import { JsonFileStore } from './json-file-store.js'
import { hashPassword } from './password.js'

const StoredUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: Role,
  passwordHash: z.string(),
  createdAt: z.string(),
  /** absent until the user changes it on My Account (files written before it existed) */
  notifications: NotificationSettings.optional(),
  /** the list views the user saved ("Save view"); absent until the first */
  listViews: z.array(SavedListView).optional(),
  /** the language the admin is shown in for this user; absent until they pick one */
  adminLanguage: AdminLanguage.optional(),
  /** the authenticator app (two-factor-service.ts); absent while the user has none */
  totp: z
    .object({
      /** sealed with SecondFactorKeys, bound to this user's id */
      secret: z.string(),
      enabledAt: z.string(),
      /** the time step of the last code accepted: it and older ones are refused (replay) */
      lastStep: z.number().int(),
      /** HMACs of the unused recovery codes */
      recoveryCodes: z.array(z.string()).max(20),
    })
    .optional(),
  /** a secret scanned but not yet confirmed by a code (POST /account/totp) */
  pendingTotp: z.object({ secret: z.string(), createdAt: z.string() }).optional(),
})
export type StoredUser = z.infer<typeof StoredUser>
const UsersFile = z.object({ users: z.array(StoredUser) })

export const publicUser = ({
  id,
  email,
  name,
  role,
  adminLanguage,
  totp,
}: StoredUser): SessionUser => ({
  id,
  email,
  name,
  role,
  adminLanguage: adminLanguage ?? defaultAdminLanguage,
  twoFactor: totp !== undefined,
})

/** Admin users in DATA_DIR/users.json (never in git: personal data). */
export class UserStore {
  private constructor(private readonly store: JsonFileStore<z.infer<typeof UsersFile>>) {}

  static async open(dataDir: string): Promise<UserStore> {
    return new UserStore(
      await JsonFileStore.open(path.join(dataDir, 'users.json'), UsersFile, { users: [] }),
    )
  }

  count(): number {
    return this.store.read().users.length
  }

  findByEmail(email: string): StoredUser | undefined {
    const wanted = email.trim().toLowerCase()
    return this.store.read().users.find((u) => u.email === wanted)
  }

  findById(id: string): StoredUser | undefined {
    return this.store.read().users.find((u) => u.id === id)
  }

  async create(input: {
    email: string
    name: string
    role: Role
    password: string
  }): Promise<SessionUser> {
    const user: StoredUser = {
      id: randomUUID(),
      email: input.email.trim().toLowerCase(),
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      createdAt: new Date().toISOString(),
    }
    await this.store.update((draft) => {
      if (draft.users.some((u) => u.email === user.email)) throw new DuplicateEmailError(user.email)
      draft.users.push(user)
    })
    return publicUser(user)
  }

  /** Every user, oldest first, without password hashes. */
  list(): Array<SessionUser & { createdAt: string }> {
    return this.store.read().users.map((u) => ({ ...publicUser(u), createdAt: u.createdAt }))
  }

  /**
   * Removes a user unless `guard` (run inside the write, on the current list) throws: the "never
   * the last admin" check and the removal cannot interleave with another removal.
   */
  async remove(id: string, guard: (users: readonly StoredUser[]) => void): Promise<boolean> {
    return this.store.update((draft) => {
      guard(draft.users)
      const before = draft.users.length
      draft.users = draft.users.filter((u) => u.id !== id)
      return draft.users.length < before
    })
  }

  /** Every stored user (the draft e-mails choose their recipients from these). */
  all(): readonly StoredUser[] {
    return this.store.read().users
  }

  /** Stores which draft e-mails the user gets; false when there is no such user. */
  async setNotifications(id: string, notifications: NotificationSettings): Promise<boolean> {
    return this.store.update((draft) => {
      const user = draft.users.find((u) => u.id === id)
      if (!user) return false
      user.notifications = notifications
      return true
    })
  }

  /** Stores the user's saved list views (checked by the caller); false when there is no such user. */
  async setListViews(id: string, views: SavedListView[]): Promise<boolean> {
    return this.store.update((draft) => {
      const user = draft.users.find((u) => u.id === id)
      if (!user) return false
      user.listViews = views
      return true
    })
  }

  /** Stores the language the user sees the admin in; the user as now, or null when there is none. */
  async setAdminLanguage(
    id: string,
    adminLanguage: AdminLanguageCode,
  ): Promise<SessionUser | null> {
    return this.store.update((draft) => {
      const user = draft.users.find((u) => u.id === id)
      if (!user) return null
      user.adminLanguage = adminLanguage
      return publicUser(user)
    })
  }

  /**
   * Runs `change` on the stored user inside the write (one at a time): checking a code and
   * marking it used cannot interleave with another request using the same code. Null when there
   * is no such user; what `change` throws is thrown and nothing is written.
   */
  async changeSecondFactor<R>(id: string, change: (user: StoredUser) => R): Promise<R | null> {
    return this.store.update((draft) => {
      const user = draft.users.find((u) => u.id === id)
      return user ? change(user) : null
    })
  }

  /** Replaces a user's password (slow-hashed); false when there is no such user. */
  async setPassword(id: string, password: string): Promise<boolean> {
    const passwordHash = await hashPassword(password)
    return this.store.update((draft) => {
      const user = draft.users.find((u) => u.id === id)
      if (!user) return false
      user.passwordHash = passwordHash
      return true
    })
  }
}

/** Which draft e-mails a user gets: their own choice, else everything. */
export const notificationsOf = (user: StoredUser): NotificationSettings =>
  user.notifications ?? DEFAULT_NOTIFICATIONS

export class DuplicateEmailError extends Error {
  constructor(readonly email: string) {
    super(`A user with the e-mail ${email} exists`)
    this.name = 'DuplicateEmailError'
  }
}
