import { z } from 'zod'

/**
 * Who else has an item open in the admin (content-api's presence store): editors say they are
 * there with a heartbeat from each browser tab, and are forgotten PRESENCE_TTL_MS after the last
 * one, or PRESENCE_LEAVE_GRACE_MS after their tab said it left (a reload comes back within it and
 * keeps its place). The items are those that can be edited: `<collection>/<slug>`,
 * `pages/<page>`, `settings/company` (the draft targets).
 */
export const PRESENCE_TTL_MS = 60_000
/** how long a tab that left (closed, reloaded, moved on) is still shown: a reload returns in it */
export const PRESENCE_LEAVE_GRACE_MS = 5_000
/** how often an open editor sends its heartbeat: well inside PRESENCE_TTL_MS */
export const PRESENCE_HEARTBEAT_MS = 20_000

/** A browser tab's own id (kept in sessionStorage, so a reload keeps it). */
export const PresenceTab = z
  .string({ message: 'Name the browser tab (tab).' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'A tab id is 8 to 64 letters, digits, - or _.')

/** The body of a heartbeat, a leave and a take-over. */
export const PresenceTabBody = z.object({ tab: PresenceTab }).strict()
export type PresenceTabBody = z.infer<typeof PresenceTabBody>

export interface PresenceUser {
  name: string
  email: string
}

/** One person with the item open: since when (ISO), and whether they hold the soft lock. */
export interface PresenceEditor {
  user: PresenceUser
  since: string
  /** the one who edits it: the first to open it, or whoever took over since */
  editing: boolean
}

/**
 * GET /api/presence/<target>: `{ editors }`, earliest first. A heartbeat, a take-over and each
 * `presence` event of the stream add `you`: what the asking tab's user may do.
 */
export interface PresenceAnswer {
  editors: PresenceEditor[]
  you?: {
    /** this user holds the soft lock: saving is theirs */
    editing: boolean
    /** someone took the item over from this user (they were editing it) */
    takenOverBy?: PresenceUser & { at: string }
  }
}

/** The `changed` event of the stream: someone else saved the item while it was open here. */
export interface PresenceChange {
  by: PresenceUser
  at: string
}
