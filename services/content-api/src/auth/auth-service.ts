import type { DemoCredentials, LoginResult, SessionUser } from '../schemas/index.js'
import type { Logger } from '../log.js'
import { HttpError } from '../http/errors.js'
import type { LoginThrottle } from './login-throttle.js'
import { verifyAgainstDummy, verifyPassword } from './password.js'
import type { SessionStore } from './sessions.js'
import { publicUser, type UserStore } from './users.js'

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
    private readonly log: Logger,
  ) {}

  async login(
    email: string,
    password: string,
    ip: string,
    userAgent?: string,
  ): Promise<LoginResult> {
    const visitor = { email, ip }
    const waitMs = this.throttle.retryAfterMs(visitor)
    if (waitMs > 0) {
      throw new HttpError(
        429,
        'too_many_attempts',
        'Too many failed sign-in attempts. Wait a moment, then try again.',
        {
          retryAfterSeconds: Math.ceil(waitMs / 1000),
        },
      )
    }
    // counted before the slow hash, so parallel guesses cannot all slip under the limit
    const attempt = this.throttle.begin(visitor)
    try {
      const user = this.users.findByEmail(email)
      const ok = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstDummy(password)
      if (!user || !ok) {
        await this.throttle.recordFailure(visitor)
        this.log.warn('login failed', { email, ip })
        throw new HttpError(
          401,
          'invalid_credentials',
          'Invalid email or password. Please try again.',
        )
      }
      await this.throttle.succeeded(visitor)
      const { token, expiresAt } = await this.sessions.create(user.id, {
        ip,
        ...(userAgent ? { userAgent } : {}),
      })
      this.log.info('login', { userId: user.id })
      return { token, expiresAt, user: publicUser(user) }
    } finally {
      attempt.settle()
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
    return user && session ? { user: publicUser(user), sessionId: session.sessionId } : null
  }

  logout(token: string): Promise<void> {
    return this.sessions.revoke(token)
  }
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
