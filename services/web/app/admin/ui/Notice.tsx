import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../ui/Icon'
import * as styles from './notice.css'

export type NoticeTone = keyof typeof styles.tone

const icons: Record<NoticeTone, IconName> = {
  success: 'check-circle',
  error: 'alert-circle',
  warning: 'alert-circle',
  info: 'alert-circle',
}

export interface NoticeProps {
  tone: NoticeTone
  title?: ReactNode
  children?: ReactNode
  /** buttons or links under the text */
  actions?: ReactNode
  /**
   * 'alert' interrupts a screen reader (errors that need action now), 'status' waits politely
   * (confirmations); none for notices present when the page loads, which are read in order.
   */
  role?: 'alert' | 'status'
  id?: string
}

/** A coloured message box (success, error, warning, info) with an icon and optional actions. */
export function Notice({ tone, title, children, actions, role, id }: NoticeProps) {
  return (
    <div id={id} role={role} className={`${styles.notice} ${styles.tone[tone]}`}>
      <span className={styles.icon}>
        <Icon name={icons[tone]} size={20} />
      </span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  )
}
