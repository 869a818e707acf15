import {
  SIGN_IN_DEADLINE_MS,
  secondFactorMethodOf,
  type SignInMethod,
  type DemoCredentials,
  type LoginAnswer,
  type LoginResult,
  type SessionUser,
} from '@site/contract'
import { type Logger, AppError } from '@site/platform'
import { addressKey } from './address-key.js'
import type { DeviceTokens } from './device-tokens.js'
import { HashBudget, HashBudgetRefusal } from './hash-budget.js'
import type { LoginThrottle } from './login-throttle.js'
import type { MfaTickets } from './mfa-tickets.js'
import { verifyAgainstDummy, verifyPassword } from './password.js'
import type { SessionStore } from './sessions.js'
import type { SecuritySettingsStore } from './security-settings.js'
import type { TwoFactorService } from './two-factor-service.js'
import { publicUser, type StoredUser, type UserStore } from './users.js'

/** The second step of a sign-in, for accounts with a second factor (null: nobody has one). */
export interface SecondFactorSignIn {
  tickets: MfaTickets
  codes: TwoFactorService
  /** whether a second factor is required of a role (the Security section of the Users page) */
  security: SecuritySettingsStore
}

type Client = { ip: string; userAgent?: string }

/** OIDC_ONLY: passwords are refused to everyone but the break-glass admin (ADMIN_EMAIL). */
export interface PasswordPolicy {
  /** the single sign-on's name, for the refusal's message */
  ssoName: string
  /** the one address still signed in by password (lower case); null: nobody */
  breakGlassEmail: string | null
}

/** The demo admin of `npm start`; offered by the login page only while DEMO_MODE is on. */
export const DEMO_CREDENTIALS: DemoCredentials = {
  email: 'demo@falcongridworks.example',
  password: 'demo-falcon-gridworks',
}

export class AuthService {
  constructor(
    private readonly users: UserStore,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottle,
    private readonly devices: DeviceTokens,
    private readonly log: Logger,
    private readonly secondFactor: SecondFactorSignIn | null,
    /** every sign-in's password hash runs in it; one per process, like libuv's threadpool */
    private readonly hashing: HashBudget = new HashBudget(),
    /** a monotonic clock in ms, for SIGN_IN_DEADLINE_MS */
    private readonly elapsed: () => number = () => performance.now(),
    /** null: passwords work for everyone */
    private readonly ssoOnly: PasswordPolicy | null = null,
  ) {}

  async login(
    input: { email: string; password: string; deviceToken?: string; remember: boolean },
    client: Client,
  ): Promise<LoginAnswer> {
    const started = this.elapsed()
    const { email, password, deviceToken, remember } = input
    const { ip } = client
    // before the throttle and the hash: refused whoever asks, so it costs nothing and says
    // nothing about which addresses have accounts
    if (this.ssoOnly && email.trim().toLowerCase() !== this.ssoOnly.breakGlassEmail) {
      this.log.warn('password sign-in refused: single sign-on only', { email, ip })
      throw new AppError(
        403,
        'sso_only',
        `Sign in with ${this.ssoOnly.ssoName}: passwords are not accepted here.`,
      )
    }
    const user = this.users.findByEmail(email)
    const device = user && deviceToken ? this.devices.verify(deviceToken, user.id) : null
    const claim = this.throttle.claim({ email, ip: addressKey(ip), ...(device ? { device } : {}) })
    if (!claim.allowed) throw tooManyAttempts(claim.retryAfterMs)
    try {
      const ok = await this.hashing
        .run(claim.trusted ? 'known' : 'stranger', () =>
          user ? verifyPassword(password, user.passwordHash) : verifyAgainstDummy(password),
        )
        .catch((error: unknown) => {
          if (!(error instanceof HashBudgetRefusal)) throw error
          throw busy(error.asker === 'known' ? 503 : 429, error.retryAfterMs)
        })
      if (this.elapsed() - started > SIGN_IN_DEADLINE_MS) {
        // The caller has stopped waiting: sign nobody in. A wrong password still counts, and
        // both answers are the same, so a late answer tells nothing about the password.
        if (!user || !ok) await claim.failed()
        this.log.warn('login past its deadline', { email, ip, knownBrowser: claim.trusted })
        throw busy(503, LATE_RETRY_MS)
      }
      if (!user || !ok) {
        const { deviceLocked } = await claim.failed()
        this.log.warn('login failed', { email, ip, knownBrowser: claim.trusted })
        if (deviceLocked) this.log.warn('device token no longer trusted', { email, ip })
        throw new AppError(
          401,
          'invalid_credentials',
          'Invalid email or password. Please try again.',
        )
      }
      if (user.totp && this.secondFactor) {
        // No session yet, and the throttle's record is left as it is: a right password alone
        // must not wipe the failures of someone guessing codes with it (succeeded() comes after
        // the code).
        const { ticket, expiresAt } = this.secondFactor.tickets.issue({
          userId: user.id,
          remember,
          ...(device && claim.trusted ? { device } : {}),
        })
        this.log.info('login needs a second factor', { userId: user.id })
        return { mfa_required: true, ticket, expiresAt: new Date(expiresAt).toISOString() }
      }
      await claim.succeeded()
      return await this.startSession(user, client, {
        remember,
        knownBrowser: claim.trusted,
        method: 'password',
      })
    } finally {
      claim.settle()
    }
  }

  /**
   * The second step (POST /auth/login/mfa): the ticket of a right password and a code of the
   * account's app, or a recovery code. The ticket works once (a wrong code gives it back, a few
   * times); a wrong code counts in the login throttle like a wrong password.
   */
  async loginWithSecondFactor(input: { ticket: string; code: string }, client: Client) {
    const pending = this.secondFactor?.tickets.take(input.ticket) ?? null
    const user = pending ? this.users.findById(pending.userId) : undefined
    if (!pending || !user?.totp || !this.secondFactor) throw ticketRefused()
    const claim = this.throttle.claim({
      email: user.email,
      ip: addressKey(client.ip),
      ...(pending.device ? { device: pending.device } : {}),
    })
    if (!claim.allowed) {
      // not a wrong code: the ticket goes back with the failures it had
      this.secondFactor.tickets.putBack(input.ticket, {
        ...pending,
        failures: pending.failures - 1,
      })
      throw tooManyAttempts(claim.retryAfterMs)
    }
    try {
      if (!(await this.secondFactor.codes.useCode(user.id, input.code))) {
        await claim.failed()
        this.secondFactor.tickets.putBack(input.ticket, pending)
        this.log.warn('second factor failed', { userId: user.id, ip: client.ip })
        throw new AppError(401, 'invalid_code', 'That code is not right, or was used already.', {
          fields: { code: 'That code is not right, or was used already.' },
        })
      }
      await claim.succeeded()
      return await this.startSession(user, client, {
        remember: pending.remember,
        knownBrowser: pending.device !== undefined,
        method: secondFactorMethodOf(input.code),
      })
    } finally {
      claim.settle()
    }
  }

  /**
   * A session for a user single sign-on vouched for (auth/oidc-sign-in.ts): it ends when the
   * provider's ID token does, even when remembered.
   */
  startSsoSession(
    user: StoredUser,
    client: Client,
    options: { remember: boolean; notAfter: number },
  ): Promise<LoginResult> {
    return this.startSession(user, client, {
      remember: options.remember,
      knownBrowser: false,
      method: 'sso',
      notAfter: options.notAfter,
    })
  }

  /**
   * A new session, bound to how it was signed in: its method is recorded (the sessions page
   * shows it), a remembered one lasts 30 days and a plain one 12 hours, an SSO one no longer
   * than the provider's token (`notAfter`).
   */
  private async startSession(
    user: StoredUser,
    client: Client,
    how: { remember: boolean; knownBrowser: boolean; method: SignInMethod; notAfter?: number },
  ): Promise<LoginResult> {
    const { ip, userAgent } = client
    const { remember, knownBrowser, method } = how
    const { token, expiresAt } = await this.sessions.create(user.id, {
      ip,
      ...(userAgent ? { userAgent } : {}),
      remember,
      method,
      ...(how.notAfter !== undefined ? { notAfter: how.notAfter } : {}),
    })
    // a fresh device token on every sign-in: this browser is known to the account from now on
    const issued = this.devices.issue(user.id)
    this.log.info('login', {
      userId: user.id,
      knownBrowser,
      remember,
      method,
    })
    return {
      token,
      expiresAt,
      user: this.sessionUser(user),
      deviceToken: issued.token,
      deviceTokenExpiresAt: issued.expiresAt.toISOString(),
    }
  }

  /** The user behind a bearer token, or null when the token is unknown, expired or revoked. */
  userForToken(token: string): SessionUser | null {
    return this.sessionForToken(token)?.user ?? null
  }

  /** The user and the session id behind a bearer token, or null. */
  sessionForToken(token: string): { user: SessionUser; sessionId: string } | null {
    const session = this.sessions.resolve(token)
    const user = session ? this.users.findById(session.userId) : undefined
    return user && session ? { user: this.sessionUser(user), sessionId: session.sessionId } : null
  }

  /**
   * The user as the session sees them: marked while a second factor is required of their role
   * and they have none, so the authorize layer lets them reach only its set-up and sign-out.
   */
  private sessionUser(user: StoredUser): SessionUser {
    const mustSetUp = !user.totp && (this.secondFactor?.security.requires(user.role) ?? false)
    return { ...publicUser(user), ...(mustSetUp ? { mustSetUpSecondFactor: true } : {}) }
  }

  logout(token: string): Promise<void> {
    return this.sessions.revoke(token)
  }
}

const tooManyAttempts = (retryAfterMs: number) =>
  new AppError(
    429,
    'too_many_attempts',
    'Too many failed sign-in attempts. Wait a moment, then try again.',
    { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
  )

/** Unknown, used, expired or out of tries: the password step starts again. */
const ticketRefused = () =>
  new AppError(
    401,
    'mfa_ticket_invalid',
    'This sign-in has expired or was used. Enter your password again.',
  )

/** When to try again after a sign-in that ran past its deadline (the machine is overloaded). */
const LATE_RETRY_MS = 5_000

/**
 * No password-hashing slot soon enough, or the deadline passed: nobody was signed in. A stranger
 * hears 429, like any throttled sign-in; a known browser, which the budget puts first, only when
 * the machine cannot keep up, so it is told the service is busy (503).
 */
function busy(status: 429 | 503, retryAfterMs: number): AppError {
  return new AppError(
    status,
    'sign_in_busy',
    'Sign-in is busy right now. Wait a few seconds, then try again.',
    { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
  )
}

/** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, and the demo admin in demo mode. */
export async function ensureInitialUsers(
  users: UserStore,
  options: {
    firstAdmin: { email: string; password: string; name: string } | null
    demoMode: boolean
  },
  log: Logger,
): Promise<void> {
  const { firstAdmin, demoMode } = options
  if (firstAdmin && !users.findByEmail(firstAdmin.email)) {
    await users.create({ ...firstAdmin, role: 'admin' })
    log.info('created first admin', { email: firstAdmin.email })
  }
  if (demoMode && !users.findByEmail(DEMO_CREDENTIALS.email)) {
    await users.create({ ...DEMO_CREDENTIALS, name: 'Demo Admin', role: 'admin' })
    log.info('created demo admin', { email: DEMO_CREDENTIALS.email })
  }
  if (users.count() === 0) {
    log.warn('no users: set ADMIN_EMAIL and ADMIN_PASSWORD (or DEMO_MODE=true) to sign in')
  }
}
