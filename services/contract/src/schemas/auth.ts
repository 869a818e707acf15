import { z } from 'zod'
import type { AdminLanguageCode } from './languages.js'

export const roles = ['admin', 'editor'] as const
export const Role = z.enum(roles)
export type Role = z.infer<typeof Role>

/**
 * What a sign-in hands the browser to show it signed in before (auth/device-tokens.ts); web
 * keeps it in a cookie of its own and sends it with the next sign-in.
 */
export const DeviceToken = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Not a device token')

export const LoginInput = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254),
  password: z.string().min(1, 'Password is required').max(1_000),
  deviceToken: DeviceToken.optional(),
  /** "Remember me": a 30-day session; otherwise one for this browser session (12 hours at most) */
  remember: z.boolean().default(false),
})
export type LoginInput = z.input<typeof LoginInput>

/**
 * The longest content-api spends on one sign-in (the wait for a password-hashing slot and the
 * hash). One that runs past it signs nobody in and answers 503: a sign-in is never completed
 * after the caller stopped waiting for it.
 */
export const SIGN_IN_DEADLINE_MS = 15_000
/** How long web waits for a sign-in's answer: the deadline, and time for the answer to arrive. */
export const SIGN_IN_TIMEOUT_MS = SIGN_IN_DEADLINE_MS + 5_000

/** The signed-in user as other services see it: never the password hash. */
export interface SessionUser {
  id: string
  email: string
  name: string
  role: Role
  /** the language the admin is shown in for this user (My Account); absent: the default */
  adminLanguage?: AdminLanguageCode
  /** an authenticator app is a second factor of this account */
  twoFactor?: boolean
  /**
   * a second factor is required of this user's role and they have none: until they set one up
   * they may reach only the set-up and sign-out (content-api refuses the rest)
   */
  mustSetUpSecondFactor?: boolean
}

export interface LoginResult {
  token: string
  expiresAt: string
  user: SessionUser
  /** this browser's new device token (LoginInput.deviceToken next time) and its expiry */
  deviceToken: string
  deviceTokenExpiresAt: string
}

/**
 * A second factor (auth/two-factor-service.ts): a 6-digit code of an authenticator app (TOTP,
 * RFC 6238) or one of the 10 recovery codes, 10 characters of base32 shown as `abcde-fghij`.
 * Spaces and dashes are ignored and case does not matter, as people copy them from their app or
 * the printed list.
 */
/**
 * How a session was signed in: what the sessions page and the audit log say of it, and what
 * bounds it (an SSO session ends with the provider's token).
 */
export const signInMethods = [
  'password',
  'password-and-code',
  'password-and-recovery-code',
  /** single sign-on (OpenID Connect) */
  'sso',
] as const
export type SignInMethod = (typeof signInMethods)[number]

/** The second step's method: an app's code is digits; a recovery code is not. */
export const secondFactorMethodOf = (code: string): SignInMethod =>
  /^\d+$/.test(code.replace(/\s/g, '')) ? 'password-and-code' : 'password-and-recovery-code'

export const TOTP_DIGITS = 6
export const RECOVERY_CODE_COUNT = 10
export const RECOVERY_CODE_LENGTH = 10
const compactCode = (value: string) => value.replace(/[\s-]/g, '').toLowerCase()
export const TotpCode = z
  .string()
  .max(40, 'Enter the 6-digit code from your authenticator app')
  .transform(compactCode)
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'))
export const SecondFactorCode = z
  .string()
  .max(40, 'Enter the 6-digit code from your app or a recovery code')
  .transform(compactCode)
  .pipe(
    z
      .string()
      .regex(/^(\d{6}|[a-z2-7]{10})$/, 'Enter the 6-digit code from your app or a recovery code'),
  )

/** What POST /auth/login answers in place of a session when the account has a second factor. */
export const MfaTicket = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The sign-in has expired: enter your password again')
export interface MfaRequired {
  mfa_required: true
  /** single use, short-lived: POST /auth/login/mfa with it and a code */
  ticket: string
  expiresAt: string
}
export type LoginAnswer = LoginResult | MfaRequired
export const isMfaRequired = (answer: LoginAnswer): answer is MfaRequired =>
  'mfa_required' in answer

/** The second step of a sign-in (POST /auth/login/mfa). */
export const MfaLoginInput = z.object({ ticket: MfaTicket, code: SecondFactorCode })
export type MfaLoginInput = z.input<typeof MfaLoginInput>

/** POST /account/totp: a new secret to scan, not in force until confirmed by a code. */
export interface TotpEnrolment {
  /** base32, as the app's "enter a key" asks for it */
  secret: string
  otpauth_url: string
}
/** An `otpauth://totp/` address as POST /account/totp makes it (web re-draws its QR code). */
export const OtpauthUrl = z
  .string()
  .max(500)
  .regex(/^otpauth:\/\/totp\/[^\s?#]+\?(?:[^\s#]*&)?secret=[A-Z2-7]{16,128}(?:&[^\s#]*)?$/)

/** POST /account/totp/confirm: the first code from the app turns the second factor on. */
export const TotpConfirmInput = z.object({ code: TotpCode })
export type TotpConfirmInput = z.input<typeof TotpConfirmInput>
/** DELETE /account/totp and POST /account/totp/recovery-codes: proof the user still has it. */
export const SecondFactorProof = z.object({ code: SecondFactorCode })
export type SecondFactorProof = z.input<typeof SecondFactorProof>
/**
 * "Require a second factor" (the Security section of the Users page, GET and PUT /security): of nobody, of
 * admins, or of everyone. Kept in DATA_DIR beside the accounts, not in the content repository: the
 * content is public (it is the site, and may be pushed to a forge), and whoever may commit to it
 * must not be able to turn a security rule off.
 */
export const secondFactorRequirements = ['nobody', 'admins', 'everyone'] as const
export const SecuritySettings = z
  .object({ requireSecondFactor: z.enum(secondFactorRequirements) })
  .strict()
export type SecuritySettings = z.infer<typeof SecuritySettings>
export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = { requireSecondFactor: 'nobody' }
/** Whether `settings` require a second factor of a user of `role`. */
export const requiresSecondFactor = (settings: SecuritySettings, role: Role): boolean =>
  settings.requireSecondFactor === 'everyone' ||
  (settings.requireSecondFactor === 'admins' && role === 'admin')

/** Shown once, then only their hashes are kept. */
export interface RecoveryCodes {
  recovery_codes: string[]
}
/** GET /account/totp: the signed-in user's second factor. */
export interface SecondFactorStatus {
  enabled: boolean
  /** unused recovery codes (0 when off) */
  recoveryCodesLeft: number
}

export interface DemoCredentials {
  email: string
  password: string
}

/** Passwords chosen in the admin: long enough to resist guessing, short enough to hash. */
export const MIN_PASSWORD_LENGTH = 12
export const NewPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, 'Use at most 200 characters')

/** An admin adds a user (POST /users). */
export const NewUserInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is at most 120 characters'),
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254),
  role: Role,
  password: NewPassword,
})
export type NewUserInput = z.infer<typeof NewUserInput>

/** An admin sets another user's password (POST /users/:id/password). */
export const PasswordResetInput = z.object({ password: NewPassword })
export type PasswordResetInput = z.infer<typeof PasswordResetInput>

/** Anyone changes their own password (POST /auth/password). */
export const PasswordChangeInput = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(1_000),
    newPassword: NewPassword,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  })
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>

/**
 * "Forgot password?" (POST /auth/password-reset/request): the address to send a link to. The
 * answer is the same whether or not it has an account.
 */
export const PasswordResetRequest = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254),
})
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>

/**
 * The token of a reset link exactly as issued: 32 random bytes in base64url, 43 characters, the
 * last one spelled as an encoder writes it (auth/reset-tokens.ts reads tokens with this schema).
 */
export const ResetToken = z
  .string()
  .length(43, 'Not a reset link')
  .regex(/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/, 'Not a reset link')

/** A new password set with a reset link (POST /auth/password-reset/complete). */
export const PasswordResetCompletion = z.object({ token: ResetToken, password: NewPassword })
export type PasswordResetCompletion = z.infer<typeof PasswordResetCompletion>

/**
 * How a reset link reaches its owner (GET /auth/password-reset): by e-mail; in content-api's
 * log (no mail configured, DEMO_MODE or development); or not at all (ask an admin).
 */
export const passwordResetDeliveries = ['email', 'log', 'none'] as const
export type PasswordResetDelivery = (typeof passwordResetDeliveries)[number]

/** A user as the user list shows it. */
export interface UserSummary extends SessionUser {
  createdAt: string
}

/** One of the signed-in user's sessions (GET /auth/sessions). */
export interface SessionInfo {
  id: string
  createdAt: string
  lastUsedAt: string
  expiresAt: string
  /** how it was signed in; absent for sessions older than the record of it */
  method?: SignInMethod
  userAgent?: string
  ip?: string
  /** the session this request was made with */
  current: boolean
}

/**
 * One commit of the content repository, or one step of a draft's workflow (asked for review,
 * scheduled, published on schedule...), as the dashboard's recent activity lists it.
 */
/**
 * What one activity entry did, for a sentence about it: a commit's verb (the word after the
 * colon of every subject content-api writes: 'products: publish "RX-500"') or a draft's step.
 * 'other' is a commit content-api did not write (a hand edit, a merge, the seed).
 */
export const activityActions = [
  'create',
  'update',
  'translate',
  'delete',
  'rename',
  'restore',
  'publish',
  'publish-new',
  'add',
  'remove',
  'draft-review',
  'draft-ready',
  'draft-back',
  'draft-scheduled',
  'draft-unscheduled',
  'draft-discarded',
  'draft-published',
  'other',
] as const
export type ActivityAction = (typeof activityActions)[number]

export interface ActivityEntry {
  /** unique in the list: the commit id, or the draft event's id */
  id: string
  /** null for a draft's workflow step (it changed no file on the site) */
  commit: string | null
  /** set for a draft's workflow step: which draft, and what happened */
  draft?: { target: string; event: string }
  author: { name: string; email: string }
  date: string
  message: string
  action: ActivityAction
  /**
   * The record's title as the commit named it (a deleted record's too), an image's file name, or
   * the record's present title for a draft's step; null for a page, the settings, the redirects
   */
  title: string | null
  /** a scheduled draft's publish time */
  publishAt?: string
  /** what the commit changed, each resolved to a record, page or the settings when possible */
  changes: ActivityChange[]
}

export type ActivityChange =
  | { kind: 'record'; collection: string; slug: string; file: string }
  | { kind: 'page'; page: string; file: string }
  | { kind: 'settings'; file: string }
  | { kind: 'redirects'; file: string }
  | { kind: 'media'; file: string }
  | { kind: 'file'; file: string }

/**
 * Which e-mails about drafts a user gets (GET and PUT /auth/notifications, "My Account"). Both
 * are on until the user turns them off.
 */
export const NotificationSettings = z
  .object({
    /** admins: someone asked for review of a draft */
    reviewRequests: z.boolean(),
    /** anyone: someone else published, discarded or scheduled a draft this user began */
    ownDrafts: z.boolean(),
  })
  .strict()
export type NotificationSettings = z.infer<typeof NotificationSettings>
export const DEFAULT_NOTIFICATIONS: NotificationSettings = { reviewRequests: true, ownDrafts: true }
