import type { ReactNode } from 'react'
import { type Langs, TextBlock } from '../i18n/bidi'
import { Breadcrumb, type Crumb } from './Breadcrumb'
import { Container } from './Container'
import * as styles from './DetailHero.css'
import { Picture } from './Picture'

export interface DetailHeroProps {
  /** Home > List > this record */
  crumbs: Crumb[]
  /** the h1's id (the hero section is labelled by it) */
  titleId: string
  title: string
  lead: string
  /** a badge glyph beside the eyebrow (a solution's or sector's icon) */
  icon?: ReactNode
  /** a short label above the title (a category) */
  eyebrow?: string
  /** facts under the lead (category, price range) */
  facts?: ReactNode
  /** the call-to-action buttons */
  actions: ReactNode
  /** a "media/<file>" reference; '' shows the designed placeholder */
  image: string
  imageAlt: string
  /** which texts are English for want of a translation (i18n/bidi.tsx) */
  lang?: Langs<'title' | 'lead' | 'eyebrow'>
}

/** The navy hero of a detail page (a solution, product or sector): text beside the image. */
export function DetailHero({
  crumbs,
  titleId,
  title,
  lead,
  icon,
  eyebrow,
  facts,
  actions,
  image,
  imageAlt,
  lang,
}: DetailHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.text}>
            <Breadcrumb className={styles.breadcrumb} items={crumbs} />
            {icon || eyebrow ? (
              <div className={styles.eyebrowRow}>
                {icon ? <span className={styles.icon}>{icon}</span> : null}
                {eyebrow ? (
                  <TextBlock as="span" className={styles.eyebrow} lang={lang?.eyebrow}>
                    {eyebrow}
                  </TextBlock>
                ) : null}
              </div>
            ) : null}
            <TextBlock as="h1" id={titleId} className={styles.title} lang={lang?.title}>
              {title}
            </TextBlock>
            <TextBlock className={styles.lead} lang={lang?.lead}>
              {lead}
            </TextBlock>
            {facts}
            <div className={styles.actions}>{actions}</div>
          </div>
          <div className={styles.image}>
            <Picture
              src={image}
              alt={imageAlt}
              sizes="(min-width: 1024px) 560px, 100vw"
              priority
              width={1600}
              height={1000}
              cover
              aspect={[16, 10]}
            />
          </div>
        </div>
      </Container>
    </section>
  )
}
