import type {
  NewUserInput,
  NotificationSettings,
  AdminLanguageCode,
  SavedListView,
  PasswordChangeInput,
  SessionInfo,
  SessionUser,
  UserSummary,
} from '@site/contract'
import { type Logger, AppError, validationError } from '@site/platform'
import { verifyPassword } from './password.js'
import type { SessionStore } from './sessions.js'
import { DuplicateEmailError, notificationsOf, type UserStore } from './users.js'

/**
 * User management (admins) and each user's own account: password and sessions. Route guards
 * decide who may call what; this class keeps the rules that hold whoever calls (never remove
 * yourself or the last admin; a new password ends the sessions it should).
 */
export class AccountService {
  constructor(
    private readonly users: UserStore,
    private readonly sessions: SessionStore,
    private readonly log: Logger,
  ) {}

  listUsers(): UserSummary[] {
    return this.users.list()
  }

  /** Who a user id is (never the password hash): the audit log names people, not ids. */
  whoIs(id: string): { id: string; email: string; name: string } | undefined {
    const user = this.users.findById(id)
    return user ? { id: user.id, email: user.email, name: user.name } : undefined
  }

  async addUser(actor: SessionUser, input: NewUserInput): Promise<UserSummary> {
    if (this.users.findByEmail(input.email)) throw emailTaken()
    try {
      const user = await this.users.create(input)
      this.log.info('user added', { by: actor.id, userId: user.id, role: user.role })
      const created = this.users.list().find((u) => u.id === user.id)
      return created ?? { ...user, createdAt: new Date().toISOString() }
    } catch (error) {
      if (error instanceof DuplicateEmailError) throw emailTaken()
      throw error
    }
  }

  async removeUser(actor: SessionUser, id: string): Promise<void> {
    if (id === actor.id) {
      throw new AppError(409, 'cannot_remove_self', 'You cannot remove your own account')
    }
    const removed = await this.users.remove(id, (users) => {
      const target = users.find((u) => u.id === id)
      if (!target) return
      const admins = users.filter((u) => u.role === 'admin')
      if (target.role === 'admin' && admins.length <= 1) {
        throw new AppError(409, 'last_admin', 'The last admin cannot be removed')
      }
    })
    if (!removed) throw noSuchUser()
    await this.sessions.revokeAllForUser(id)
    this.log.info('user removed', { by: actor.id, userId: id })
  }

  /** An admin sets someone's password; that user's sessions all end (they sign in again). */
  async resetPassword(actor: SessionUser, id: string, password: string): Promise<void> {
    if (!(await this.users.setPassword(id, password))) throw noSuchUser()
    await this.sessions.revokeAllForUser(id)
    this.log.info('password reset', { by: actor.id, userId: id })
  }

  /**
   * A user changes their own password: the current one must be right. Their other sessions end
   * (a stolen session does not survive the change); the one making the change stays.
   */
  async changeOwnPassword(
    user: SessionUser,
    currentSessionId: string,
    input: PasswordChangeInput,
  ): Promise<void> {
    const stored = this.users.findById(user.id)
    if (!stored) throw new AppError(401, 'unauthenticated', 'Sign in to do this')
    if (!(await verifyPassword(input.currentPassword, stored.passwordHash))) {
      throw validationError(
        { currentPassword: 'The current password is not correct' },
        'The current password is not correct',
      )
    }
    await this.users.setPassword(user.id, input.newPassword)
    await this.sessions.revokeAllForUser(user.id, currentSessionId)
    this.log.info('password changed', { userId: user.id })
  }

  /** Which e-mails about drafts the user gets. */
  notifications(user: SessionUser): NotificationSettings {
    const stored = this.users.findById(user.id)
    if (!stored) throw new AppError(401, 'unauthenticated', 'Sign in to do this')
    return notificationsOf(stored)
  }

  async setNotifications(
    user: SessionUser,
    input: NotificationSettings,
  ): Promise<NotificationSettings> {
    if (!(await this.users.setNotifications(user.id, input))) {
      throw new AppError(401, 'unauthenticated', 'Sign in to do this')
    }
    this.log.info('notification settings changed', { userId: user.id, ...input })
    return input
  }

  /** The signed-in user's own admin language (the session's user: never another's). */
  async setAdminLanguage(
    user: SessionUser,
    adminLanguage: AdminLanguageCode,
  ): Promise<SessionUser> {
    const updated = await this.users.setAdminLanguage(user.id, adminLanguage)
    if (!updated) throw new AppError(401, 'unauthenticated', 'Sign in to do this')
    return updated
  }

  /** The list views the user saved. */
  listViews(user: SessionUser): SavedListView[] {
    const stored = this.users.findById(user.id)
    if (!stored) throw new AppError(401, 'unauthenticated', 'Sign in to do this')
    return stored.listViews ?? []
  }

  async setListViews(user: SessionUser, views: SavedListView[]): Promise<SavedListView[]> {
    if (!(await this.users.setListViews(user.id, views))) {
      throw new AppError(401, 'unauthenticated', 'Sign in to do this')
    }
    return views
  }

  listSessions(user: SessionUser, currentSessionId: string): SessionInfo[] {
    return this.sessions.listForUser(user.id).map(({ userId: _userId, ...session }) => ({
      ...session,
      current: session.id === currentSessionId,
    }))
  }

  async revokeSession(user: SessionUser, sessionId: string): Promise<void> {
    if (!(await this.sessions.revokeById(user.id, sessionId))) {
      throw new AppError(404, 'not_found', 'You have no such session')
    }
  }
}

const emailTaken = () =>
  new AppError(409, 'email_taken', 'A user with this e-mail address already exists', {
    fields: { email: 'A user with this e-mail address already exists' },
  })
const noSuchUser = () => new AppError(404, 'not_found', 'There is no such user')
