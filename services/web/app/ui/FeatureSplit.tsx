import type { ReactNode } from 'react'
import type { Langs } from '../i18n/bidi'
import * as styles from './FeatureSplit.css'
import { Picture } from './Picture'
import { Section, SectionHeader } from './Section'

export interface FeatureSplitProps {
  /** the heading's id (the section is labelled by it) */
  id: string
  eyebrow?: string
  title: string
  description?: string
  /** a "media/<file>" reference; '' shows the designed placeholder */
  image: string
  imageAlt: string
  /** what follows the text: a list of points, buttons */
  children?: ReactNode
  /** badges over the image's corner */
  badges?: ReactNode
  /** the image on the left on wide screens */
  reverse?: boolean
  tone?: 'plain' | 'muted'
  /** which texts are English for want of a translation (i18n/bidi.tsx) */
  lang?: Langs<'eyebrow' | 'title' | 'description'>
}

/** A text column beside an image: About's expertise, Solutions' why-choose-us. */
export function FeatureSplit({
  id,
  eyebrow,
  title,
  description,
  image,
  imageAlt,
  children,
  badges,
  reverse = false,
  tone = 'plain',
  lang,
}: FeatureSplitProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <div className={[styles.grid, reverse ? styles.reversed : ''].filter(Boolean).join(' ')}>
        <div className={styles.text}>
          <SectionHeader
            id={id}
            eyebrow={eyebrow}
            title={title}
            description={description}
            align="start"
            className={styles.header}
            lang={lang}
          />
          {children}
        </div>
        <div className={styles.figure}>
          <div className={styles.image}>
            <Picture
              src={image}
              alt={imageAlt}
              sizes="(min-width: 1024px) 560px, 100vw"
              width={1200}
              height={900}
              cover
            />
          </div>
          {badges ? <div className={styles.badges}>{badges}</div> : null}
        </div>
      </div>
    </Section>
  )
}
