import { LocalLink as Link } from '../i18n/LocalLink'
import { visuallyHidden } from '../theme/utilities.css'
import { Icon, SolutionIconGlyph } from '../ui/Icon'
import { Picture } from '../ui/Picture'
import * as styles from './SolutionCard.css'
import { useT } from '../i18n/use-locale'

export interface SolutionCardProps {
  slug: string
  title: string
  description: string
  icon: string
  /** "media/<file>"; pass undefined for a compact card without an image (child solutions) */
  image?: string
  headingLevel?: 'h2' | 'h3'
}

export function SolutionCard({
  slug,
  title,
  description,
  icon,
  image,
  headingLevel: Heading = 'h3',
}: SolutionCardProps) {
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
              imgClassName={styles.image}
            />
          </div>
          <span className={[styles.icon, styles.iconOverlap].join(' ')}>
            <SolutionIconGlyph name={icon} size={26} />
          </span>
        </div>
      ) : null}
      <div className={[styles.body, withImage ? styles.bodyWithImage : ''].join(' ')}>
        {withImage ? null : (
          <span className={styles.icon}>
            <SolutionIconGlyph name={icon} size={26} />
          </span>
        )}
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.description}>{description}</p>
        <Link to={`/solutions/${slug}`} className={styles.link}>
          {t('card.learnMore')}
          <span className={visuallyHidden}>{t('card.learnMoreAbout', { title })}</span>
          <Icon name="arrow-right" size={18} className={styles.arrow} />
        </Link>
      </div>
    </article>
  )
}
