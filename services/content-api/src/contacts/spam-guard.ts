import type { ContactGuard, ContactMessage } from '@site/contract'

/** A person needs a few seconds to fill in the form; a script posts at once. */
export const MIN_FILL_MS = 3_000

/**
 * Why a submission is spam, or null. No CAPTCHA: a honeypot field people never see (bots fill
 * every field). Only the honeypot is sure enough to hide a message.
 */
export function spamReason(guard: ContactGuard): ContactMessage['spam'] {
  return guard.website.trim() !== '' ? 'honeypot' : null
}

/**
 * What an editor should look at, or null. A form sent within MIN_FILL_MS of opening may be a
 * script, or a person whose browser filled it in and who pasted the message: it goes to the
 * inbox marked "check", never hidden in spam (web signs when it rendered the form).
 */
export function checkReason(guard: ContactGuard): NonNullable<ContactMessage['check']> | null {
  return guard.elapsed_ms < MIN_FILL_MS ? 'too-fast' : null
}
