import { fieldValue, type PageContent, type Solution } from '@site/content-api/schemas'
import { buildListHero, type ListHeroContent } from '../site/list-hero'
import { solutionSlugs, titleFromSlug } from '../site/navigation'
import { topLevelSolutions } from './top-level'

/** One of the fixed 'Five Pillars' (spec: these slugs, static counts 6, 5, 4, 3, 4). */
export interface Pillar {
  slug: string
  title: string
  icon: string
  count: number
}

/** An accordion item: only what the open item shows travels to the browser. */
export type AccordionSolution = Pick<
  Solution,
  'slug' | 'title' | 'description' | 'detailed_description' | 'icon' | 'features' | 'benefits'
> & {
  children: Array<Pick<Solution['children'][number], 'slug' | 'title' | 'description' | 'icon'>>
}

interface Intro {
  smallTitle: string
  title: string
  description: string
}

export interface SolutionsPageContent {
  hero: ListHeroContent
  pillars: Intro & { items: Pillar[] }
  why: Intro & { image: string }
  cta: Intro & { button: { label: string; to: string } }
  solutions: AccordionSolution[]
}

const pillarCounts = [6, 5, 4, 3, 4] as const
const pillarIcons = ['zap', 'server', 'settings', 'battery', 'monitor'] as const

export const solutionsHeroCounters = [
  { key: 'solution_categories', label: 'Solution Categories' },
  { key: 'sub_solutions', label: 'Sub-Solutions' },
  { key: 'implementations', label: 'Implementations' },
  { key: 'countries', label: 'Countries' },
] as const

/** The /solutions page from its page content and the solutions, fields by key. */
export function buildSolutionsPage(page: PageContent, all: Solution[]): SolutionsPageContent {
  const v = (section: string, field: string) => fieldValue(page, section, field).trim()
  const intro = (section: string, fallbackTitle: string): Intro => ({
    smallTitle: v(section, 'small_title'),
    title: v(section, 'title') || fallbackTitle,
    description: v(section, 'description'),
  })
  const bySlug = new Map(all.map((s) => [s.slug, s]))
  return {
    hero: buildListHero(page, solutionsHeroCounters, 'Our Solutions'),
    pillars: {
      ...intro('pillars', 'Five Pillars of Our Work'),
      items: solutionSlugs.map((slug, i) => ({
        slug,
        title: bySlug.get(slug)?.title ?? titleFromSlug(slug),
        icon: bySlug.get(slug)?.icon ?? pillarIcons[i] ?? 'settings',
        count: pillarCounts[i] ?? 0,
      })),
    },
    why: { ...intro('why', 'Why Choose Us'), image: v('why', 'image') },
    cta: {
      ...intro('cta', 'Ready to Start Your Project?'),
      button: {
        label: v('cta', 'button_title') || 'Contact Us',
        to: v('cta', 'button_url') || '/contact',
      },
    },
    solutions: topLevelSolutions(all).map((s) => ({
      slug: s.slug,
      title: s.title,
      description: s.description,
      detailed_description: s.detailed_description,
      icon: s.icon,
      features: s.features,
      benefits: s.benefits,
      children: s.children.map(({ slug, title, description, icon }) => ({
        slug,
        title,
        description,
        icon,
      })),
    })),
  }
}
