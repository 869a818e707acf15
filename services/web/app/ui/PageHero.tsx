import type { ReactNode } from 'react'
import { Container } from './Container'
import * as styles from './PageHero.css'
import { NamedGroup } from './NamedGroup'
import { Picture } from './Picture'
import { type Langs, TextBlock, useDirection } from '../i18n/bidi'
import { Ltr } from '../i18n/Ltr'
import { useT } from '../i18n/use-locale'

export interface HeroCounter {
  value: string
  label: string
}

export interface PageHeroProps {
  smallTitle?: string
  /** the plain part of the title */
  titleLead: string
  /** the highlighted part (amber) */
  titleHighlight: string
  /**
   * 'stacked' (Home): lead on its own line, highlight on the next; 'inline' (list pages): one run
   * of text, the highlight at its end.
   */
  titleLayout?: 'stacked' | 'inline'
  description?: string
  /** the hero's buttons */
  actions?: ReactNode
  /** a "media/<file>" backdrop photo; without one, the navy gradient stands alone */
  image?: string
  /** key figures under the text (four on Home and the list pages) */
  counters?: HeroCounter[]
  /** the h1's id (the section is labelled by it) */
  id?: string
  /** which texts are English for want of a translation (i18n/bidi.tsx) */
  lang?: Langs<'smallTitle' | 'title' | 'description'>
}

/** The dark hero that opens Home and the list pages: small title, title, text, buttons, counters. */
export function PageHero({
  smallTitle,
  titleLead,
  titleHighlight,
  titleLayout = 'inline',
  description,
  actions,
  image,
  counters = [],
  id = 'hero-title',
  lang,
}: PageHeroProps) {
  const t = useT()
  const stacked = titleLayout === 'stacked'
  const titleDirection = useDirection(`${titleLead} ${titleHighlight}`, lang?.title)
  const smallTitleDirection = useDirection(smallTitle, lang?.smallTitle)
  return (
    <section
      className={[styles.hero, image ? '' : styles.plain].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      {image ? (
        // Decorative backdrop: the text says what the page is about.
        <div className={styles.media_}>
          <Picture
            src={image}
            alt=""
            sizes="100vw"
            priority
            width={1920}
            height={1080}
            cover
            aspect={[16, 9]}
          />
        </div>
      ) : null}
      <div className={styles.overlay} aria-hidden="true" />
      <Container>
        <div className={styles.content}>
          {smallTitle ? (
            <p className={styles.smallTitle} {...smallTitleDirection}>
              <span className={styles.dot} aria-hidden="true" />
              {smallTitle}
            </p>
          ) : null}
          <h1 id={id} className={styles.title} {...titleDirection}>
            <span className={stacked ? styles.titleLead : undefined}>{titleLead}</span>
            {titleHighlight ? (
              <span className={stacked ? styles.titleHighlight : styles.titleHighlightInline}>
                {' '}
                {titleHighlight}
              </span>
            ) : null}
          </h1>
          {description ? (
            <TextBlock className={styles.description} lang={lang?.description}>
              {description}
            </TextBlock>
          ) : null}
          {actions ? <div className={styles.buttons}>{actions}</div> : null}
        </div>
        {counters.length > 0 ? (
          <NamedGroup label={t('hero.keyFigures')}>
            <ul className={styles.counters}>
              {counters.map((c) => (
                <li key={c.label} className={styles.counter}>
                  <span className={styles.counterValue}>
                    <Ltr>{c.value}</Ltr>
                  </span>
                  <span className={styles.counterLabel}>{c.label}</span>
                </li>
              ))}
            </ul>
          </NamedGroup>
        ) : null}
      </Container>
    </section>
  )
}
