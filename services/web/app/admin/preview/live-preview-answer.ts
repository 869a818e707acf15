/** What POST /admin/live-preview answers (app/routes/admin/live-preview.ts); LivePreview reads it. */
export type LivePreviewAnswer =
  | {
      ok: true
      /** the live preview's id: sent back with the next update to continue it */
      id: string
      /** the item previewed (a new record's, made from its title) */
      target: string
      /** `/preview/<target>?live=<id>`: what the preview frame shows */
      url: string
    }
  | {
      ok: false
      /** one sentence the editor can act on */
      error: string
      /** field errors of the form, by field (the preview shows the first) */
      fieldErrors?: Partial<Record<string, string>>
    }

/** Where the live preview posts the editor's unsaved form. */
export const LIVE_PREVIEW_PATH = '/admin/live-preview'
/** The form fields the live preview adds to the editor's own (names no editor form uses). */
export const LIVE_FIELDS = { target: '_live_target', id: '_live_id' } as const
