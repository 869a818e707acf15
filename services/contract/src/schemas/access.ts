import type { Role } from './auth.js'
import { isCollectionKey } from './fields/collections.js'

/**
 * Who may do what: the one authorisation table of the product. content-api's `authorize` layer
 * checks every API request against it (see http/access-routes.ts for which request is which
 * target and action), and web reads it to show only what the signed-in user may use. A rule
 * changes here and nowhere else.
 *
 * - `public`: anyone, signed in or not
 * - `editor`: any signed-in user (editors and admins)
 * - `admin`: admins only
 */
export type Audience = 'public' | 'editor' | 'admin'

export const accessActions = [
  'read',
  'create',
  'update',
  'delete',
  'history',
  'restore',
  'publish',
] as const
export type AccessAction = (typeof accessActions)[number]

export const accessPolicy = {
  /** the collections' records (solutions, products, ...) */
  records: {
    read: 'public',
    create: 'editor',
    update: 'editor',
    delete: 'editor',
    history: 'editor',
    restore: 'editor',
  },
  /** the page contents (home, about, ...) */
  pages: { read: 'public', update: 'editor', history: 'editor', restore: 'editor' },
  /** the company settings (name, contact details, hours): shown on every page */
  settings: { read: 'public', update: 'admin', history: 'editor', restore: 'admin' },
  /** images in the media library */
  media: { read: 'editor', create: 'editor', update: 'editor', delete: 'editor' },
  /**
   * each image's framing version (`mediaMetaVersion`): every page's image URLs carry it, so
   * visitors read it
   */
  mediaVersions: { read: 'public' },
  /**
   * an image records, pages or settings still use: deleting it anyway (`?force=1`, which leaves
   * their references pointing at nothing) is for admins; the media route checks it
   */
  usedMedia: { delete: 'admin' },
  /** contact messages: visitors send them, editors read them */
  messages: { create: 'public', read: 'editor', update: 'editor', delete: 'editor' },
  /** other people's accounts */
  users: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  /** the sign-in rules: whether a second factor is required (schemas/auth.ts SecuritySettings) */
  security: { read: 'admin', update: 'admin' },
  /** the signed-in user's own account: password and sessions */
  account: { read: 'editor', update: 'editor', delete: 'editor' },
  /** signing in (create), out (delete) and the demo credentials (read, demo mode only) */
  session: { create: 'public', read: 'public', delete: 'editor' },
  /** a forgotten password: how links are sent (read), asking for one (create), using it (update) */
  passwordReset: { read: 'public', create: 'public', update: 'public' },
  /** who changed what (commit authors are personal data) */
  activity: { read: 'editor' },
  /**
   * unpublished work (a branch per item): editors draft and ask for review, admins publish and
   * schedule; an editor discards only drafts they began (DraftService checks whose it is). Each
   * change to a draft also needs what saving its item needs (canDraft), and a share link is
   * revoked by its maker or an admin (isMakerOrAdmin)
   */
  drafts: { read: 'editor', update: 'editor', delete: 'editor', publish: 'admin' },
  /** the notices of fields a remote change won over a save: any editor may clear one */
  remoteNotices: { delete: 'editor' },
  /** the content revision, sitemap and content problems: what the public site is built from */
  site: { read: 'public' },
  /** old addresses answering 301 with new ones: web reads them for every visitor */
  redirects: { read: 'public', update: 'editor' },
  /**
   * the content's git remote: its forge's push webhook asks for a sync (update). Public because
   * the call's signature, made with CONTENT_GIT_WEBHOOK_SECRET, is its authentication (checked
   * first by the route); the sync's state is for editors (read).
   */
  remote: { update: 'public', read: 'editor' },
  /**
   * the built-in analytics: web passes on consenting visitors' page views (create: public, as
   * content-api listens only to web), editors read the aggregates
   */
  analytics: { create: 'public', read: 'editor' },
  /** the admin's search of everything (messages are in it for admins only: the route filters) */
  search: { read: 'editor' },
  /** the visitors' search: published public pages only, bounded per visitor */
  siteSearch: { read: 'public' },
  /** the security audit log: sign-ins, accounts, settings, publishing, exports */
  audit: { read: 'admin' },
  /**
   * who has an item open in the admin (read), and saying so: heartbeats, leaving, taking over
   * (update). Signed-in users only: a stranger can neither see nor make presence
   */
  presence: { read: 'editor', update: 'editor' },
} as const satisfies Record<string, Partial<Record<AccessAction, Audience>>>

export type AccessTarget = keyof typeof accessPolicy

/**
 * PUBLISH_MODE: `direct` (the default) lets every editor change the site at once, with drafts
 * available; `editorial` makes drafts the only way editors change it: what changes the public
 * site directly becomes admin-only (the rules below replace the table's), while editors draft,
 * ask for review and upload images their drafts use.
 */
export const publishModes = ['direct', 'editorial'] as const
export type PublishMode = (typeof publishModes)[number]

const editorialPolicy: Partial<Record<AccessTarget, Partial<Record<AccessAction, Audience>>>> = {
  records: { create: 'admin', update: 'admin', delete: 'admin', restore: 'admin' },
  pages: { update: 'admin', restore: 'admin' },
  redirects: { update: 'admin' },
}

/** What `action` on `target` needs, or null when that action does not exist for the target. */
export function audienceFor(
  target: AccessTarget,
  action: AccessAction,
  mode: PublishMode = 'direct',
): Audience | null {
  const rules: Partial<Record<AccessAction, Audience>> = accessPolicy[target]
  const needed = rules[action] ?? null
  if (needed === null || mode === 'direct') return needed
  return editorialPolicy[target]?.[action] ?? needed
}

/** May a user of `role` (null: not signed in) do `action` on `target`? */
export function can(
  role: Role | null,
  target: AccessTarget,
  action: AccessAction,
  mode: PublishMode = 'direct',
): boolean {
  const needed = audienceFor(target, action, mode)
  if (needed === null) return false
  if (needed === 'public') return true
  if (role === null) return false
  return needed === 'editor' || role === 'admin'
}

/**
 * The table's target a draft's item is, by the first part of the draft's name: `<collection>/…`
 * a record, `pages/…` a page's contents, `settings/…` the company settings; null for a name that
 * can have no draft.
 */
export function draftItemTarget(kind: string): AccessTarget | null {
  if (kind === 'settings') return 'settings'
  if (kind === 'pages') return 'pages'
  return isCollectionKey(kind) ? 'records' : null
}

/**
 * May `role` change a draft of an item of `item` (save it, discard it, move its status, share
 * it, revoke a link of it)? Only when it may save the item itself: a draft is a save waiting for
 * review, so what a role may not save it may not draft or share either. Saving is read in the
 * direct mode's table: in editorial mode, drafts are how editors save.
 */
export function canDraft(role: Role | null, item: AccessTarget): boolean {
  return can(role, 'drafts', 'update') && can(role, item, 'update')
}

/**
 * Whoever made a draft or a share link, or an admin: who may discard the draft or revoke the
 * link (and only where they may draft).
 */
export function isMakerOrAdmin(
  user: { role: Role; email: string },
  made: { createdBy: { email: string } },
): boolean {
  return user.role === 'admin' || made.createdBy.email.toLowerCase() === user.email.toLowerCase()
}
