import { type Logger, AppError } from '@site/platform'
import type { MailQueue, QueuedMail } from '../mail/mail-queue.js'
import type { Outbox } from '../mail/outbox.js'
import type { PasswordResetDelivery } from '@site/contract'
import { addressKey } from './address-key.js'
import { RESET_TOKEN_TTL_MS, type ResetTokens } from './reset-tokens.js'
import type { ResetThrottle } from './reset-throttle.js'
import type { SessionStore } from './sessions.js'
import type { UserStore } from './users.js'

export interface PasswordResetDeps {
  users: UserStore
  sessions: SessionStore
  tokens: ResetTokens
  throttle: ResetThrottle
  /** the outbox the link is mailed through; null when mail is not configured */
  mail: { queue: MailQueue; outbox: Outbox<QueuedMail> } | null
  /** without mail: write the link to the log (DEMO_MODE or not production) or send nothing */
  logLinks: boolean
  /** where the admin is: the link is `${siteUrl}/admin/reset-password?token=...` */
  siteUrl: string
  log: Logger
}

export const INVALID_RESET_LINK =
  'This link no longer works: it was used already or is more than 30 minutes old. Ask for a new one.'

const minutes = Math.round(RESET_TOKEN_TTL_MS / 60_000)

/** The reset mail: plain text, the link, how long it works, and what to do if it was not you. */
export function resetMailText(email: string, link: string): string {
  return [
    `Someone, hopefully you, asked to reset the password of the Falcon Gridworks admin account ${email}.`,
    '',
    `Open this link within ${minutes} minutes to choose a new password:`,
    link,
    '',
    'The link works once. Choosing a new password signs the account out everywhere.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n')
}

/**
 * "Forgot password?": a single-use link, valid 30 minutes, mailed through the outbox. Asking
 * answers the same, at the same speed, whether or not the address has an account: the
 * decision to answer is made before the address is looked up (throttle only), and the lookup,
 * the token and the mail happen after the answer. Completing sets the new password and ends
 * every session of the account.
 */
export class PasswordResetService {
  private readonly inFlight = new Set<Promise<void>>()

  constructor(private readonly deps: PasswordResetDeps) {}

  /** How a link reaches its owner here: by e-mail, in the log (demo/development), or not at all. */
  get delivery(): PasswordResetDelivery {
    if (this.deps.mail) return 'email'
    return this.deps.logLinks ? 'log' : 'none'
  }

  /**
   * Accepts a request for `email` (already normalised) or throws 429; the work that depends on
   * whether the account exists runs after this returns.
   */
  request(email: string, ip: string): void {
    const verdict = this.deps.throttle.take(email, addressKey(ip))
    if (!verdict.allowed) {
      throw new AppError(
        429,
        'too_many_requests',
        'Too many reset requests. Wait a while, then try again.',
        { retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000) },
      )
    }
    const work = this.send(email)
      .catch((error: unknown) => {
        this.deps.log.error('password reset request failed', { error: String(error) })
      })
      .finally(() => this.inFlight.delete(work))
    this.inFlight.add(work)
  }

  private async send(email: string): Promise<void> {
    const { users, tokens, mail, log, siteUrl } = this.deps
    const user = users.findByEmail(email)
    if (!user) {
      log.info('password reset asked for an address with no account')
      return
    }
    const delivery = this.delivery
    if (delivery === 'none') {
      log.warn('password reset asked for, but mail is not configured', { userId: user.id })
      return
    }
    const { token, expiresAt } = await tokens.issue(user.id)
    const link = `${siteUrl}/admin/reset-password?${new URLSearchParams({ token })}`
    if (!mail) {
      // DEMO_MODE or development without SMTP_URL: the person running it reads the log
      log.warn('password reset link (mail is not configured; demo or development only)', {
        userId: user.id,
        email: user.email,
        link,
        expiresAt: expiresAt.toISOString(),
      })
      return
    }
    await mail.queue.add(
      {
        kind: 'password-reset',
        to: user.email,
        subject: 'Reset your Falcon Gridworks admin password',
        text: resetMailText(user.email, link),
        expiresAt,
      },
      mail.outbox.initialDelivery(),
    )
    mail.outbox.kick()
    log.info('password reset link queued', { userId: user.id })
  }

  /** Sets the new password with a token from the mail; every session of the account ends. */
  async complete(token: string, password: string): Promise<void> {
    const { tokens, users, sessions, log } = this.deps
    const userId = await tokens.consume(token)
    // a user removed since the mail was sent: the link opens nothing
    if (userId === null || !(await users.setPassword(userId, password))) {
      throw new AppError(400, 'invalid_reset_link', INVALID_RESET_LINK)
    }
    const ended = await sessions.revokeAllForUser(userId)
    log.info('password reset with an e-mailed link', { userId, sessionsEnded: ended })
  }

  /** Resolves once the requests accepted so far are done (shutdown, tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight])
  }
}
