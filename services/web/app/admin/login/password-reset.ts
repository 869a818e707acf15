/** Paths and words the sign-in, "Forgot password?" and reset pages share. */
export const FORGOT_PASSWORD_PATH = '/admin/forgot-password'
export const RESET_PASSWORD_PATH = '/admin/reset-password'

/** The login page after a reset: it says the new password is set. */
export const PASSWORD_CHANGED_URL = '/admin/login?reset=done'
export const isPasswordChangedUrl = (url: URL) => url.searchParams.get('reset') === 'done'

/** The one answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account exists for that address, we sent a link valid for 30 minutes.'

/** When content-api cannot deliver reset links (no mail in production). */
export const RESET_UNAVAILABLE =
  'Reset by e-mail is unavailable here (mail is not configured): ask an admin to set a new password for you.'

/** A dead link: used, expired, or never issued. */
export const LINK_NOT_VALID =
  'This link no longer works: it was used already or is more than 30 minutes old. Ask for a new one.'

/** A link without (a well-formed) token: cut off by a mail program, say. */
export const LINK_INCOMPLETE =
  'This link is not complete. Open the link from the e-mail again, or ask for a new one.'
