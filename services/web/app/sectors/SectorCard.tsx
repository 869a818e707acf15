import { fallbackLang, langsOf, TextBlock } from '../i18n/bidi'
import { useT } from '../i18n/use-locale'
import { Icon } from '../ui/Icon'
import { MediaCard } from '../ui/MediaCard'
import { NamedGroup } from '../ui/NamedGroup'
import type { SectorCardData } from './sectors-page'
import * as styles from './SectorCard.css'

/** A sector: image, its icon, title, description, its first three solutions and Explore. */
export function SectorCard({ sector }: { sector: SectorCardData }) {
  const t = useT()
  return (
    <MediaCard
      to={`/sectors/${sector.slug}`}
      title={sector.title}
      description={sector.description}
      icon={<Icon name={sector.icon} size={26} />}
      image={sector.image}
      linkLabel={t('sector.explore')}
      lang={langsOf(sector, { title: 'title', description: 'description' })}
    >
      {sector.solutions.length > 0 ? (
        <NamedGroup label={t('sector.keySolutions', { title: sector.title })}>
          <ul className={styles.solutions}>
            {sector.solutions.map((solution) => (
              <li key={solution} className={styles.solution}>
                <Icon name="check-circle" size={18} className={styles.check} />
                <TextBlock as="span" lang={fallbackLang(sector, 'solutions')}>
                  {solution}
                </TextBlock>
              </li>
            ))}
          </ul>
        </NamedGroup>
      ) : null}
    </MediaCard>
  )
}
