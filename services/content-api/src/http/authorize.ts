import type { Request, RequestHandler } from 'express'
import {
  audienceFor,
  canDraft,
  draftItemTarget,
  type AccessAction,
  type AccessTarget,
  type PublishMode,
} from '@site/contract'
import { accessRouteOf, segmentOf, type AccessRoute } from './access-routes.js'
import { AppError } from '@site/platform'
import { requireUser, requireUserWithRole, userOf } from './session.js'

type WithAccess = Request & { access?: { target: AccessTarget; action: AccessAction } }

/** The target and action `authorize` found for this request. */
export function accessOf(req: Request): { target: AccessTarget; action: AccessAction } | null {
  return (req as WithAccess).access ?? null
}

/**
 * The one authorisation layer: every /api request passes through here before any route. It
 * finds which target and action the request is (access-routes.ts), and checks the policy table
 * (schemas/access.ts): 401 without a session where one is needed, 403 below the role. A request
 * that is no known route is a 404 here, so nothing is reachable without a rule.
 */
export const authorize =
  (mode: PublishMode = 'direct'): RequestHandler =>
  (req, _res, next) => {
    const route = accessRouteOf(req.method, req.path)
    if (!route) throw new AppError(404, 'not_found', `No route for ${req.method} ${req.path}`)
    const audience = audienceFor(route.target, route.action, mode)
    if (audience === null) {
      // a table line naming an action its target does not declare: a programming error
      throw new Error(`access-routes: ${route.target} has no rule for ${route.action}`)
    }
    if (audience !== 'public') {
      requireUser(req)
      // before the role: whatever the route, what this user must do first is the set-up
      secondFactorGate(req, route)
    }
    if (audience === 'admin') {
      const editorial = mode === 'editorial' && audienceFor(route.target, route.action) !== 'admin'
      requireUserWithRole(
        req,
        'admin',
        editorial
          ? 'Editors change the site through drafts here: save a draft and ask for review'
          : undefined,
      )
    }
    if (route.draftItem) draftItemRule(req, route)
    ;(req as WithAccess).access = { target: route.target, action: route.action }
    next()
  }

/**
 * A user who must set up a second factor (it is required of their role and they have none) gets
 * only its set-up, who they are, and signing out; anything else a session would open is refused
 * until they have one. What anyone may do without a session stays open, as it would be signed out.
 */
function secondFactorGate(req: Request, route: AccessRoute): void {
  if (route.duringSecondFactorSetup || !userOf(req)?.mustSetUpSecondFactor) return
  throw new AppError(
    403,
    'second_factor_setup_required',
    'Set up two-step sign-in on My Account first: it is required for your role',
  )
}

/**
 * A change to a draft also needs what saving its item needs (canDraft): an editor who may not
 * save the company settings may not draft, share or revoke a link of them either. A kind that can
 * have no draft passes on to the route's own 404.
 */
function draftItemRule(req: Request, route: AccessRoute): void {
  const item = draftItemTarget(decodedSegment(segmentOf(route.path, req.path, ':kind') ?? ''))
  if (item === null) return
  const user = requireUser(req)
  if (!canDraft(user.role, item)) {
    throw new AppError(
      403,
      'forbidden',
      'Only an admin may change this, so only an admin drafts it or shares its draft',
    )
  }
}

/** A path segment as the router gives it to the route (`%73ettings` is `settings` there too). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new AppError(400, 'bad_request', 'The address has a malformed %-escape')
  }
}
