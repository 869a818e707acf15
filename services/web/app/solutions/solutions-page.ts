import type { PageContent, Solution } from '@site/contract'
import { buildListHero, type CounterField, type ListHeroContent } from '../site/list-hero'
import { fallbackLang, type FallbackLang, missingOf } from '../i18n/bidi'
import type { Locale } from '../i18n/locale'
import { translate, type MessageKey } from '../i18n/messages'
import { ctaOf, type CtaContent, type Intro, introOf, pageField } from '../site/page-sections'
import { topLevelSolutions } from './top-level'
import { catalogueCounts, childCount } from '../site/catalogue-counts'

/** One of the fixed 'Five Pillars' (always these five slugs); its count is its child solutions listed. */
export interface Pillar {
  slug: string
  title: string
  icon: string
  count: number
  /** 'en' when the title is English for want of Arabic */
  lang?: FallbackLang
}

/** A child solution as a card or list item shows it; `missing` from its own Arabic read. */
export type ChildSolution = Pick<
  Solution['children'][number],
  'slug' | 'title' | 'description' | 'icon'
> & {
  missing: string[]
}

/**
 * An accordion item: only what the open item shows travels to the browser, with the fields that
 * fell back to English (`missing`, i18n/bidi.tsx).
 */
export type AccordionSolution = Pick<
  Solution,
  'slug' | 'title' | 'description' | 'detailed_description' | 'icon' | 'features' | 'benefits'
> & {
  missing: string[]
  children: ChildSolution[]
}

/**
 * A solution's children from the list read in the page's language, with the English fallbacks of
 * each: the children embedded in a solution carry their stored English texts only.
 */
export function childSolutions(solution: Solution, all: readonly Solution[]): ChildSolution[] {
  const bySlug = new Map(all.map((s) => [s.slug, s]))
  return solution.children.map((child) => {
    const listed = bySlug.get(child.slug)
    return {
      slug: child.slug,
      title: listed?.title ?? child.title,
      description: listed?.description ?? child.description,
      icon: listed?.icon ?? child.icon,
      missing: missingOf(listed),
    }
  })
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
      // the top-level solutions in their hand-set order, as the accordion below lists them
      items: topLevelSolutions(all).map((s, i) => ({
        slug: s.slug,
        title: s.title,
        icon: s.icon ?? pillarIcons[i] ?? 'settings',
        count: childCount(s, listed),
        lang: fallbackLang(s, 'title'),
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
      missing: missingOf(s),
      children: childSolutions(s, all),
    })),
  }
}
