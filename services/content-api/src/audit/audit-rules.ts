import { secondFactorMethodOf } from '@site/contract'
import type { AuditEventType, AuditSignInMethod } from '@site/contract'
import type { AccessRoute } from '../http/access-routes.js'

/** What the audit log keeps of one request: its event and what it was done to. */
export interface AuditRule {
  type: AuditEventType
  /** the request's object, read from its path and body before the route runs */
  target?: (request: AuditedRequest) => string | undefined
  /** anonymous failures are kept too (sign-ins, webhooks); otherwise only a signed-in user's */
  anonymous?: true
  /** only a refusal is an event (a webhook that was let in is the sync's business) */
  failuresOnly?: true
  /** a sign-in's way in */
  method?: AuditSignInMethod
}

export interface AuditedRequest {
  path: string
  body: unknown
  /** a path segment named in the route (`:slug`), decoded */
  segment: (name: string) => string | undefined
  /** the e-mail of the user the path's `:id` names, read before the route ran (a removal) */
  namedUser?: string
}

const field = (body: unknown, key: string): string | undefined => {
  const value = (body as Record<string, unknown> | null | undefined)?.[key]
  return typeof value === 'string' ? value : undefined
}

/** "products/rx-500" from "/products/rx-500/restore" */
const itemOfPath = (suffix: string) => (request: AuditedRequest) =>
  request.path.replace(/^\//, '').slice(0, -suffix.length || undefined)

/**
 * Which requests are security events, by the access table's target and action (one table says
 * what each route is: access-routes.ts), with the path where one target's actions differ. A
 * request that is none of these (reads, saves of a record, list views) is not audited: git
 * history already says who changed which file.
 */
export function auditRuleOf(route: AccessRoute, body: unknown): AuditRule | null {
  const { target, action, path } = route
  if (target === 'session' && action === 'create') {
    if (path === '/auth/login/mfa') {
      // the app's codes are digits; a recovery code is not (as the session records it)
      return {
        type: 'sign-in',
        anonymous: true,
        method: secondFactorMethodOf(field(body, 'code') ?? ''),
      }
    }
    // who it was is known only from the answer (the ID token's e-mail), and only on success
    if (path === '/auth/sso/callback') return { type: 'sign-in', anonymous: true, method: 'sso' }
    return {
      type: 'sign-in',
      target: (r) => field(r.body, 'email'),
      anonymous: true,
      method: 'password',
    }
  }
  if (target === 'session' && action === 'delete') return { type: 'sign-out' }
  if (path === '/auth/password') return { type: 'password-changed' }
  if (path === '/auth/sessions/:id')
    return { type: 'session-revoked', target: (r) => r.segment('id') }
  if (path === '/account/totp/confirm') return { type: 'second-factor-added' }
  if (path === '/account/totp' && route.method === 'DELETE')
    return { type: 'second-factor-removed' }
  if (path === '/account/totp/recovery-codes') return { type: 'recovery-codes-renewed' }
  if (path === '/users/:id/totp')
    return { type: 'second-factor-reset', target: (r) => r.namedUser ?? r.segment('id') }
  if (target === 'security' && action === 'update')
    return { type: 'settings-changed', target: () => 'security' }
  if (target === 'passwordReset' && action === 'update')
    return { type: 'password-reset', anonymous: true }
  if (target === 'users' && action === 'create')
    return { type: 'user-created', target: (r) => field(r.body, 'email') }
  if (target === 'users' && action === 'delete')
    return { type: 'user-deleted', target: (r) => r.namedUser ?? r.segment('id') }
  if (target === 'users' && action === 'update')
    return { type: 'user-password-set', target: (r) => r.namedUser ?? r.segment('id') }
  if (target === 'settings' && action === 'update')
    return { type: 'settings-changed', target: (r) => r.path.replace(/^\//, '') }
  if (target === 'drafts' && action === 'publish' && path.endsWith('/publish'))
    return { type: 'content-published', target: (r) => `${r.segment('kind')}/${r.segment('name')}` }
  if (target === 'records' && action === 'delete')
    return { type: 'content-deleted', target: itemOfPath('') }
  if (target === 'records' && path.endsWith('/bulk') && field(body, 'action') === 'delete') {
    return {
      type: 'content-deleted',
      target: (r) => {
        const slugs = (r.body as { slugs?: unknown }).slugs
        const collection = r.path.split('/')[1] ?? ''
        return Array.isArray(slugs)
          ? slugs.map((s) => `${collection}/${String(s)}`).join(', ')
          : collection
      },
    }
  }
  if (target === 'media' && action === 'delete')
    return { type: 'content-deleted', target: (r) => `media/${r.segment('file') ?? ''}` }
  if (action === 'restore') return { type: 'content-restored', target: itemOfPath('/restore') }
  if (target === 'messages' && path === '/contacts/export.csv') return { type: 'messages-exported' }
  if (target === 'remote' && action === 'update')
    return { type: 'webhook-refused', anonymous: true, failuresOnly: true }
  return null
}
