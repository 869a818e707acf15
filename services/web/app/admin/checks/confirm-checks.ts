/**
 * The form field of "Publish anyway": a draft-publish posting it goes ahead although the content
 * checks found errors in the draft (draft-intents.server.ts asks first, PublishCheckConfirm shows
 * them).
 */
export const CONFIRM_CHECKS = 'confirm-checks' as const
