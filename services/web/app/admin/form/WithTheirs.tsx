import type { ReactNode } from 'react'
import * as styles from '../fields/editor.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * After a conflict, under a field: the other editor's value where you both changed it (yours is
 * in the field), or a note that their change was brought into the field.
 */
export function WithTheirs({
  children,
  theirs,
  taken,
}: {
  children: ReactNode
  theirs: string | undefined
  taken: boolean
}) {
  const { t } = useAdminI18n()
  return (
    <div className={styles.column}>
      {children}
      {theirs !== undefined && (
        <div className={styles.theirs}>
          <strong>{t('editor.theirVersion')}</strong> {theirs === '' ? t('editor.empty') : theirs}
        </div>
      )}
      {taken && <p className={styles.takenNote}>{t('editor.takenFromTheirs')}</p>}
    </div>
  )
}
