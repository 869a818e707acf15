import { Text } from '../i18n/bidi'
import { fill } from '../i18n/fill'
import { countForm } from '../i18n/messages'
import { useLocale } from '../i18n/use-locale'
import { LocalLink as Link } from '../i18n/LocalLink'
import { SolutionIconGlyph } from '../ui/Icon'
import { Section, SectionHeader } from '../ui/Section'
import * as styles from './FivePillars.css'
import type { SolutionsPageContent } from './solutions-page'

/** The fixed 'Five Pillars' grid: each pillar links to its solution and names its count. */
export function FivePillars({ pillars }: { pillars: SolutionsPageContent['pillars'] }) {
  const locale = useLocale()
  return (
    <Section tone="muted" labelledBy="pillars-title">
      <SectionHeader
        id="pillars-title"
        eyebrow={pillars.smallTitle}
        title={pillars.title}
        description={pillars.description}
        lang={pillars.lang}
      />
      <ul className={styles.grid}>
        {pillars.items.map((p) => (
          <li key={p.slug}>
            <Link to={`/solutions/${p.slug}`} className={styles.card}>
              <span className={styles.icon}>
                <SolutionIconGlyph name={p.icon} size={24} />
              </span>
              <span className={styles.title}>
                <Text lang={p.lang}>{p.title}</Text>
              </span>
              <span className={styles.count}>
                {fill(countForm(locale, 'count.solutions', p.count), {
                  count: <span className={styles.countValue}>{p.count}</span>,
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
