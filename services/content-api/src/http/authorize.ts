import type { Request, RequestHandler } from 'express'
import {
  audienceFor,
  type AccessAction,
  type AccessTarget,
  type PublishMode,
} from '../schemas/index.js'
import { accessRouteOf } from './access-routes.js'
import { AppError } from '@site/platform'
import { requireUser, requireUserWithRole } from './session.js'

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
    if (audience === 'editor') requireUser(req)
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
    ;(req as WithAccess).access = { target: route.target, action: route.action }
    next()
  }
