import type { ReactNode } from 'react'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import * as styles from './FieldInput.css'

/**
 * Remove of one row of a list input. Removing changes the form without a keystroke, so it tells
 * the form (the unsaved-changes guard, the autosave) with an input event once the row is gone.
 */
export function RemoveRowButton({
  onRemove,
  children,
}: {
  onRemove: () => void
  /** what is removed, for screen readers ("feature 2") */
  children: ReactNode
}) {
  const { t } = useAdminI18n()
  return (
    <button
      type="button"
      className={styles.smallButton}
      onClick={(e) => {
        const form = e.currentTarget.form
        onRemove()
        queueMicrotask(() => form?.dispatchEvent(new Event('input', { bubbles: true })))
      }}
    >
      {t('field.remove')}
      {children}
    </button>
  )
}
