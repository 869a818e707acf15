import { staticPage } from '../../hydration'
import { translate } from '../../i18n/messages'
import { useT } from '../../i18n/use-locale'
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
import { localeFromPath, localeFromRequest } from '../../i18n/locale'

/** Content only: sent without React's runtime (hydration.ts); the accordion is static-enhance.ts. */
export const handle = staticPage

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSolutionsPage(context, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    {
      title:
        loaderData?.seo.title || translate(localeFromPath(location.pathname), 'page.solutions'),
      description: loaderData?.seo.description || loaderData?.hero.description,
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
  const t = useT()
  const { hero, pillars, why, cta, solutions } = loaderData
  return (
    <>
      <ListHero hero={hero} />
      <FivePillars pillars={pillars} />
      <Section labelledBy="all-solutions-title">
        <SectionHeader
          id="all-solutions-title"
          eyebrow={t('solutions.depth.eyebrow')}
          title={t('solutions.depth.title')}
          description={t('solutions.depth.description')}
        />
        {solutions.length === 0 ? (
          <EmptyState title={t('home.noSolutions.title')} message={t('home.noSolutions.message')} />
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
        lang={why.lang}
      >
        <PointGrid
          label={t('solutions.whyLabel')}
          points={companyClaims.map((c) => ({
            icon: c.icon,
            label: c.value,
            caption: t(c.caption),
          }))}
        />
      </FeatureSplit>
      <PageCallToAction cta={cta} />
    </>
  )
}
