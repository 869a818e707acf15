import type { ReactNode } from 'react'
import { type Langs, Text, TextBlock } from '../i18n/bidi'
import { fill } from '../i18n/fill'
import { useT } from '../i18n/use-locale'
import { LocalLink as Link } from '../i18n/LocalLink'
import { visuallyHidden } from '../theme/utilities.css'
import { Icon } from './Icon'
import * as styles from './MediaCard.css'
import { Picture } from './Picture'

export interface MediaCardProps {
  /** where the card leads (the whole card is the link's target area) */
  to: string
  title: string
  description: string
  /** the badge glyph (a solution's, product category's or sector's icon) */
  icon: ReactNode
  /** "media/<file>"; '' shows the designed placeholder; undefined: a compact card without image */
  image?: string
  /** the visible link text (default "Learn More"); the title is added for screen readers */
  linkLabel?: string
  /** shown between the description and the link */
  children?: ReactNode
  headingLevel?: 'h2' | 'h3'
  /** which texts are English for want of a translation (i18n/bidi.tsx) */
  lang?: Langs<'title' | 'description'>
}

/** A card with an optional image, an icon badge, title, description and one link. */
export function MediaCard({
  to,
  title,
  description,
  icon,
  image,
  linkLabel,
  children,
  headingLevel = 'h3',
  lang,
}: MediaCardProps) {
  const t = useT()
  const withImage = image !== undefined
  return (
    <article className={styles.card}>
      {withImage ? (
        <div className={styles.mediaWrap}>
          <div className={styles.media}>
            <Picture
              src={image}
              alt=""
              sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
              width={1600}
              height={1000}
              cover
              aspect={[16, 10]}
              imgClassName={styles.image}
            />
          </div>
          <span className={[styles.icon, styles.iconOverlap].join(' ')}>{icon}</span>
        </div>
      ) : null}
      <div className={[styles.body, withImage ? styles.bodyWithImage : ''].join(' ')}>
        {withImage ? null : <span className={styles.icon}>{icon}</span>}
        <TextBlock as={headingLevel} className={styles.title} lang={lang?.title}>
          {title}
        </TextBlock>
        <TextBlock className={styles.description} lang={lang?.description}>
          {description}
        </TextBlock>
        {children ? <div className={styles.extra}>{children}</div> : null}
        <Link to={to} className={styles.link}>
          {linkLabel ?? t('card.learnMore')}
          <span className={visuallyHidden}>
            {fill(t('card.learnMoreAbout'), { title: <Text lang={lang?.title}>{title}</Text> })}
          </span>
          <Icon name="arrow-right" size={18} className={styles.arrow} />
        </Link>
      </div>
    </article>
  )
}
