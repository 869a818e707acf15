import type { Request, RequestHandler } from 'express'
import type { AuthService } from '../auth/auth-service.js'
import type { Role, SessionUser } from '@site/contract'
import { AppError } from '@site/platform'

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? ''
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header)
  return match?.[1] ?? null
}

type WithSession = Request & { user?: SessionUser; sessionId?: string }

/** The signed-in user of this request, if any (set by `attachUser`). */
export function userOf(req: Request): SessionUser | null {
  return (req as WithSession).user ?? null
}

/** The id of the session this request was made with (set by `attachUser`). */
export function sessionIdOf(req: Request): string | null {
  return (req as WithSession).sessionId ?? null
}

export function attachUser(auth: AuthService): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req)
    const session = token ? auth.sessionForToken(token) : null
    if (session) {
      ;(req as WithSession).user = session.user
      ;(req as WithSession).sessionId = session.sessionId
    }
    next()
  }
}

/** Guard: the first line of every write. */
export function requireUser(req: Request): SessionUser {
  const user = userOf(req)
  if (!user) throw new AppError(401, 'unauthenticated', 'Sign in to do this')
  return user
}

/** What each role may do: an admin may do everything an editor may, and more. */
const rank: Record<Role, number> = { editor: 1, admin: 2 }

/** The signed-in user if their role is at least `role`: 401 without a session, 403 below it. */
export function requireUserWithRole(req: Request, role: Role, why?: string): SessionUser {
  const user = requireUser(req)
  if (rank[user.role] < rank[role]) {
    throw new AppError(
      403,
      'forbidden',
      why ?? (role === 'admin' ? 'Only an admin may do this' : 'You may not do this'),
    )
  }
  return user
}
