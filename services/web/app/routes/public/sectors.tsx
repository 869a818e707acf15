import { localeFromRequest } from '../../i18n/locale'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { PageCallToAction } from '../../site/PageCallToAction'
import { SectorCard } from '../../sectors/SectorCard'
import { loadSectorsPage } from '../../sectors/sectors-page.server'
import { SectorExcellence, SectorExpertise } from '../../sectors/SectorsSections'
import { ListHero } from '../../site/ListHero'
import { CardGrid } from '../../ui/CardGrid'
import { EmptyState } from '../../ui/EmptyState'
import { Section, SectionHeader } from '../../ui/Section'
import type { Route } from './+types/sectors'

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSectorsPage(context, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    {
      title: 'Sectors',
      description: loaderData?.hero.description,
      keywords: [
        ...(loaderData?.sectors.map((s) => s.title.toLowerCase()) ?? []),
        'critical infrastructure',
        'Dubai',
        'MENA',
        'Africa',
      ],
      path: location.pathname,
      image: loaderData?.hero.image || loaderData?.excellence.image,
    },
    siteUrlsFrom(matches),
  )

export default function Sectors({ loaderData }: Route.ComponentProps) {
  const { hero, sectors, expertise, excellence, cta } = loaderData
  return (
    <>
      <ListHero hero={hero} />
      <Section labelledBy="all-sectors-title">
        <SectionHeader
          id="all-sectors-title"
          eyebrow="Industries"
          title="Sectors We Serve"
          description="Each sector has its own requirements and regulations. Explore how we support yours."
        />
        {sectors.length === 0 ? (
          <EmptyState
            icon="building"
            title="No sectors available at the moment."
            message="Sectors will appear here once they are added to the system."
          />
        ) : (
          <CardGrid items={sectors} getKey={(s) => s.slug}>
            {(sector) => <SectorCard sector={sector} />}
          </CardGrid>
        )}
      </Section>
      <SectorExpertise expertise={expertise} />
      <SectorExcellence excellence={excellence} sectors={sectors} />
      <PageCallToAction cta={cta} />
    </>
  )
}
