import type { RequestHandler, Response } from 'express'
import { currentRequestId, type Logger } from '@site/platform'
import type { AuditLog } from '../audit/audit-log.js'
import { auditRuleOf } from '../audit/audit-rules.js'
import { accessRouteOf, segmentOf } from './access-routes.js'
import { userOf } from './session.js'

type WithErrorCode = Response & {
  auditErrorCode?: string
  auditSignedIn?: SignedIn
  /** the first step of a two-step sign-in: the password was right, nobody is signed in yet */
  auditSkip?: boolean
}
interface SignedIn {
  id: string
  email: string
  name: string
}

/**
 * Writes the audit log's entry for each request that is a security event (audit-rules.ts), once
 * its answer is known: success for 2xx/3xx, failure with the API's error code otherwise. The
 * actor is the signed-in user; for a sign-in, the user it signed in, or the e-mail it tried.
 * Mounted after `attachUser` and before `authorize`, so a refusal by the access table (401, 403)
 * is recorded as well. The entry is written after the answer is sent: recording never delays or
 * fails a request (an append that fails is logged).
 */
export function auditTrail(
  audit: AuditLog,
  log: Logger,
  /** a user's e-mail by id: a removed user is named by it, not by an id nobody knows */
  userEmail: (id: string) => string | undefined = () => undefined,
): RequestHandler {
  return (req, res, next) => {
    const route = accessRouteOf(req.method, req.path)
    if (!route) return next()
    const path = req.path
    const segment = (name: string) => decoded(segmentOf(route.path, path, `:${name}`))
    const userId = route.target === 'users' ? segment('id') : undefined
    const namedUser = userId ? userEmail(userId) : undefined
    const requestId = currentRequestId()
    const answer = res as WithErrorCode
    // the error code and a sign-in's user are read from the JSON answer as it is sent
    const json = res.json.bind(res)
    res.json = (body: unknown) => {
      const error = (body as { error?: { code?: unknown } } | null)?.error
      if (typeof error?.code === 'string') answer.auditErrorCode = error.code
      if ((body as { mfa_required?: unknown } | null)?.mfa_required === true)
        answer.auditSkip = true
      const user = (body as { user?: Partial<SignedIn>; token?: unknown } | null)?.user
      if (route.target === 'session' && user?.id && user.email)
        answer.auditSignedIn = { id: user.id, email: user.email, name: user.name ?? '' }
      return json(body)
    }
    res.on('finish', () => {
      const rule = auditRuleOf(route, req.body)
      if (!rule || answer.auditSkip) return
      const failed = res.statusCode >= 400
      if (rule.failuresOnly && !failed) return
      const user =
        userOf(req) ??
        answer.auditSignedIn ??
        (res.locals.auditActor as SignedIn | undefined) ??
        null
      if (!user && !rule.anonymous) return
      const target = rule.target?.({
        path,
        body: req.body,
        segment,
        ...(namedUser ? { namedUser } : {}),
      })
      const attempted = rule.type === 'sign-in' ? target : undefined
      const userAgent = req.get('user-agent')
      audit
        .record({
          type: rule.type,
          outcome: failed ? 'failure' : 'success',
          actor: user
            ? { id: user.id, email: user.email, name: user.name }
            : attempted
              ? { email: attempted }
              : null,
          ...(target !== undefined && rule.type !== 'sign-in' ? { target } : {}),
          ...(failed ? { reason: answer.auditErrorCode ?? `http_${res.statusCode}` } : {}),
          ...(rule.method ? { method: rule.method } : {}),
          ip: req.ip ?? 'unknown',
          ...(userAgent ? { user_agent: userAgent } : {}),
          ...(requestId ? { request_id: requestId } : {}),
        })
        .catch((error: unknown) => {
          log.error('an audit entry could not be written', {
            type: rule.type,
            error: error instanceof Error ? error.message : String(error),
          })
        })
    })
    next()
  }
}

function decoded(segment: string | null): string | undefined {
  if (segment === null) return undefined
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Who a second sign-in step is for, read from its ticket before the route uses it up: a wrong
 * code is then recorded against the account it was tried on. Mounted after the JSON parser.
 */
export function auditTicketOwner(owner: (ticket: string) => SignedIn | undefined): RequestHandler {
  return (req, res, next) => {
    const ticket = (req.body as { ticket?: unknown } | undefined)?.ticket
    if (req.method === 'POST' && req.path === '/auth/login/mfa' && typeof ticket === 'string') {
      const signedIn = owner(ticket)
      if (signedIn) res.locals.auditActor = signedIn
    }
    next()
  }
}
