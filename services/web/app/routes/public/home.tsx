import { ClientsStrip } from '../../clients/ClientsStrip'
import { AboutTeaser } from '../../home/AboutTeaser'
import { loadHome } from '../../home/home.server'
import { HomeHero } from '../../home/HomeHero'
import { SolutionsGrid } from '../../home/SolutionsGrid'
import { StatsBand } from '../../home/StatsBand'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { Text } from '../../i18n/bidi'
import { Button } from '../../ui/Button'
import { CallToAction } from '../../ui/CallToAction'
import type { Route } from './+types/home'
import { localeFromPath, localeFromRequest } from '../../i18n/locale'
import { translate } from '../../i18n/messages'
import { staticPage } from '../../hydration'

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

export function loader({ context, request }: Route.LoaderArgs) {
  return loadHome(context, localeFromRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const hero = loaderData?.home.hero
  const title = hero ? [hero.titleLead, hero.titleHighlight].filter(Boolean).join(' ') : ''
  const brand = translate(localeFromPath(location.pathname), 'site.name')
  return seoMeta(
    {
      title: loaderData?.seo.title || (title ? `${brand} | ${title}` : brand),
      description: loaderData?.seo.description || hero?.description,
      keywords: [
        'energy systems',
        'IT infrastructure',
        'industrial automation',
        'battery energy storage systems',
        'software platforms',
        'smart cities',
        'Dubai',
        'MENA',
        'Africa',
      ],
      path: location.pathname,
      image: hero?.image,
    },
    siteUrlsFrom(matches),
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, solutions, clients } = loaderData
  return (
    <>
      <HomeHero hero={home.hero} />
      <StatsBand stats={home.stats} />
      {home.about ? <AboutTeaser about={home.about} /> : null}
      <SolutionsGrid intro={home.solutionsIntro} solutions={solutions} />
      <ClientsStrip clients={clients} />
      <CallToAction title={home.cta.title} description={home.cta.description} lang={home.cta.lang}>
        <Button to={home.cta.button.to} size="lg" iconEnd="arrow-right">
          <Text lang={home.cta.button.lang}>{home.cta.button.label}</Text>
        </Button>
      </CallToAction>
    </>
  )
}
