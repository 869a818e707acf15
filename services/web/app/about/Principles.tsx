import { useT } from '../i18n/use-locale'
import { Icon, type IconName } from '../ui/Icon'
import { Markdown } from '../ui/Markdown'
import { Section, SectionHeader } from '../ui/Section'
import type { AboutPageContent } from './about-page'
import * as styles from './Principles.css'

const icons: Record<string, IconName> = { mission: 'compass', vision: 'globe', values: 'award' }

/** Mission, Vision and Values cards from the about sections of those keys. */
export function Principles({ principles }: { principles: AboutPageContent['principles'] }) {
  const t = useT()
  if (principles.length === 0) return null
  return (
    <Section tone="muted" labelledBy="principles-title">
      <SectionHeader
        id="principles-title"
        eyebrow={t('about.whoWeAre')}
        title={t('about.principles')}
      />
      <ul className={styles.grid}>
        {principles.map((p) => (
          <li
            key={p.key}
            className={[styles.card, p.key === 'values' ? styles.wide : ''].join(' ')}
          >
            <div className={styles.head}>
              <span className={styles.icon}>
                <Icon name={icons[p.key] ?? 'check-circle'} size={26} />
              </span>
              <div>
                <h3 className={styles.title}>{p.title}</h3>
                {p.subtitle ? <p className={styles.subtitle}>{p.subtitle}</p> : null}
              </div>
            </div>
            {p.items ? (
              <ul className={styles.items}>
                {p.items.map((item) => (
                  <li key={item.name} className={styles.itemTile}>
                    <h4 className={styles.itemName}>{item.name}</h4>
                    <p>{item.text}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <Markdown>{p.content}</Markdown>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}

const trustIcons: IconName[] = ['cpu', 'shield', 'users']

/** The three 'Innovation Meets Trust' cards. */
export function TrustCards({ trust }: { trust: AboutPageContent['trust'] }) {
  return (
    <Section labelledBy="trust-title">
      <SectionHeader
        id="trust-title"
        eyebrow={trust.smallTitle}
        title={trust.title}
        description={trust.description}
      />
      {trust.cards.length > 0 ? (
        <ul className={styles.trustGrid}>
          {trust.cards.map((c, i) => (
            <li key={c.title} className={styles.trustCard}>
              <span className={styles.trustIcon}>
                <Icon name={trustIcons[i] ?? 'check-circle'} size={24} />
              </span>
              <h3 className={styles.trustTitle}>{c.title}</h3>
              <p className={styles.trustText}>{c.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}
