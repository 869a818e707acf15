import type { AuditEntry, AuditEventType, AuditSignInMethod } from '@site/contract'
import type { AdminMessageKey } from '../i18n/admin-i18n'

/** Each event's name in the admin catalogue ("Sign-in", "تسجيل الدخول"). */
export const auditEventKey = (type: AuditEventType): AdminMessageKey => `audit.type.${type}`

export const auditOutcomeKey = (outcome: AuditEntry['outcome']): AdminMessageKey =>
  outcome === 'success' ? 'audit.outcome.success' : 'audit.outcome.failure'

/** The API's error codes a security event fails with most, in words; others show as they are. */
const reasonKeys = {
  invalid_credentials: 'audit.reason.invalid_credentials',
  too_many_attempts: 'audit.reason.too_many_attempts',
  sign_in_busy: 'audit.reason.sign_in_busy',
  unauthenticated: 'audit.reason.unauthenticated',
  forbidden: 'audit.reason.forbidden',
  validation_failed: 'audit.reason.validation_failed',
  conflict: 'audit.reason.conflict',
  referenced: 'audit.reason.referenced',
  last_admin: 'audit.reason.last_admin',
  bad_signature: 'audit.reason.bad_signature',
  invalid_reset_link: 'audit.reason.invalid_reset_link',
  not_found: 'audit.reason.not_found',
  invalid_code: 'audit.reason.invalid_code',
  second_factor_setup_required: 'audit.reason.second_factor_setup_required',
} as const satisfies Record<string, AdminMessageKey>

export function auditReason(
  reason: string | undefined,
  t: (key: AdminMessageKey) => string,
): string {
  if (!reason) return ''
  const key = (reasonKeys as Record<string, AdminMessageKey | undefined>)[reason]
  return key ? t(key) : reason
}

/** How a sign-in was made ("Password and app code"). */
export const auditMethodKey = (method: AuditSignInMethod): AdminMessageKey =>
  `audit.method.${method}`
