import type { ReactNode } from 'react'
import * as styles from './DetailBody.css'
import { Section } from './Section'

export interface DetailBodyProps {
  /** the id of the article's heading (the section is labelled by it) */
  titleId: string
  title: string
  /** the article: a record's long description */
  children: ReactNode
  /** cards beside the article (sticky on wide screens); null for none */
  aside?: ReactNode
  asideLabel?: string
}

/** A detail page's main band: the long text, and its facts beside it on wide screens. */
export function DetailBody({ titleId, title, children, aside, asideLabel }: DetailBodyProps) {
  return (
    <Section labelledBy={titleId}>
      <div className={aside ? styles.body : undefined}>
        <article>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children}
        </article>
        {aside ? (
          <aside className={styles.aside} aria-label={asideLabel}>
            {aside}
          </aside>
        ) : null}
      </div>
    </Section>
  )
}
