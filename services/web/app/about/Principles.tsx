import { fallbackLang, TextBlock } from '../i18n/bidi'
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
                <TextBlock as="h3" className={styles.title} lang={fallbackLang(p, 'title')}>
                  {p.title}
                </TextBlock>
                {p.subtitle ? (
                  <TextBlock className={styles.subtitle} lang={fallbackLang(p, 'subtitle')}>
                    {p.subtitle}
                  </TextBlock>
                ) : null}
              </div>
            </div>
            {p.items ? (
              <ul
                className={styles.items}
                {...(fallbackLang(p, 'content') ? { lang: 'en', dir: 'ltr' } : {})}
              >
                {p.items.map((item) => (
                  <li key={item.name} className={styles.itemTile}>
                    <TextBlock as="h4" className={styles.itemName}>
                      {item.name}
                    </TextBlock>
                    <TextBlock>{item.text}</TextBlock>
                  </li>
                ))}
              </ul>
            ) : (
              <Markdown lang={fallbackLang(p, 'content')}>{p.content}</Markdown>
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
        lang={trust.lang}
      />
      {trust.cards.length > 0 ? (
        <ul className={styles.trustGrid}>
          {trust.cards.map((c, i) => (
            <li key={c.title} className={styles.trustCard}>
              <span className={styles.trustIcon}>
                <Icon name={trustIcons[i] ?? 'check-circle'} size={24} />
              </span>
              <TextBlock as="h3" className={styles.trustTitle} lang={c.lang.title}>
                {c.title}
              </TextBlock>
              <TextBlock className={styles.trustText} lang={c.lang.description}>
                {c.description}
              </TextBlock>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}
