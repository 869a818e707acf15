import { Text } from '../i18n/bidi'
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
      lang={hero.lang}
      actions={
        <>
          <Button to={hero.primary.to} size="lg" iconEnd="arrow-right">
            <Text lang={hero.primary.lang}>{hero.primary.label}</Text>
          </Button>
          <Button to={hero.secondary.to} size="lg" variant="outline">
            <Text lang={hero.secondary.lang}>{hero.secondary.label}</Text>
          </Button>
        </>
      }
    />
  )
}
