import { type FallbackLang, type Langs, missingOf } from '../i18n/bidi'
import type { Locale } from '../i18n/locale'
import { introLangs, pageFieldLang, pageLangs } from '../site/page-sections'
import { translate, type MessageKey } from '../i18n/messages'
import { fieldValue, type PageContent, type Solution } from '@site/contract'
import { topLevelSolutions } from '../solutions/top-level'

export interface LinkButton {
  label: string
  to: string
  /** 'en' when the label is English for want of Arabic (i18n/bidi.tsx) */
  lang?: FallbackLang
}

export interface Counter {
  value: string
  label: string
}

/** Everything the home page shows, read from content by section and field key. */
export interface HomeContent {
  hero: {
    smallTitle: string
    /** first word (own line) */
    titleLead: string
    /** the rest of the title (highlighted) */
    titleHighlight: string
    description: string
    primary: LinkButton
    secondary: LinkButton
    image: string
    counters: Counter[]
    lang: Langs<'smallTitle' | 'title' | 'description'>
  }
  stats: Array<Counter & { key: string }>
  about: {
    smallTitle: string
    title: string
    description: string
    button: LinkButton | null
    image: string
    badge: { value: string; caption: string } | null
    lang: Langs<'eyebrow' | 'title' | 'description'>
  } | null
  solutionsIntro: {
    smallTitle: string
    title: string
    description: string
    lang: Langs<'eyebrow' | 'title' | 'description'>
  }
  cta: {
    title: string
    description: string
    button: LinkButton
    lang: Langs<'title' | 'description'>
  }
}

/**
 * A card of the "Our Solutions" grid: only what the card shows travels to the browser, with the
 * fields that fell back to English.
 */
export type SolutionCardData = Pick<
  Solution,
  'slug' | 'title' | 'description' | 'icon' | 'image'
> & { missing: string[] }

/** "Powering Smart Infrastructure" -> ["Powering", "Smart Infrastructure"] */
export function splitTitle(title: string): [string, string] {
  const trimmed = title.trim()
  const space = trimmed.search(/\s/)
  if (space === -1) return [trimmed, '']
  return [trimmed.slice(0, space), trimmed.slice(space).trim()]
}

const nonEmpty = <T extends { value: string }>(items: T[]) => items.filter((c) => c.value.trim())

/**
 * Builds the home page from content-api's page content. `page` is null when content-api could not
 * be read: the page then renders its fixed structure without content (a failed fetch empties the
 * data), with neutral fallbacks only where an empty string would break the layout.
 */
export function buildHomeContent(page: PageContent | null, locale: Locale = 'en'): HomeContent {
  const t = (key: MessageKey) => translate(locale, key)
  const v = (section: string, field: string) =>
    page ? fieldValue(page, section, field).trim() : ''

  const [titleLead, titleHighlight] = splitTitle(v('hero', 'title') || t('site.name'))
  const yearsValues = [v('stats', 'years_experience'), v('hero', 'years_experience')]
  const badgeValue = v('about', 'number')
  const aboutTitle = v('about', 'title')
  const aboutButtonLabel = v('about', 'button_title')

  return {
    hero: {
      smallTitle: v('hero', 'small_title'),
      titleLead,
      titleHighlight,
      description: v('hero', 'description') || t('footer.blurb'),
      primary: {
        label: v('hero', 'button_title') || t('home.exploreSolutions'),
        to: v('hero', 'button_url') || '/#solutions',
        lang: pageFieldLang(page, 'hero', 'button_title'),
      },
      secondary: {
        label: v('hero', 'secondary_button_title') || t('cta.contactUs'),
        to: v('hero', 'secondary_button_url') || '/contact',
        lang: pageFieldLang(page, 'hero', 'secondary_button_title'),
      },
      image: v('hero', 'image'),
      counters: nonEmpty([
        { value: v('hero', 'projects'), label: t('home.counter.projects') },
        { value: v('hero', 'satisfied_clients'), label: t('home.counter.clients') },
        { value: v('hero', 'countries'), label: t('home.counter.countries') },
        { value: v('hero', 'years_experience'), label: t('home.counter.years') },
      ]),
      lang: pageLangs(page, 'hero', {
        smallTitle: 'small_title',
        title: 'title',
        description: 'description',
      }),
    },
    stats: nonEmpty([
      {
        key: 'projects_completed',
        value: v('stats', 'projects_completed'),
        label: t('home.stats.projectsCompleted'),
      },
      {
        key: 'years_experience',
        value: v('stats', 'years_experience'),
        label: t('home.stats.yearsExperience'),
      },
      {
        key: 'satisfied_clients',
        value: v('stats', 'satisfied_clients'),
        label: t('home.stats.satisfiedClients'),
      },
      {
        key: 'countries_served',
        value: v('stats', 'countries_served'),
        label: t('home.stats.countriesServed'),
      },
    ]),
    about: aboutTitle
      ? {
          smallTitle: v('about', 'small_title'),
          title: aboutTitle,
          description: v('about', 'description'),
          button: aboutButtonLabel
            ? {
                label: aboutButtonLabel,
                to: v('about', 'button_url') || '/about',
                lang: pageFieldLang(page, 'about', 'button_title'),
              }
            : null,
          image: v('about', 'image'),
          badge: badgeValue
            ? {
                value: badgeValue,
                // The badge has no label field; name it only when it is clearly the years figure.
                caption: yearsValues.includes(badgeValue) ? t('home.badge.years') : '',
              }
            : null,
          lang: introLangs(page, 'about'),
        }
      : null,
    solutionsIntro: {
      smallTitle: v('solutions', 'small_title'),
      title: v('solutions', 'title') || t('home.ourSolutions'),
      description: v('solutions', 'description'),
      lang: introLangs(page, 'solutions'),
    },
    cta: {
      title: v('cta', 'title') || t('home.getStarted'),
      description: v('cta', 'description'),
      button: {
        label: v('cta', 'button_title') || t('cta.contactUs'),
        to: v('cta', 'button_url') || '/contact',
        lang: pageFieldLang(page, 'cta', 'button_title'),
      },
      lang: pageLangs(page, 'cta', { title: 'title', description: 'description' }),
    },
  }
}

/** The home grid's cards: the top-level solutions, with only what a card shows. */
export function toSolutionCards(solutions: Solution[]): SolutionCardData[] {
  return topLevelSolutions(solutions).map((s) => ({
    slug: s.slug,
    title: s.title,
    description: s.description,
    icon: s.icon,
    image: s.image,
    missing: missingOf(s),
  }))
}
