import { isCollectionKey, isPageKey } from '@site/contract'

/**
 * The item a presence address names (`<collection>/<slug>`, `pages/<page>`, `settings/company`,
 * as drafts name them), or null: web passes on only what could be an item; content-api says
 * whether it is a real one.
 */
export function presenceTargetOf(path: string): string | null {
  const match = /^([a-z0-9-]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path)
  if (!match) return null
  const [, kind = '', name = ''] = match
  if (kind === 'pages') return isPageKey(name) ? path : null
  if (kind === 'settings') return name === 'company' ? path : null
  return isCollectionKey(kind) ? path : null
}

/** Where the admin's browser follows and signals presence (routes/admin/presence.ts). */
export const presencePath = (target: string) => `/admin/presence/${target}`

/** The form fields of a heartbeat, a leave and a take-over. */
export const PRESENCE_FIELDS = { intent: 'intent', tab: 'tab' } as const
export const presenceIntents = ['beat', 'leave', 'take-over'] as const
export type PresenceIntent = (typeof presenceIntents)[number]
