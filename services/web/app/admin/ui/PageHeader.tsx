import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon } from '../../ui/Icon'
import * as styles from './page.css'

export interface PageHeaderProps {
  title: ReactNode
  description?: ReactNode
  /** a link back up (e.g. to the list from an edit page) */
  back?: { to: string; label: string }
  actions?: ReactNode
}

/** The top of an admin page: its one <h1>, a line of context and the page's main actions. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.headerText}>
        {back && (
          <Link to={back.to} className={styles.eyebrow}>
            <Icon name="arrow-left" size={16} />
            {back.label}
          </Link>
        )}
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  )
}
