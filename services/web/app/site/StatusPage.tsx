import type { ReactNode } from 'react'
import { Container } from '../ui/Container'
import { Icon, type IconName } from '../ui/Icon'
import * as styles from './StatusPage.css'

export interface StatusPageProps {
  /** small label above the title, e.g. "Error 404" */
  code: string
  title: string
  message: ReactNode
  icon?: IconName
  /** buttons (e.g. back home) */
  actions?: ReactNode
  /** development-only details (stack traces); never passed in production */
  details?: string
}

/** A finished-looking page for "not found" and error states. */
export function StatusPage({
  code,
  title,
  message,
  icon = 'compass',
  actions,
  details,
}: StatusPageProps) {
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <Container size="narrow">
        <div className={styles.inner}>
          <span className={styles.badge}>
            <Icon name={icon} size={36} />
          </span>
          <p className={styles.code}>{code}</p>
          <h1 id="status-title" className={styles.title}>
            {title}
          </h1>
          <div className={styles.message}>{message}</div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {details ? <pre className={styles.details}>{details}</pre> : null}
        </div>
      </Container>
    </section>
  )
}
