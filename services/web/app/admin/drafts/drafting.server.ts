import { ContentApiError, type ContentClient } from '@site/contract/client'
import {
  can,
  canDraft,
  isMakerOrAdmin,
  type AccessAction,
  type AccessTarget,
  type DraftMeta,
  type DraftView,
  type PreviewShare,
  type SessionUser,
} from '@site/contract'
import type { requireEditor } from '../../session.server'

type Context = Parameters<typeof requireEditor>[1]

/** A published item as the editor has it: its fields (or values) and version. */
export type Published = Record<string, unknown> & { version: string }

/** What the editor needs to offer drafts: the draft (if any), the published version, who may do what. */
export interface Drafting {
  draft: DraftMeta | null
  /** the published item; null while the item exists only as a draft */
  published: Published | null
  /** the version a draft save sends: the draft's, else the published one's ('' for a new item) */
  draftVersion: string
  /** admins publish, schedule, mark ready and discard anyone's draft */
  admin: boolean
  /**
   * the present Save (straight to the site): the access table's say in the PUBLISH_MODE, and
   * never while a draft exists (the form holds the draft's fields: saving them to the site would
   * publish the draft unreviewed and leave its branch behind)
   */
  directSave: boolean
  /**
   * may save a draft, move its status and share it: only who may save the item itself (the
   * access table's canDraft; an editor does not draft the company settings)
   */
  canDraft: boolean
  /** editors discard only the drafts they began */
  canDiscard: boolean
  /** the draft's unexpired preview share links, each revocable by its maker or an admin */
  shares: DraftShare[]
}

/** A share link as the editor lists it: whether this user may revoke it. */
export type DraftShare = PreviewShare & { revocable: boolean }

export function draftingOf(
  context: Context,
  user: SessionUser,
  published: Published | null,
  draft:
    | (DraftMeta & { item?: { version: string }; published?: boolean; shares?: PreviewShare[] })
    | null,
  /** what the present save is, in the access table: records update, settings update... */
  access: readonly [AccessTarget, AccessAction],
  draftVersion = draft?.item?.version ?? published?.version ?? '',
): Drafting {
  const admin = user.role === 'admin'
  const { item: _item, published: _published, shares = [], ...meta } = draft ?? { item: null }
  const drafts = canDraft(user.role, access[0])
  return {
    draft: draft ? (meta as DraftMeta) : null,
    published,
    draftVersion,
    admin,
    directSave: draft === null && can(user.role, ...access, context.config.publishMode ?? 'direct'),
    canDraft: drafts,
    canDiscard: drafts && (admin || draft?.createdBy.email === user.email),
    shares: shares.map((share) => ({ ...share, revocable: drafts && isMakerOrAdmin(user, share) })),
  }
}

/** The item's draft, or null when it has none (content-api answers 404). */
export async function draftOf(
  api: ContentClient,
  target: string,
): Promise<(DraftView & { shares: PreviewShare[] }) | null> {
  try {
    const draft = await api.drafts.get(target)
    // the links are a convenience: they never fail the editor
    const shares = await api.drafts.shares(target).catch(() => [])
    return { ...draft, shares }
  } catch (error) {
    if (error instanceof ContentApiError && error.status === 404) return null
    throw error
  }
}
