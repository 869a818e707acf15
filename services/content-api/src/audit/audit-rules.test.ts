import { describe, expect, it } from 'vitest'
import { accessRouteOf } from '../http/access-routes.js'
import { auditRuleOf, type AuditedRequest } from './audit-rules.js'

/** The rule for a request as the trail sees it, and the target it would record. */
function audited(method: string, path: string, body: unknown = {}) {
  const route = accessRouteOf(method, path)
  if (!route) throw new Error(`no route for ${method} ${path}`)
  const rule = auditRuleOf(route, body)
  const segments = path.split('/')
  const request: AuditedRequest = {
    path,
    body,
    segment: (name) => {
      const at = route.path.split('/').indexOf(`:${name}`)
      return at < 0 ? undefined : segments[at]
    },
  }
  return rule ? { type: rule.type, target: rule.target?.(request), method: rule.method } : null
}

describe('which requests are audit events', () => {
  it('when an image, a record or several records are deleted, then each is a content deletion naming what went', () => {
    expect(audited('DELETE', '/media/hero.jpg')).toMatchObject({
      type: 'content-deleted',
      target: 'media/hero.jpg',
    })
    expect(audited('DELETE', '/products/rx-500')).toMatchObject({
      type: 'content-deleted',
      target: 'products/rx-500',
    })
    expect(
      audited('POST', '/products/bulk', { action: 'delete', slugs: ['a', 'b'] }),
    ).toMatchObject({ type: 'content-deleted', target: 'products/a, products/b' })
    expect(audited('POST', '/products/bulk', { action: 'feature', slugs: ['a'] })).toBeNull()
  })

  it('when a sign-in step comes, then its way in is read from the code: six digits are the app, longer a recovery code', () => {
    expect(audited('POST', '/auth/login', { email: 'a@example.com' })).toMatchObject({
      type: 'sign-in',
      method: 'password',
      target: 'a@example.com',
    })
    expect(audited('POST', '/auth/login/mfa', { code: '123 456' })?.method).toBe(
      'password-and-code',
    )
    expect(audited('POST', '/auth/login/mfa', { code: 'abcde-fghij' })?.method).toBe(
      'password-and-recovery-code',
    )
  })

  it('when a request only reads or saves a record, then it is no audit event (git history says who changed a file)', () => {
    for (const [method, path] of [
      ['GET', '/products'],
      ['PUT', '/products/rx-500'],
      ['GET', '/audit'],
      ['PUT', '/auth/list-views'],
      ['POST', '/media'],
    ] as const)
      expect(audited(method, path), `${method} ${path}`).toBeNull()
  })

  it('when the own account changes, then a password change, a session ended and the second factor are told apart', () => {
    expect(audited('POST', '/auth/password')?.type).toBe('password-changed')
    expect(audited('DELETE', '/auth/sessions/s1')).toMatchObject({
      type: 'session-revoked',
      target: 's1',
    })
    expect(audited('DELETE', '/account/totp')?.type).toBe('second-factor-removed')
    expect(audited('POST', '/account/totp/confirm')?.type).toBe('second-factor-added')
    expect(audited('DELETE', '/users/u2/totp')).toMatchObject({
      type: 'second-factor-reset',
      target: 'u2',
    })
    expect(audited('POST', '/users/u2/password')?.type).toBe('user-password-set')
  })
})
