import { Button } from '../ui/Button'
import { Container } from '../ui/Container'
import { NamedGroup } from '../ui/NamedGroup'
import { Picture } from '../ui/Picture'
import type { AboutPageContent } from './about-page'
import * as styles from './AboutHero.css'
import { Ltr } from '../i18n/Ltr'
import { Text, TextBlock } from '../i18n/bidi'
import { useT } from '../i18n/use-locale'

/** About's hero: text and button beside a photo carrying the years and MW badges. */
export function AboutHero({ hero }: { hero: AboutPageContent['hero'] }) {
  const t = useT()
  return (
    <section className={styles.hero} aria-labelledby="about-hero-title">
      <Container>
        <div className={styles.grid}>
          <div className={styles.text}>
            {hero.smallTitle ? (
              <TextBlock className={styles.smallTitle} lang={hero.lang.smallTitle}>
                {hero.smallTitle}
              </TextBlock>
            ) : null}
            <TextBlock
              as="h1"
              id="about-hero-title"
              className={styles.title}
              lang={hero.lang.title}
            >
              {hero.title}
            </TextBlock>
            {hero.description ? (
              <TextBlock className={styles.description} lang={hero.lang.description}>
                {hero.description}
              </TextBlock>
            ) : null}
            {hero.button ? (
              <Button to={hero.button.to} size="lg" iconEnd="arrow-right" className={styles.button}>
                <Text lang={hero.button.lang}>{hero.button.label}</Text>
              </Button>
            ) : null}
          </div>
          <div className={styles.figure}>
            <div className={styles.image}>
              <Picture
                src={hero.image}
                alt=""
                sizes="(min-width: 1024px) 560px, 100vw"
                priority
                width={1200}
                height={900}
                cover
              />
            </div>
            {hero.badges.length > 0 ? (
              <NamedGroup label={t('about.atAGlance')}>
                <ul className={styles.badges}>
                  {hero.badges.map((b) => (
                    <li key={b.caption} className={styles.badge}>
                      <span className={styles.badgeValue}>
                        <Ltr>{b.value}</Ltr>
                      </span>
                      <span className={styles.badgeCaption}>{b.caption}</span>
                    </li>
                  ))}
                </ul>
              </NamedGroup>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  )
}
