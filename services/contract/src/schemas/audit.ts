import { z } from 'zod'
import { signInMethods, type SignInMethod } from './auth.js'

/**
 * The security audit log (content-api, DATA_DIR/audit): who signed in, who changed accounts and
 * settings, who published, deleted or restored content, who exported the messages. Kept apart
 * from git history (sign-ins and exports change no file) and append-only.
 */
export const auditEventTypes = [
  'sign-in',
  'sign-out',
  'password-changed',
  'password-reset',
  'session-revoked',
  'second-factor-added',
  'second-factor-removed',
  'second-factor-reset',
  'recovery-codes-renewed',
  'user-created',
  'user-deleted',
  'user-password-set',
  'settings-changed',
  'content-published',
  'content-deleted',
  'content-restored',
  'messages-exported',
  'backup-taken',
  'webhook-refused',
  /** anonymous events over the day's bound, counted rather than kept one by one */
  'events-not-recorded',
] as const
export const AuditEventType = z.enum(auditEventTypes)
export type AuditEventType = z.infer<typeof AuditEventType>

export const auditOutcomes = ['success', 'failure'] as const
/** the sign-in methods (schemas/auth.ts), one list for the sessions and the log */
export const auditSignInMethods = signInMethods
export type AuditSignInMethod = SignInMethod

/** Bounds on what one entry stores: a stranger's user agent or e-mail cannot grow the log. */
export const AUDIT_TEXT_MAX = 300

const Text = z.string().max(AUDIT_TEXT_MAX)

export const AuditEntry = z.object({
  id: z.string().max(64),
  /** ISO 8601, UTC */
  at: z.string().max(40),
  type: AuditEventType,
  outcome: z.enum(auditOutcomes),
  /** who did it: the signed-in user, or the e-mail a failed sign-in gave; null when unknown */
  actor: z
    .object({ id: z.string().max(64).optional(), email: Text, name: Text.optional() })
    .nullable(),
  /** what it was done to: a user's e-mail, an item ("products/rx-500"), a file */
  target: Text.optional(),
  /** why it failed (the API's error code), or what was counted */
  reason: Text.optional(),
  /** how a sign-in was made: the password alone, or with the app's code or a recovery code */
  method: z.enum(auditSignInMethods).optional(),
  /** the visitor's address as web saw it */
  ip: z.string().max(64),
  user_agent: Text.optional(),
  request_id: z.string().max(128).optional(),
})
export type AuditEntry = z.infer<typeof AuditEntry>

export const AUDIT_QUERY_MAX = 1_000

/** GET /api/audit?type=&actor=&since=&until=&limit= (newest first) */
export const AuditQuery = z.object({
  type: AuditEventType.optional(),
  /** part of the actor's e-mail or name, any case */
  actor: z.string().trim().max(254).optional(),
  /** a day (YYYY-MM-DD, UTC) or an instant: entries at or after it */
  since: z.iso.date().or(z.iso.datetime()).optional(),
  /** a day (its end) or an instant: entries at or before it */
  until: z.iso.date().or(z.iso.datetime()).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_QUERY_MAX).default(200),
})
export type AuditQuery = z.input<typeof AuditQuery>

export interface AuditPage {
  entries: AuditEntry[]
  /** true when more entries matched than `limit` */
  more: boolean
}
