import { Link } from 'react-router'
import { button } from '../../ui/Button.css'
import { Notice } from '../ui/Notice'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { useSaveProgress } from './use-save-progress'
import * as styles from './DraftPanel.css'

/** The autosave's and Save draft's status line (polite: it never interrupts typing). */
export function DraftSaveStatus({ text }: { text: string }) {
  return (
    <p className={styles.saveStatus} role="status" aria-live="polite">
      {text}
    </p>
  )
}

/** "Save draft": posts the editor's form as a draft (beside the present save, or alone). */
export function SaveDraftButton({
  alone,
  disabled,
  saving,
}: {
  alone: boolean
  disabled: boolean
  /** this button was pressed and its save is under way */
  saving: boolean
}) {
  const { t } = useAdminI18n()
  return (
    <button
      type="submit"
      name="intent"
      value="draft-save"
      className={button({ variant: alone ? 'secondary' : 'outline', size: 'md' })}
      disabled={disabled}
    >
      {saving ? t('draft.savingDraft') : t('draft.saveDraft')}
    </button>
  )
}

/**
 * A document editor's save buttons: the present save (straight to the site) when it is offered,
 * and Save draft when drafting is (alone, it takes the main button's look). Neither, for a user
 * who may only read the item.
 */
export function SaveOrDraftButtons(props: {
  /** offer the present save */
  save: boolean
  /** offer Save draft */
  draft: boolean
  /** a post of this form is under way: every button waits */
  submitting: boolean
  label: string
}) {
  const { save, draft, submitting } = props
  const { t } = useAdminI18n()
  // only the button pressed says it is saving
  const { saving, savingDraft } = useSaveProgress()
  return (
    <>
      {save && (
        <button
          type="submit"
          className={button({ variant: 'secondary', size: 'md' })}
          disabled={submitting}
        >
          {saving ? t('editor.saving') : props.label}
        </button>
      )}
      {draft && <SaveDraftButton alone={!save} disabled={submitting} saving={savingDraft} />}
    </>
  )
}

/** The autosave met a draft changed elsewhere: it stops; the form keeps what was typed. */
export function AutosaveStopped({ message, reloadTo }: { message: string; reloadTo: string }) {
  const { t } = useAdminI18n()
  return (
    <Notice
      tone="warning"
      role="alert"
      title={t('draft.autosaveStopped')}
      actions={
        <Link reloadDocument to={reloadTo} className={button({ variant: 'outline', size: 'sm' })}>
          {t('draft.reload')}
        </Link>
      }
    >
      <p>{message}</p>
    </Notice>
  )
}
