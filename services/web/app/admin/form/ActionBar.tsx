import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { button } from '../../ui/Button.css'
import * as styles from '../fields/editor.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * The record form's bar under its fields: whether there are unsaved changes, the draft status,
 * Cancel (back to `cancelTo`) and the save buttons.
 */
export function ActionBar({
  dirty,
  status,
  cancelTo,
  children,
}: {
  dirty: boolean
  /** the autosave's status line */
  status?: ReactNode
  cancelTo: string
  /** the save buttons */
  children: ReactNode
}) {
  const { t } = useAdminI18n()
  return (
    <div className={styles.actionBar}>
      <p className={styles.actionStatus} role="status">
        {dirty ? (
          <>
            <span className={styles.dirtyDot} aria-hidden="true" />
            {t('editor.unsaved')}
          </>
        ) : (
          t('editor.noUnsaved')
        )}
      </p>
      {status}
      <div className={styles.actionButtons}>
        <Link to={cancelTo} className={button({ variant: 'ghost', size: 'md' })}>
          {t('editor.cancel')}
        </Link>
        {children}
      </div>
    </div>
  )
}
