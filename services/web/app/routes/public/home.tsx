import { AboutTeaser } from '../../home/AboutTeaser'
import { buildHomeContent, toSolutionCards } from '../../home/home-content'
import { HomeHero } from '../../home/HomeHero'
import { SolutionsGrid } from '../../home/SolutionsGrid'
import { StatsBand } from '../../home/StatsBand'
import { readPublic } from '../../site/content-read.server'
import { seoMeta, siteUrlsFrom } from '../../seo'
import { Button } from '../../ui/Button'
import { CallToAction } from '../../ui/CallToAction'
import type { Route } from './+types/home'

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.contentApi()
  // Both reads in parallel; content-api down answers 503 (never a 200 with an empty page).
  const [page, solutions] = await Promise.all([
    readPublic('home page content', () => api.getPage('home')),
    readPublic('solutions', () => api.listSolutions()),
  ])
  return { home: buildHomeContent(page), solutions: toSolutionCards(solutions) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const hero = loaderData?.home.hero
  const title = hero ? [hero.titleLead, hero.titleHighlight].filter(Boolean).join(' ') : ''
  return seoMeta(
    {
      title: title ? `Falcon Gridworks | ${title}` : 'Falcon Gridworks',
      description: hero?.description,
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
  const { home, solutions } = loaderData
  return (
    <>
      <HomeHero hero={home.hero} />
      <StatsBand stats={home.stats} />
      {home.about ? <AboutTeaser about={home.about} /> : null}
      <SolutionsGrid intro={home.solutionsIntro} solutions={solutions} />
      <CallToAction title={home.cta.title} description={home.cta.description}>
        <Button to={home.cta.button.to} size="lg" iconEnd="arrow-right">
          {home.cta.button.label}
        </Button>
      </CallToAction>
    </>
  )
}
