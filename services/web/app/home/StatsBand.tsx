import { Container } from '../ui/Container'
import { Icon, type IconName } from '../ui/Icon'
import type { HomeContent } from './home-content'
import * as styles from './StatsBand.css'
import { Ltr } from '../i18n/Ltr'
import { useT } from '../i18n/use-locale'

const icons: Record<string, IconName> = {
  projects_completed: 'briefcase',
  successful_projects: 'briefcase',
  years_experience: 'award',
  satisfied_clients: 'users',
  countries_served: 'globe',
  mw_installed_capacity: 'zap',
}

/** A band of key figures (Home, About), each with an icon by its field key. */
export function StatsBand({ stats }: { stats: HomeContent['stats'] }) {
  const t = useT()
  if (stats.length === 0) return null
  return (
    <section className={styles.band} aria-label={t('stats.label')}>
      <Container>
        <ul className={styles.list}>
          {stats.map((s) => (
            <li key={s.key} className={styles.item}>
              <span className={styles.icon}>
                <Icon name={icons[s.key] ?? 'activity'} />
              </span>
              <span>
                <span className={styles.value}>
                  <Ltr>{s.value}</Ltr>
                </span>
                <span className={styles.label}>{s.label}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
