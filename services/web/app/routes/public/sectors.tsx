import { staticPage } from '../../hydration'
import { translate } from '../../i18n/messages'
import { useT } from '../../i18n/use-locale'
import { localeFromPath, localeFromRequest } from '../../i18n/locale'
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

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSectorsPage(context, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    {
      title: loaderData?.seo.title || translate(localeFromPath(location.pathname), 'page.sectors'),
      description: loaderData?.seo.description || loaderData?.hero.description,
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
  const t = useT()
  const { hero, sectors, expertise, excellence, cta } = loaderData
  return (
    <>
      <ListHero hero={hero} />
      <Section labelledBy="all-sectors-title">
        <SectionHeader
          id="all-sectors-title"
          eyebrow={t('sectors.list.eyebrow')}
          title={t('sectors.title')}
          description={t('sectors.list.description')}
        />
        {sectors.length === 0 ? (
          <EmptyState
            icon="building"
            title={t('sectors.empty.title')}
            message={t('sectors.empty.message')}
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
