import { DraftSaveStatus, SaveOrDraftButtons } from '../drafts/SaveDraftButtons'
import type { EditorForm } from './use-editor-form'

/** The editor's save buttons: the present save when offered, Save draft to who may draft. */
export function SaveButtons({ form, label }: { form: EditorForm; label: string }) {
  return (
    <SaveOrDraftButtons
      save={form.save}
      draft={form.mayDraft}
      submitting={form.submitting}
      label={label}
    />
  )
}

/** The draft version a Save draft or autosave sends (the draft's, once the autosave moved it). */
export function DraftVersionInput({ form }: { form: EditorForm }) {
  return form.drafts ? (
    <input type="hidden" name="draft_version" value={form.autosave.version} />
  ) : null
}

/** The autosave's and Save draft's status line, in an editor that drafts. */
export function DraftStatusLine({ form }: { form: EditorForm }) {
  return form.drafts ? <DraftSaveStatus text={form.draftStatus} /> : null
}
