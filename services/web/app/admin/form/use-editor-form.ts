import { useMemo, type RefObject } from 'react'
import { useDates } from '../dates'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { draftStatusText, isDraftResult } from '../drafts/draft-editing'
import type { DraftActionResult } from '../drafts/draft-intents.server'
import type { Drafting } from '../drafts/drafting.server'
import { useDraftAutosave } from '../drafts/use-draft-autosave'
import { useSaveProgress } from '../drafts/use-save-progress'
import { isTranslation, type EditLanguage } from '../edit-language'

/** What a refused save answers an editor: what was sent (the form keeps it) and why not. */
export interface FormAnswer<V> {
  values: V
  fieldErrors: Partial<Record<string, string>>
  formError?: string
  sessionEnded?: boolean
}

/** A refused Save draft as the editor's own refused save: the same values, errors and message. */
export function refusedDraftAnswer<V>(refused: DraftActionResult): FormAnswer<V> {
  return {
    values: refused.values as V,
    fieldErrors: refused.fieldErrors,
    formError: refused.message,
    ...(refused.sessionEnded ? { sessionEnded: true } : {}),
  }
}

/**
 * What every editor (a record, a page, Company Info) derives from its action's answer and its
 * drafting: the answer to show in the form (a refused Save draft shows like a refused save), the
 * draft action's own answer (for the draft panel), which save buttons are offered, the autosave
 * and its status line, and which button is at work.
 */
export function useEditorForm<A>({
  answered,
  drafting,
  lang,
  formRef,
  asAnswer = refusedDraftAnswer as (refused: DraftActionResult) => A,
  autosaveReady = true,
  onSaved = ignore,
}: {
  /** the action's answer: the editor's own save, or a draft intent's */
  answered: A | DraftActionResult | undefined
  drafting: Drafting | undefined
  lang: EditLanguage
  formRef: RefObject<HTMLFormElement | null>
  /** a refused Save draft as the editor's answer (a module-level function: it is a memo's input) */
  asAnswer?: (refused: DraftActionResult) => A
  /** false while there is nothing the autosave may save to (a record not created yet) */
  autosaveReady?: boolean
  /** the form as the autosave sent it, once saved (the unsaved-changes guard's new baseline) */
  onSaved?: (sent: string) => void
}) {
  const { timeZone } = useDates()
  const { t } = useAdminI18n()
  const draftResult = isDraftResult(answered) ? answered : undefined
  // memoised: the error summary takes focus whenever this object changes
  const actionData: A | undefined = useMemo(
    () =>
      draftResult === undefined
        ? (answered as A | undefined)
        : draftResult.intent === 'draft-save' && draftResult.values !== undefined
          ? asAnswer(draftResult)
          : undefined,
    [answered, draftResult, asAnswer],
  )
  const draft = drafting?.draft ?? null
  // drafts are of the English item (a translation is saved straight to the published one)
  const drafts = drafting !== undefined && !isTranslation(lang)
  // who may not save the item may see its draft, not change it
  const mayDraft = drafts && drafting.canDraft
  const autosave = useDraftAutosave({
    enabled: mayDraft && draft !== null && autosaveReady,
    formRef,
    version: drafting?.draftVersion ?? '',
    onSaved,
  })
  return {
    actionData,
    draftResult,
    draft,
    drafts,
    mayDraft,
    /** the present save (straight to the site) is offered */
    save: !drafts || (drafting?.directSave ?? true),
    autosave,
    draftStatus: draftStatusText(autosave.state, draftResult, timeZone, t),
    ...useSaveProgress(),
  }
}

export type EditorForm = ReturnType<typeof useEditorForm>

const ignore = () => undefined
