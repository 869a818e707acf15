import type { ContactGuard, ContactMessage } from '../schemas/index.js'

/** A person needs a few seconds to fill in the form; a script posts at once. */
export const MIN_FILL_MS = 3_000

/**
 * Why a submission looks automated, or null. No CAPTCHA: a honeypot field people never see
 * (bots fill every field) and the time the form was open (web signs when it rendered it).
 */
export function spamReason(guard: ContactGuard): ContactMessage['spam'] {
  if (guard.website.trim() !== '') return 'honeypot'
  if (guard.elapsed_ms < MIN_FILL_MS) return 'too-fast'
  return null
}
