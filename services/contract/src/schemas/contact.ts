import { z } from 'zod'

/** The contact form's service options, in the order the form lists them. */
export const contactServices = [
  'smart-cities',
  'industrial-automation',
  'energy-management',
  'consulting',
  'support',
  'partnership',
] as const
export const ContactService = z.enum(contactServices)
export type ContactService = z.infer<typeof ContactService>

// control characters (NUL and friends) have no place in a message; tabs and line breaks do
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const noControl = [
  (v: string) => !CONTROL.test(v),
  'Remove the control characters from this field',
] as const

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine(...noControl)
    .default('')

/**
 * What a visitor sends from /contact. Web parses its form with this schema (errors per field,
 * shown beside the inputs) and content-api validates it again at `POST /api/contacts`.
 */
export const ContactInput = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'Full name is at most 120 characters')
    .refine(...noControl),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email address is required')
    .max(254, 'Email address is at most 254 characters')
    .email('Enter a valid email address'),
  company: optionalText(120, 'Company'),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone is at most 40 characters')
    .regex(/^[+0-9 ()./-]*$/, 'Use digits, spaces and + ( ) - only')
    .default(''),
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Subject is at most 200 characters')
    .refine(...noControl),
  service: z.union([z.literal(''), ContactService]).default(''),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(5_000, 'Message is at most 5,000 characters')
    .refine(...noControl),
})
export type ContactInput = z.infer<typeof ContactInput>

/**
 * The spam guard's inputs, sent beside the message: `website` is a honeypot field hidden from
 * people (filled in only by bots), `elapsed_ms` is how long the form was open before it was
 * sent (web computes it from a signed render timestamp; too fast means a script).
 */
export const ContactGuard = z.object({
  website: z.string().max(500).default(''),
  elapsed_ms: z
    .number()
    .int()
    .min(0)
    .max(86_400_000 * 7),
})
export type ContactGuard = z.infer<typeof ContactGuard>

/** The body of `POST /api/contacts`. */
export const ContactSubmission = ContactInput.extend({ guard: ContactGuard })
export type ContactSubmission = z.infer<typeof ContactSubmission>

export const deliveryStatuses = ['not-configured', 'pending', 'sent', 'failed'] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]

/** Where a mail of the outbox stands (a contact notification, a password-reset link). */
export interface MailDelivery {
  status: DeliveryStatus
  attempts: number
  last_error?: string
  next_attempt_at?: string
  sent_at?: string
}

/** A stored message as the inbox sees it (never in git: it lives in DATA_DIR). */
export interface ContactMessage extends ContactInput {
  id: string
  received_at: string
  read: boolean
  /** why the guard put it in the spam folder, or null for the inbox */
  spam: null | 'honeypot' | 'too-fast' | 'rate-limited'
  /**
   * In the inbox, but worth a look: 'too-fast', sent sooner after the form opened than a person
   * usually types (autofill plus paste does it). Absent on messages stored before it existed.
   */
  check?: null | 'too-fast'
  delivery: MailDelivery
}

/**
 * `PATCH /api/contacts/:id`: mark read or unread, or take a message out of spam (`spam: false`,
 * the inbox's and dashboard's "Not spam"), which also sends its notification.
 */
export const ContactChange = z
  .strictObject({ read: z.boolean().optional(), spam: z.literal(false).optional() })
  .refine((c) => c.read !== undefined || c.spam !== undefined, 'Send read or spam')
export type ContactChange = z.infer<typeof ContactChange>

/** `GET /api/contacts/summary`: the menu's and dashboard's numbers, and whether mail is set up. */
export interface ContactSummary {
  total: number
  unread: number
  spam: number
  mail: { configured: boolean }
}
