/**
 * Paths and words the sign-in, "Forgot password?" and reset pages share. */
export const FORGOT_PASSWORD_PATH = '/admin/forgot-password'
export const RESET_PASSWORD_PATH = '/admin/reset-password'

/** The login page after a reset: it says the new password is set. */
export const PASSWORD_CHANGED_URL = '/admin/login?reset=done'
export const isPasswordChangedUrl = (url: URL) => url.searchParams.get('reset') === 'done'

/** A dead link: used, expired, or never issued. */
export const LINK_NOT_VALID =
  'This link no longer works: it was used already or is more than 30 minutes old. Ask for a new one.'
