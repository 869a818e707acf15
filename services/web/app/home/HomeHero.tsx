import { Button } from '../ui/Button'
import { Container } from '../ui/Container'
import { Picture } from '../ui/Picture'
import type { HomeContent } from './home-content'
import * as styles from './HomeHero.css'

export function HomeHero({ hero }: { hero: HomeContent['hero'] }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {hero.image ? (
        // Decorative backdrop: without an image the navy gradient and grid stand alone.
        <div className={styles.media_}>
          <Picture
            src={hero.image}
            alt=""
            sizes="100vw"
            priority
            width={1920}
            height={1080}
            cover
          />
        </div>
      ) : null}
      <div className={styles.overlay} aria-hidden="true" />
      <Container>
        <div className={styles.content}>
          {hero.smallTitle ? (
            <p className={styles.smallTitle}>
              <span className={styles.dot} aria-hidden="true" />
              {hero.smallTitle}
            </p>
          ) : null}
          <h1 id="hero-title" className={styles.title}>
            <span className={styles.titleLead}>{hero.titleLead}</span>
            {hero.titleHighlight ? (
              <span className={styles.titleHighlight}> {hero.titleHighlight}</span>
            ) : null}
          </h1>
          {hero.description ? <p className={styles.description}>{hero.description}</p> : null}
          <div className={styles.buttons}>
            <Button to={hero.primary.to} size="lg" iconEnd="arrow-right">
              {hero.primary.label}
            </Button>
            <Button to={hero.secondary.to} size="lg" variant="outline">
              {hero.secondary.label}
            </Button>
          </div>
        </div>
        {hero.counters.length > 0 ? (
          <ul className={styles.counters} aria-label="Key figures">
            {hero.counters.map((c) => (
              <li key={c.label} className={styles.counter}>
                <span className={styles.counterValue}>{c.value}</span>
                <span className={styles.counterLabel}>{c.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  )
}
