import { SolutionCard } from '../solutions/SolutionCard'
import { CardGrid } from '../ui/CardGrid'
import { EmptyState } from '../ui/EmptyState'
import { Section, SectionHeader } from '../ui/Section'
import type { HomeContent, SolutionCardData } from './home-content'

export interface SolutionsGridProps {
  intro: HomeContent['solutionsIntro']
  solutions: SolutionCardData[]
}

/** "Our Solutions" (anchor #solutions: the hero and 'View All Solutions' link here). */
export function SolutionsGrid({ intro, solutions }: SolutionsGridProps) {
  return (
    <Section id="solutions" tone="muted" labelledBy="solutions-title">
      <SectionHeader
        id="solutions-title"
        eyebrow={intro.smallTitle}
        title={intro.title}
        description={intro.description}
      />
      {solutions.length === 0 ? (
        <EmptyState
          title="No solutions available at the moment."
          message="Solutions will appear here once they are added to the system."
        />
      ) : (
        <CardGrid items={solutions} getKey={(s) => s.slug}>
          {(s) => (
            <SolutionCard
              slug={s.slug}
              title={s.title}
              description={s.description}
              icon={s.icon}
              image={s.image}
            />
          )}
        </CardGrid>
      )}
    </Section>
  )
}
