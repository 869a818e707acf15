import type { Request, RequestHandler } from 'express'
import type { AuthService } from '../auth/auth-service.js'
import type { SessionUser } from '../schemas/index.js'
import { HttpError } from './errors.js'

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? ''
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header)
  return match?.[1] ?? null
}

/** The signed-in user of this request, if any (set by `attachUser`). */
export function userOf(req: Request): SessionUser | null {
  return (req as Request & { user?: SessionUser }).user ?? null
}

export function attachUser(auth: AuthService): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req)
    const user = token ? auth.userForToken(token) : null
    if (user) (req as Request & { user?: SessionUser }).user = user
    next()
  }
}

/** Guard: the first line of every write. */
export function requireUser(req: Request): SessionUser {
  const user = userOf(req)
  if (!user) throw new HttpError(401, 'unauthenticated', 'Sign in to do this')
  return user
}
