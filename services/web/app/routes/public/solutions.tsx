import { companyClaims } from '../../company'
import { ListHero } from '../../site/ListHero'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { PageCallToAction } from '../../site/PageCallToAction'
import { FivePillars } from '../../solutions/FivePillars'
import { SolutionsAccordion } from '../../solutions/SolutionsAccordion'
import { loadSolutionsPage } from '../../solutions/solutions-page.server'
import { EmptyState } from '../../ui/EmptyState'
import { FeatureSplit } from '../../ui/FeatureSplit'
import { PointGrid } from '../../ui/PointGrid'
import { Section, SectionHeader } from '../../ui/Section'
import type { Route } from './+types/solutions'
import { localeFromRequest } from '../../i18n/locale'

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSolutionsPage(context, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    {
      title: 'Solutions',
      description: loaderData?.hero.description,
      keywords: [
        ...(loaderData?.pillars.items.map((p) => p.title) ?? []),
        'smart cities',
        'Dubai',
        'MENA',
        'Africa',
      ],
      path: location.pathname,
      image: loaderData?.hero.image || loaderData?.why.image,
    },
    siteUrlsFrom(matches),
  )

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { hero, pillars, why, cta, solutions } = loaderData
  return (
    <>
      <ListHero hero={hero} />
      <FivePillars pillars={pillars} />
      <Section labelledBy="all-solutions-title">
        <SectionHeader
          id="all-solutions-title"
          eyebrow="Explore"
          title="Our Solutions in Depth"
          description="Open a solution to see what it covers, its key features and benefits, and the specialised solutions within it."
        />
        {solutions.length === 0 ? (
          <EmptyState
            title="No solutions available at the moment."
            message="Solutions will appear here once they are added to the system."
          />
        ) : (
          <SolutionsAccordion solutions={solutions} />
        )}
      </Section>
      <FeatureSplit
        id="why-title"
        tone="muted"
        eyebrow={why.smallTitle}
        title={why.title}
        description={why.description}
        image={why.image}
        imageAlt=""
        reverse
      >
        <PointGrid
          label="Why clients choose us"
          points={companyClaims.map((c) => ({ icon: c.icon, label: c.value, caption: c.caption }))}
        />
      </FeatureSplit>
      <PageCallToAction cta={cta} />
    </>
  )
}
