/**
 * The draft actions' names (the form field `intent`), shared by the server module that handles
 * them (draft-intents.server.ts) and the editors that post them.
 */
export const DRAFT_INTENTS = [
  'draft-save',
  'draft-status',
  'draft-publish',
  'draft-schedule',
  'draft-unschedule',
  'draft-unpublish-at',
  'draft-unpublish-cancel',
  'draft-discard',
  'draft-share',
  'draft-revoke-share',
] as const
export type DraftIntent = (typeof DRAFT_INTENTS)[number]

export const isDraftIntent = (value: unknown): value is DraftIntent =>
  typeof value === 'string' && (DRAFT_INTENTS as readonly string[]).includes(value)
