import type { ReactNode } from 'react'
import * as styles from './CallToAction.css'
import { Container } from './Container'

export interface CallToActionProps {
  title: string
  description?: string
  /** buttons */
  children: ReactNode
  id?: string
}

/** A navy band that closes a page with a heading and one or two buttons. */
export function CallToAction({
  title,
  description,
  children,
  id = 'cta-title',
}: CallToActionProps) {
  return (
    <section className={styles.band} aria-labelledby={id}>
      <Container>
        <div className={styles.inner}>
          <div className={styles.text}>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          <div className={styles.actions}>{children}</div>
        </div>
      </Container>
    </section>
  )
}
