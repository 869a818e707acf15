/**
 * Preview reads: a request carrying these headers is answered as if the draft `drafts/<target>`
 * were published (content-api) — web's /preview/<target> sends them on every read of the render.
 * The one place their names are spelled (the client, content-api and web share it).
 */
export const PREVIEW_HEADERS = {
  /** the draft's target: `<collection>/<slug>`, `pages/<page>` or `settings/company` */
  target: 'X-Content-Preview',
  /** a share link's token (a reviewer without an account) */
  token: 'X-Preview-Token',
  /** a live preview's id (unsaved fields from the editor) */
  live: 'X-Content-Preview-Live',
} as const

/** What a preview read asks for. */
export interface PreviewOption {
  target: string
  token?: string
  live?: string
}
