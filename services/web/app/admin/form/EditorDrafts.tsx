import type { ReactNode } from 'react'
import type { Drafting } from '../drafts/drafting.server'
import { DraftPanel } from '../drafts/DraftPanel'
import { AutosaveStopped } from '../drafts/SaveDraftButtons'
import type { EditorForm } from './use-editor-form'

/**
 * An editor's draft notices: the draft panel while the item has a draft (with the published
 * version's fields, in form order, under their labels), then `children` (an editor's own note),
 * then "Autosave stopped" once the draft was changed elsewhere.
 */
export function EditorDrafts({
  form,
  drafting,
  label,
  labels,
  publicPath,
  canUnpublish = false,
  reloadTo,
  children,
}: {
  form: EditorForm
  drafting: Drafting | undefined
  /** the item's kind in the panel's sentences ('product', 'company info') */
  label: string
  /** field key -> label, in form order: the published version's rows */
  labels: Partial<Record<string, string>>
  publicPath: string | null
  /** a record that can be hidden: its draft may carry an "Unpublish at" */
  canUnpublish?: boolean
  /** where "Reload the draft" goes */
  reloadTo: string
  children?: ReactNode
}) {
  const published = drafting?.published ?? null
  return (
    <>
      {form.drafts && form.draft && drafting && (
        <DraftPanel
          label={label}
          draft={form.draft}
          shares={drafting.shares}
          published={
            published &&
            Object.entries(labels).map(([key, text]) => ({
              label: text ?? key,
              value: published[key],
            }))
          }
          publicPath={publicPath}
          admin={drafting.admin}
          canDraft={drafting.canDraft}
          canDiscard={drafting.canDiscard}
          canUnpublish={canUnpublish}
          result={form.draftResult}
          busy={form.submitting}
        />
      )}
      {children}
      {form.autosave.state.kind === 'stale' && (
        <AutosaveStopped message={form.autosave.state.message} reloadTo={reloadTo} />
      )}
    </>
  )
}
