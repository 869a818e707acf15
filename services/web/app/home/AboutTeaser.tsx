import { Text } from '../i18n/bidi'
import { Ltr } from '../i18n/Ltr'
import { useT } from '../i18n/use-locale'
import { Button } from '../ui/Button'
import { FeatureSplit } from '../ui/FeatureSplit'
import { PointGrid } from '../ui/PointGrid'
import * as styles from './AboutTeaser.css'
import type { HomeContent } from './home-content'

/** The home page's fixed four points about the company (catalogue keys, not content). */
const points = [
  'home.point.smartCity',
  'home.point.automation',
  'home.point.energy',
  'home.point.iot',
] as const

/** Home's About teaser: the site's text-beside-image section with its points and figure badge. */
export function AboutTeaser({ about }: { about: NonNullable<HomeContent['about']> }) {
  const t = useT()
  return (
    <FeatureSplit
      id="about-title"
      eyebrow={about.smallTitle}
      title={about.title}
      description={about.description}
      lang={about.lang}
      image={about.image}
      imageAlt={about.title}
      badges={
        about.badge ? (
          <p className={styles.badge}>
            <span className={styles.badgeValue}>
              <Ltr>{about.badge.value}</Ltr>
            </span>
            {about.badge.caption ? (
              <span className={styles.badgeCaption}>{about.badge.caption}</span>
            ) : null}
          </p>
        ) : null
      }
    >
      <PointGrid points={points.map((p) => ({ icon: 'check-circle', label: t(p) }))} />
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
    </FeatureSplit>
  )
}
