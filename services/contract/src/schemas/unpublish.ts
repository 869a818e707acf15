import { z } from 'zod'
import type { FieldSet } from './fields/field-kinds.js'

/**
 * Scheduled unpublish: a record that can be hidden (it has `is_active`) may carry the instant it
 * is to be hidden, `unpublish_at`, in its own file. The schedule is content: it travels with git
 * (history, pushes, pulls) like the record, and setting or cancelling it is a commit. At the time,
 * content-api deactivates the record in one commit that sets `is_active: false` and removes the
 * key. It is declared here once; every collection with `is_active` gets it (content-api's
 * collections.ts), none names it in its definition.
 */

/** The record key holding the schedule. */
export const UNPUBLISH_AT_KEY = 'unpublish_at'

/** An instant with its offset, as stored and as sent: `2026-12-01T08:00:00.000Z`. */
export const UnpublishAt = z.iso.datetime({
  offset: true,
  message: 'An ISO 8601 time with its offset, such as 2026-12-01T08:00:00Z',
})

/** POST /api/<collection>/<slug>/unpublish-at */
export const UnpublishAtBody = z.object({ at: UnpublishAt }).strict()
export type UnpublishAtBody = z.infer<typeof UnpublishAtBody>

/** Whether a collection's records can be scheduled to unpublish: those that can be hidden. */
export const canScheduleUnpublish = (fields: FieldSet): boolean => 'is_active' in fields

/** A record's schedule to unpublish, as listed on the dashboard and the board. */
export interface UnpublishSchedule {
  collection: string
  slug: string
  title: string
  /** ISO 8601, UTC */
  at: string
}
