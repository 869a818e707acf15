/**
 * Drafts: unpublished work kept on one git branch per item (`drafts/<target>`, where target is
 * `<collection>/<slug>`). The API's shapes, shared by content-api and the admin.
 */
export type DraftStatus = 'draft' | 'review' | 'ready'
export const DRAFT_STATUSES: readonly DraftStatus[] = ['draft', 'review', 'ready']

export interface DraftAuthor {
  name: string
  email: string
}

export interface DraftMeta {
  target: string
  /** 'drafts/<target>' */
  branch: string
  /** latest Draft-Status trailer on the branch since base, default 'draft' */
  status: DraftStatus
  /** latest Draft-Publish-At trailer (ISO) or null ('none' clears) */
  publishAt: string | null
  /**
   * latest Draft-Unpublish-At trailer (ISO) or null: for a record that can be hidden, the time it
   * is to be hidden once the draft is published (the publish writes it as `unpublish_at`)
   */
  unpublishAt: string | null
  /** the main commit the draft grew from: merge-base(branch tip, mainRef) */
  base: string
  tip: string
  /** author dates (ISO, UTC) of the first and last draft commit */
  createdAt: string
  updatedAt: string
  /** author of the first commit on the branch after base */
  createdBy: DraftAuthor
  /** distinct authors of the draft's commits, first-seen order (by email) */
  authors: DraftAuthor[]
  /** content-relative files that differ between base and tip */
  files: string[]
}

/** One item's draft as GET /drafts/<target> answers it. */
export interface DraftView extends DraftMeta {
  /**
   * the item as in its draft, shaped like a read of the published item: a record (with id and
   * slug), a page's contents (`sections`) or the settings (`values`)
   */
  item: Record<string, unknown> & { version: string }
  /** false for an item that does not exist on the site yet */
  published: boolean
}

/** A field both the draft and the published version changed since the draft began (409). */
export interface PublishConflict {
  field: string
  draft: unknown
  published: unknown
}

/** A link that opens a draft's preview without an account (the token itself is shown once). */
export interface PreviewShare {
  id: string
  target: string
  createdAt: string
  expiresAt: string
  createdBy: DraftAuthor
}

/**
 * A share link's token is `<id>.<mac>`: this is its id part (12 random bytes in base64url), the
 * MAC following it (platform's signedTokenPattern). content-api verifies it; web refuses a token
 * of another form before asking content-api.
 */
export const SHARE_TOKEN_FIELDS = ['[A-Za-z0-9_-]{16}'] as const

/**
 * Headers of a read that previews a draft: content-api answers it as if the draft named by
 * `target` were published (signed-in users, or a share link's `token`); `live` names unsaved
 * fields the editor sent for a live preview.
 */
export const PREVIEW_HEADERS = {
  target: 'x-content-preview',
  token: 'x-preview-token',
  live: 'x-content-preview-live',
} as const
