import type { ReactNode } from 'react'
import { type Langs, TextBlock } from '../i18n/bidi'
import * as styles from './CallToAction.css'
import { Container } from './Container'

export interface CallToActionProps {
  /** a text, or a message with a content value in it (i18n/fill.tsx) */
  title: ReactNode
  description?: string
  /** which texts are English for want of a translation (i18n/bidi.tsx) */
  lang?: Langs<'title' | 'description'>
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
  lang,
}: CallToActionProps) {
  return (
    <section className={styles.band} aria-labelledby={id}>
      <Container>
        <div className={styles.inner}>
          <div className={styles.text}>
            <TextBlock as="h2" id={id} className={styles.title} lang={lang?.title}>
              {title}
            </TextBlock>
            {description ? (
              <TextBlock className={styles.description} lang={lang?.description}>
                {description}
              </TextBlock>
            ) : null}
          </div>
          <div className={styles.actions}>{children}</div>
        </div>
      </Container>
    </section>
  )
}
