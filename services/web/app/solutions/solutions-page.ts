import type { PageContent, Solution } from '@site/content-api/schemas'
import { buildListHero, type CounterField, type ListHeroContent } from '../site/list-hero'
import type { Locale } from '../i18n/locale'
import { translate, type MessageKey } from '../i18n/messages'
import { ctaOf, type CtaContent, type Intro, introOf, pageField } from '../site/page-sections'
import { solutionSlugs, titleFromSlug } from '../site/navigation'
import { topLevelSolutions } from './top-level'
import { catalogueCounts, childCount } from '../site/catalogue-counts'

/** One of the fixed 'Five Pillars' (spec: these slugs); its count is its child solutions listed. */
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

export interface SolutionsPageContent {
  hero: ListHeroContent
  pillars: Intro & { items: Pillar[] }
  why: Intro & { image: string }
  cta: CtaContent
  solutions: AccordionSolution[]
}

const pillarIcons = ['zap', 'server', 'settings', 'battery', 'monitor'] as const

export const solutionsHeroCounters = [
  { key: 'solution_categories', label: 'list.counter.solutionCategories' },
  { key: 'sub_solutions', label: 'list.counter.subSolutions' },
  { key: 'implementations', label: 'list.counter.implementations' },
  { key: 'countries', label: 'list.counter.countries' },
] as const satisfies readonly CounterField[]

/** The /solutions page from its page content and the solutions, fields by key. */
export function buildSolutionsPage(
  page: PageContent,
  all: Solution[],
  locale: Locale = 'en',
): SolutionsPageContent {
  const t = (key: MessageKey) => translate(locale, key)
  const bySlug = new Map(all.map((s) => [s.slug, s]))
  const listed = new Set(all.map((s) => s.slug))
  return {
    hero: buildListHero(
      page,
      solutionsHeroCounters,
      'home.ourSolutions',
      locale,
      catalogueCounts('solutions', { solutions: all }),
    ),
    pillars: {
      ...introOf(page, 'pillars', t('solutions.pillarsTitle')),
      items: solutionSlugs.map((slug, i) => ({
        slug,
        title: bySlug.get(slug)?.title ?? titleFromSlug(slug),
        icon: bySlug.get(slug)?.icon ?? pillarIcons[i] ?? 'settings',
        count: childCount(bySlug.get(slug), listed),
      })),
    },
    why: {
      ...introOf(page, 'why', t('solutions.whyTitle')),
      image: pageField(page, 'why', 'image'),
    },
    cta: ctaOf(page, t('about.ctaTitle'), locale),
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
