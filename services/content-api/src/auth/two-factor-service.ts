import type { RecoveryCodes, SecondFactorStatus, SessionUser, TotpEnrolment } from '@site/contract'
import { type Logger, AppError, validationError } from '@site/platform'
import type { MfaTickets } from './mfa-tickets.js'
import { compactRecoveryCode, indexOfHash, newRecoveryCodes } from './recovery-codes.js'
import type { SecondFactorKeys } from './second-factor-keys.js'
import type { SecuritySettingsStore } from './security-settings.js'
import type { SessionStore } from './sessions.js'
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.js'
import type { StoredUser, UserStore } from './users.js'

/** The name authenticator apps list the account under. */
export const TOTP_ISSUER = 'Falcon Gridworks'

/** A code (compacted by `SecondFactorCode`) as what it proves: app code or recovery code. */
type Match = { kind: 'totp'; step: number } | { kind: 'recovery'; index: number }

/**
 * The authenticator-app second factor of each account: set-up (a secret, confirmed by a first
 * code), the codes at sign-in (TOTP or a recovery code, each once), new recovery codes, and
 * turning it off. Secrets are sealed and recovery codes hashed (SecondFactorKeys).
 */
export class TwoFactorService {
  constructor(
    private readonly users: UserStore,
    private readonly sessions: SessionStore,
    private readonly tickets: MfaTickets,
    private readonly keys: SecondFactorKeys,
    private readonly security: SecuritySettingsStore,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The id of the user a pending sign-in's ticket is for (the audit log names who tried). */
  userOfTicket(ticket: string): string | undefined {
    return this.tickets.peek(ticket)?.userId
  }

  status(user: SessionUser): SecondFactorStatus {
    const stored = this.stored(user.id)
    return {
      enabled: stored.totp !== undefined,
      recoveryCodesLeft: stored.totp?.recoveryCodes.length ?? 0,
    }
  }

  /** A new secret to scan; the second factor is on only once a code confirms it. */
  async begin(user: SessionUser): Promise<TotpEnrolment> {
    const stored = this.stored(user.id)
    if (stored.totp) throw alreadyOn()
    const secret = newTotpSecret()
    const sealed = this.keys.seal(secret, user.id)
    const createdAt = new Date(this.now()).toISOString()
    await this.users.changeSecondFactor(user.id, (u) => {
      if (u.totp) throw alreadyOn()
      u.pendingTotp = { secret: sealed, createdAt }
    })
    return { secret, otpauth_url: otpauthUrl(TOTP_ISSUER, stored.email, secret) }
  }

  /**
   * The first code from the app: the second factor is on, with 10 fresh recovery codes (shown
   * this once). The user's other sessions end: they were opened without it.
   */
  async confirm(user: SessionUser, sessionId: string, code: string): Promise<RecoveryCodes> {
    const pending = this.stored(user.id).pendingTotp
    if (!pending) {
      throw new AppError(
        409,
        'no_totp_setup',
        'Start the set-up again: there is no secret to confirm',
      )
    }
    const secret = this.keys.unseal(pending.secret, user.id)
    const step = matchTotp(secret, code, this.now())
    if (step === null)
      throw wrongCode('That code is not right. Check the time on your phone and try again.')
    const codes = newRecoveryCodes()
    const hashes = codes.map((c) => this.keys.hashRecoveryCode(compactRecoveryCode(c)))
    const enabledAt = new Date(this.now()).toISOString()
    await this.users.changeSecondFactor(user.id, (u) => {
      if (u.totp) throw alreadyOn()
      if (u.pendingTotp?.secret !== pending.secret)
        throw new AppError(409, 'no_totp_setup', 'The set-up was started again: scan the new code')
      u.totp = { secret: pending.secret, enabledAt, lastStep: step, recoveryCodes: hashes }
      delete u.pendingTotp
    })
    await this.sessions.revokeAllForUser(user.id, sessionId)
    this.log.info('second factor on', { userId: user.id })
    return { recovery_codes: codes }
  }

  /**
   * Whether `code` is a valid second factor of the user now, using it up: an app code's step and
   * every older one, or the recovery code. False for a wrong or already used code.
   */
  async useCode(userId: string, code: string): Promise<boolean> {
    const user = this.users.findById(userId)
    if (!user?.totp || this.match(user, code) === null) return false
    // checked again inside the write: of two requests with the same code, one wins
    const used = await this.users.changeSecondFactor(userId, (u) => {
      const match = this.match(u, code)
      if (!u.totp || match === null) return false
      if (match.kind === 'totp') u.totp.lastStep = match.step
      else u.totp.recoveryCodes.splice(match.index, 1)
      return true
    })
    if (used) this.log.info('second factor used', { userId })
    return used === true
  }

  /** 10 new recovery codes in place of the old ones, for a user who proves they have the app. */
  async regenerateRecoveryCodes(user: SessionUser, code: string): Promise<RecoveryCodes> {
    await this.requireProof(user, code)
    const codes = newRecoveryCodes()
    const hashes = codes.map((c) => this.keys.hashRecoveryCode(compactRecoveryCode(c)))
    await this.users.changeSecondFactor(user.id, (u) => {
      if (u.totp) u.totp.recoveryCodes = hashes
    })
    this.log.info('recovery codes renewed', { userId: user.id })
    return { recovery_codes: codes }
  }

  /**
   * Turns the second factor off (proved by a code); the user's other sessions end. Refused while
   * one is required of the user's role: it is their only one.
   */
  async disable(user: SessionUser, sessionId: string, code: string): Promise<void> {
    if (this.security.requires(user.role)) {
      throw new AppError(
        409,
        'second_factor_required',
        'Two-step sign-in is required for your role: it cannot be turned off',
      )
    }
    await this.requireProof(user, code)
    await this.users.changeSecondFactor(user.id, (u) => {
      delete u.totp
      delete u.pendingTotp
    })
    this.tickets.dropUser(user.id)
    await this.sessions.revokeAllForUser(user.id, sessionId)
    this.log.info('second factor off', { userId: user.id })
  }

  /**
   * An admin resets another user's second factor (a lost phone and no recovery codes left): it
   * is gone, and so is every session and pending sign-in of that user. Logged; the caller tells
   * the user. Null when there is no such user.
   */
  async reset(actor: SessionUser, userId: string): Promise<{ id: string; email: string } | null> {
    if (actor.id === userId) {
      throw new AppError(
        409,
        'cannot_reset_self',
        'Turn off your own two-step sign-in on My Account (it asks for a code)',
      )
    }
    const target = await this.users.changeSecondFactor(userId, (u) => {
      if (!u.totp && !u.pendingTotp) {
        throw new AppError(409, 'two_factor_off', 'This user has no two-step sign-in to reset')
      }
      delete u.totp
      delete u.pendingTotp
      return { id: u.id, email: u.email }
    })
    if (!target) return null
    this.tickets.dropUser(userId)
    await this.sessions.revokeAllForUser(userId)
    this.log.warn('second factor reset by an admin', { by: actor.id, userId })
    return target
  }

  private async requireProof(user: SessionUser, code: string): Promise<void> {
    if (!this.stored(user.id).totp) {
      throw new AppError(409, 'two_factor_off', 'Two-step sign-in is not on for this account')
    }
    if (!(await this.useCode(user.id, code))) {
      throw wrongCode('That code is not right, or was used already.')
    }
  }

  private match(user: StoredUser, code: string): Match | null {
    if (!user.totp) return null
    if (/^\d+$/.test(code)) {
      const secret = this.keys.unseal(user.totp.secret, user.id)
      const step = matchTotp(secret, code, this.now(), user.totp.lastStep)
      return step === null ? null : { kind: 'totp', step }
    }
    const index = indexOfHash(user.totp.recoveryCodes, this.keys.hashRecoveryCode(code))
    return index < 0 ? null : { kind: 'recovery', index }
  }

  private stored(id: string): StoredUser {
    const stored = this.users.findById(id)
    if (!stored) throw new AppError(401, 'unauthenticated', 'Sign in to do this')
    return stored
  }
}

const alreadyOn = () =>
  new AppError(409, 'two_factor_on', 'Two-step sign-in is on already: turn it off first')
const wrongCode = (message: string) => validationError({ code: message }, message)
