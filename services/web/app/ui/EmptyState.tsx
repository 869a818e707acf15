import type { ReactNode } from 'react'
import * as styles from './EmptyState.css'
import { Icon, type IconName } from './Icon'

export interface EmptyStateProps {
  title: string
  message?: ReactNode
  icon?: IconName
  /** e.g. a button */
  children?: ReactNode
}

/** A list with nothing in it yet, said plainly. */
export function EmptyState({ title, message, icon = 'grid-3x3', children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <p className={styles.title}>{title}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
      {children}
    </div>
  )
}
