import type { ReactNode } from 'react'
import * as styles from '../fields/editor.css'

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
  return (
    <div className={styles.column}>
      {children}
      {theirs !== undefined && (
        <div className={styles.theirs}>
          <strong>Their version:</strong> {theirs === '' ? '(empty)' : theirs}
        </div>
      )}
      {taken && <p className={styles.takenNote}>Updated with their change.</p>}
    </div>
  )
}
