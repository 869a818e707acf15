import { Text } from '../i18n/bidi'
import { Ltr } from '../i18n/Ltr'
import { useT } from '../i18n/use-locale'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { Picture } from '../ui/Picture'
import { Section, SectionHeader } from '../ui/Section'
import * as styles from './AboutTeaser.css'
import type { HomeContent } from './home-content'

/** The spec's fixed four points (catalogue keys). */
const points = [
  'home.point.smartCity',
  'home.point.automation',
  'home.point.energy',
  'home.point.iot',
] as const

export function AboutTeaser({ about }: { about: NonNullable<HomeContent['about']> }) {
  const t = useT()
  return (
    <Section labelledBy="about-title">
      <div className={styles.grid}>
        <div className={styles.text}>
          <SectionHeader
            id="about-title"
            eyebrow={about.smallTitle}
            title={about.title}
            description={about.description}
            align="start"
            className={styles.header}
            lang={about.lang}
          />
          <ul className={styles.points}>
            {points.map((p) => (
              <li key={p} className={styles.point}>
                <Icon name="check-circle" size={20} className={styles.pointIcon} />
                {t(p)}
              </li>
            ))}
          </ul>
          {about.button ? (
            <Button
              to={about.button.to}
              variant="secondary"
              iconEnd="arrow-right"
              className={styles.button}
            >
              <Text lang={about.button.lang}>{about.button.label}</Text>
            </Button>
          ) : null}
        </div>
        <div className={styles.figure}>
          <div className={styles.image}>
            <Picture
              src={about.image}
              alt={about.title}
              sizes="(min-width: 1024px) 560px, 100vw"
              width={1200}
              height={900}
              cover
            />
          </div>
          {about.badge ? (
            <p className={styles.badge}>
              <span className={styles.badgeValue}>
                <Ltr>{about.badge.value}</Ltr>
              </span>
              {about.badge.caption ? (
                <span className={styles.badgeCaption}>{about.badge.caption}</span>
              ) : null}
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  )
}
