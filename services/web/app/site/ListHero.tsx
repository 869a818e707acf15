import { Text } from '../i18n/bidi'
import { Button } from '../ui/Button'
import { PageHero } from '../ui/PageHero'
import type { ListHeroContent } from './list-hero'

/** The hero of a list page: title with its last word highlighted, one button, four counters. */
export function ListHero({ hero }: { hero: ListHeroContent }) {
  return (
    <PageHero
      smallTitle={hero.smallTitle}
      titleLead={hero.titleLead}
      titleHighlight={hero.titleHighlight}
      titleLayout="inline"
      description={hero.description}
      image={hero.image}
      counters={hero.counters}
      lang={hero.lang}
      actions={
        hero.button ? (
          <Button to={hero.button.to} size="lg" iconEnd="arrow-right">
            <Text lang={hero.button.lang}>{hero.button.label}</Text>
          </Button>
        ) : undefined
      }
    />
  )
}
