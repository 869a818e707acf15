import type { UnpublishSchedule } from '@site/contract'

/** The record editor's scheduled-unpublish forms: set (or move) the time, and cancel it. */
export const UNPUBLISH_INTENTS = ['unpublish-at', 'unpublish-cancel'] as const
export type UnpublishIntent = (typeof UNPUBLISH_INTENTS)[number]

export const isUnpublishIntent = (value: unknown): value is UnpublishIntent =>
  typeof value === 'string' && (UNPUBLISH_INTENTS as readonly string[]).includes(value)

/** What the forms answer; the editor shows it beside them. */
export interface UnpublishResult {
  intent: UnpublishIntent
  ok: boolean
  /** the date/time typed, kept when refused */
  date?: string
  time?: string
  fieldErrors: { at?: string }
  formError?: string
  sessionEnded?: boolean
}

/** Picks these forms' answers out of an edit route's action data (whatever else it answers). */
export const isUnpublishResult = <T>(value: T): value is Extract<T, { intent: UnpublishIntent }> =>
  isUnpublishIntent((value as { intent?: unknown } | undefined)?.intent)

/** The records scheduled to unpublish as a page loaded them, or why it could not. */
export type SchedulesPart =
  { ok: true; value: UnpublishSchedule[] } | { ok: false; message: string }
