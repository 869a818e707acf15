import type { ReactNode } from 'react'
import { Icon, type IconName } from './Icon'
import * as styles from './Panel.css'

export interface PanelProps {
  title: string
  icon: IconName
  children: ReactNode
  /** the heading level inside the page's outline (default h2) */
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** A titled white card beside a detail page's text: features, specifications, a partner. */
export function Panel({
  title,
  icon,
  children,
  headingLevel: Heading = 'h2',
  className,
}: PanelProps) {
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-label={title}>
      <Heading className={styles.title}>
        <Icon name={icon} size={22} className={styles.titleIcon} />
        {title}
      </Heading>
      {children}
    </section>
  )
}
