import type { PageContent, Sector } from '@site/contract'
import { buildListHero, type CounterField, type ListHeroContent } from '../site/list-hero'
import { catalogueCounts } from '../site/catalogue-counts'
import { missingOf } from '../i18n/bidi'
import type { Locale } from '../i18n/locale'
import { translate, type MessageKey } from '../i18n/messages'
import { ctaOf, type CtaContent, type Intro, introOf, pageField } from '../site/page-sections'
import type { IconName } from '../ui/Icon'

/** The icon of each of the known sectors, by slug; any other sector gets a building. */
const sectorIcons = new Map<string, IconName>([
  ['healthcare', 'heart-pulse'],
  ['education', 'graduation-cap'],
  ['government', 'landmark'],
  ['manufacturing', 'factory'],
  ['energy', 'zap'],
  ['security', 'shield'],
])

export function sectorIcon(slug: string): IconName {
  return sectorIcons.get(slug) ?? 'building'
}

/** How many of a sector's solutions its card lists: the first 3. */
export const cardSolutionCount = 3

/** A sector card: only what the list shows travels to the browser. */
export type SectorCardData = Pick<Sector, 'slug' | 'title' | 'description' | 'image'> & {
  /** the first three solutions */
  solutions: string[]
  icon: IconName
  /** the fields that fell back to English (i18n/bidi.tsx) */
  missing: string[]
}

export interface SectorsPageContent {
  hero: ListHeroContent
  sectors: SectorCardData[]
  /** the expertise section, with the sector count the editor set (else the number listed) */
  expertise: Intro & { sectorCount: string }
  excellence: Intro & { image: string }
  cta: CtaContent
}

export const sectorsHeroCounters = [
  { key: 'key_sectors', label: 'list.counter.keySectors' },
  { key: 'projects', label: 'list.counter.projects' },
  { key: 'countries', label: 'list.counter.countries' },
  { key: 'industries', label: 'list.counter.industries' },
] as const satisfies readonly CounterField[]

/** The /sectors page from its page content and the sectors (fields by key). */
export function buildSectorsPage(
  page: PageContent,
  sectors: Sector[],
  locale: Locale = 'en',
): SectorsPageContent {
  const t = (key: MessageKey) => translate(locale, key)
  return {
    hero: buildListHero(
      page,
      sectorsHeroCounters,
      'sectors.title',
      locale,
      catalogueCounts('sectors', { sectors }),
    ),
    sectors: sectors.map((s) => ({
      slug: s.slug,
      title: s.title,
      description: s.description,
      image: s.image,
      solutions: s.solutions.slice(0, cardSolutionCount),
      icon: sectorIcon(s.slug),
      missing: missingOf(s),
    })),
    expertise: {
      ...introOf(page, 'expertise', t('sectors.expertiseTitle')),
      sectorCount: pageField(page, 'expertise', 'sectors') || String(sectors.length),
    },
    excellence: {
      ...introOf(page, 'excellence', t('sectors.excellenceTitle')),
      image: pageField(page, 'excellence', 'image'),
    },
    cta: ctaOf(page, t('sectors.ctaTitle'), locale),
  }
}
