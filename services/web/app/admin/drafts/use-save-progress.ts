import { useNavigation } from 'react-router'

/**
 * Which of an editor's buttons is at work: all of them wait while a form posts, but only the one
 * pressed says so ("Saving..." on Save, "Saving draft..." on Save draft). Save draft posts
 * intent=draft-save; Save posts no draft intent.
 */
export function useSaveProgress(): { submitting: boolean; saving: boolean; savingDraft: boolean } {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const intent = submitting ? navigation.formData?.get('intent') : null
  const savingDraft = intent === 'draft-save'
  const saving = submitting && (intent === null || intent === undefined)
  return { submitting, saving, savingDraft }
}
