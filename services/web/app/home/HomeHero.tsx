import { Button } from '../ui/Button'
import { PageHero } from '../ui/PageHero'
import type { HomeContent } from './home-content'

/** Home's hero: the first word of the title on its own line, the rest highlighted. */
export function HomeHero({ hero }: { hero: HomeContent['hero'] }) {
  return (
    <PageHero
      smallTitle={hero.smallTitle}
      titleLead={hero.titleLead}
      titleHighlight={hero.titleHighlight}
      titleLayout="stacked"
      description={hero.description}
      image={hero.image}
      counters={hero.counters}
      actions={
        <>
          <Button to={hero.primary.to} size="lg" iconEnd="arrow-right">
            {hero.primary.label}
          </Button>
          <Button to={hero.secondary.to} size="lg" variant="outline">
            {hero.secondary.label}
          </Button>
        </>
      }
    />
  )
}
