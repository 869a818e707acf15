import { Button } from '../ui/Button'
import { Container } from '../ui/Container'
import { NamedGroup } from '../ui/NamedGroup'
import { Picture } from '../ui/Picture'
import type { AboutPageContent } from './about-page'
import * as styles from './AboutHero.css'
import { Ltr } from '../i18n/Ltr'
import { useT } from '../i18n/use-locale'

/** About's hero: text and button beside a photo carrying the years and MW badges. */
export function AboutHero({ hero }: { hero: AboutPageContent['hero'] }) {
  const t = useT()
  return (
    <section className={styles.hero} aria-labelledby="about-hero-title">
      <Container>
        <div className={styles.grid}>
          <div className={styles.text}>
            {hero.smallTitle ? <p className={styles.smallTitle}>{hero.smallTitle}</p> : null}
            <h1 id="about-hero-title" className={styles.title}>
              {hero.title}
            </h1>
            {hero.description ? <p className={styles.description}>{hero.description}</p> : null}
            {hero.button ? (
              <Button to={hero.button.to} size="lg" iconEnd="arrow-right" className={styles.button}>
                {hero.button.label}
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
