import { langsOf } from '../i18n/bidi'
import { useT } from '../i18n/use-locale'
import { solutionsListPath } from '../site/navigation'
import { SolutionCard } from '../solutions/SolutionCard'
import { Button } from '../ui/Button'
import { CardGrid } from '../ui/CardGrid'
import { EmptyState } from '../ui/EmptyState'
import { Section, SectionHeader } from '../ui/Section'
import type { HomeContent, SolutionCardData } from './home-content'
import * as styles from './SolutionsGrid.css'

export interface SolutionsGridProps {
  intro: HomeContent['solutionsIntro']
  solutions: SolutionCardData[]
}

/** "Our Solutions" (anchor #solutions), closed by 'View All Solutions' to the list page. */
export function SolutionsGrid({ intro, solutions }: SolutionsGridProps) {
  const t = useT()
  return (
    <Section id="solutions" tone="muted" labelledBy="solutions-title">
      <SectionHeader
        id="solutions-title"
        eyebrow={intro.smallTitle}
        title={intro.title}
        description={intro.description}
        lang={intro.lang}
      />
      {solutions.length === 0 ? (
        <EmptyState title={t('home.noSolutions.title')} message={t('home.noSolutions.message')} />
      ) : (
        <CardGrid items={solutions} getKey={(s) => s.slug}>
          {(s) => (
            <SolutionCard
              slug={s.slug}
              title={s.title}
              description={s.description}
              icon={s.icon}
              image={s.image}
              lang={langsOf(s, { title: 'title', description: 'description' })}
            />
          )}
        </CardGrid>
      )}
      <div className={styles.more}>
        <Button to={solutionsListPath} variant="secondary" iconEnd="arrow-right">
          {t('button.viewAllSolutions')}
        </Button>
      </div>
    </Section>
  )
}
