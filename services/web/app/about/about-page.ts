import { type FallbackLang, type Langs, missingOf } from '../i18n/bidi'
import type { Locale } from '../i18n/locale'
import { introLangs, pageFieldLang, pageLangs } from '../site/page-sections'
import { translate, type MessageKey } from '../i18n/messages'
import type { AboutSectionInput, PageContent } from '@site/contract'
import { fieldValue } from '@site/contract'

/** An about section as content-api answers it (content/about-sections/<section_key>.md). */
export type AboutSectionRecord = AboutSectionInput & { slug: string }

export interface AboutCard {
  key: string
  title: string
  subtitle: string
  /** Markdown */
  content: string
  /** a "media/<file>" reference or '' */
  image: string
  /** its alt text as stored with the section ('' : the title is used) */
  imageAlt: string
  /**
   * The content as named items when it is nothing but a list of "**Name** – text" lines (the
   * values); null otherwise, and the Markdown is shown as it is.
   */
  items: Array<{ name: string; text: string }> | null
  /** the section's fields shown in English for want of Arabic (i18n/bidi.tsx) */
  missing: string[]
}

const namedItem = /^\s*[-*]\s+\*\*(.+?)\*\*\s*[–—:-]?\s*(.*)$/

/** "- **Innovation** – We look..." lines -> [{ name, text }]; null when any line is not one. */
export function namedItems(markdown: string): Array<{ name: string; text: string }> | null {
  const lines = markdown.split('\n').filter((line) => line.trim() !== '')
  const items = lines.map((line) => namedItem.exec(line))
  if (items.length === 0 || items.some((m) => !m)) return null
  return items.map((m) => ({ name: m?.[1]?.trim() ?? '', text: m?.[2]?.trim() ?? '' }))
}

export interface AboutPageContent {
  hero: {
    smallTitle: string
    title: string
    description: string
    button: { label: string; to: string; lang?: FallbackLang } | null
    image: string
    badges: Array<{ value: string; caption: string }>
    lang: Langs<'smallTitle' | 'title' | 'description'>
  }
  stats: Array<{ key: string; value: string; label: string }>
  expertise: {
    smallTitle: string
    title: string
    description: string
    image: string
    lang: Langs<'eyebrow' | 'title' | 'description'>
  }
  /** Mission, Vision and Values, from the about sections by key; absent ones are left out */
  principles: AboutCard[]
  /** the 'history' about section (milestones), when there is an active one */
  history: AboutCard | null
  /** every other active section, in its sort order: whatever an editor adds is shown */
  more: AboutCard[]
  trust: {
    smallTitle: string
    title: string
    description: string
    cards: Array<{ title: string; description: string; lang: Langs<'title' | 'description'> }>
    lang: Langs<'eyebrow' | 'title' | 'description'>
  }
  cta: {
    title: string
    description: string
    button: { label: string; to: string; lang?: FallbackLang }
    lang: Langs<'title' | 'description'>
  }
}

/** The expertise section's fixed four-item list (catalogue keys, not content). */
export const expertiseAreas = [
  'about.area.energy',
  'about.area.it',
  'about.area.telecom',
  'about.area.automation',
] as const satisfies readonly MessageKey[]

/** The about sections the page shows, by section key (never by position). */
export const principleKeys = ['mission', 'vision', 'values'] as const
/** Sections with a place of their own; every other active section follows the history. */
const placedKeys = new Set<string>([...principleKeys, 'history'])

function cardOf(section: AboutSectionRecord | undefined, key: string): AboutCard | null {
  if (!section) return null
  return {
    key,
    title: section.title || key,
    subtitle: section.subtitle,
    content: section.content,
    image: section.image,
    imageAlt: section.image_alt || section.title || key,
    items: namedItems(section.content),
    missing: missingOf(section),
  }
}

/** Builds /about from the about page content and the (active) about sections, fields by key. */
export function buildAboutPage(
  page: PageContent,
  sections: AboutSectionRecord[],
  locale: Locale = 'en',
): AboutPageContent {
  const t = (key: MessageKey) => translate(locale, key)
  const v = (section: string, field: string) => fieldValue(page, section, field).trim()
  const nonEmpty = <T extends { value: string }>(items: T[]) => items.filter((i) => i.value !== '')
  const heroButton = v('hero', 'button_title')
  const bySlug = new Map(sections.map((s) => [s.slug, s]))

  return {
    hero: {
      smallTitle: v('hero', 'small_title'),
      title: v('hero', 'title') || t('about.title'),
      description: v('hero', 'description'),
      button: heroButton
        ? {
            label: heroButton,
            to: v('hero', 'button_url') || '/contact',
            lang: pageFieldLang(page, 'hero', 'button_title'),
          }
        : null,
      image: v('hero', 'image'),
      badges: nonEmpty([
        { value: v('hero', 'years_experience'), caption: t('home.stats.yearsExperience') },
        { value: v('hero', 'mw_capacity'), caption: t('about.badge.capacity') },
      ]),
      lang: pageLangs(page, 'hero', {
        smallTitle: 'small_title',
        title: 'title',
        description: 'description',
      }),
    },
    stats: nonEmpty([
      {
        key: 'mw_installed_capacity',
        value: v('stats', 'mw_installed_capacity'),
        label: t('about.stats.capacity'),
      },
      {
        key: 'countries_served',
        value: v('stats', 'countries_served'),
        label: t('home.stats.countriesServed'),
      },
      {
        key: 'years_experience',
        value: v('stats', 'years_experience'),
        label: t('home.stats.yearsExperience'),
      },
      {
        key: 'successful_projects',
        value: v('stats', 'successful_projects'),
        label: t('about.stats.projects'),
      },
    ]),
    expertise: {
      smallTitle: v('expertise', 'small_title'),
      title: v('expertise', 'title') || t('about.expertise'),
      description: v('expertise', 'description'),
      image: v('expertise', 'image'),
      lang: introLangs(page, 'expertise'),
    },
    principles: principleKeys.flatMap((key) => {
      const card = cardOf(bySlug.get(key), key)
      return card ? [card] : []
    }),
    history: cardOf(bySlug.get('history'), 'history'),
    more: sections.flatMap((section) => {
      if (placedKeys.has(section.slug)) return []
      const card = cardOf(section, section.slug)
      return card ? [card] : []
    }),
    trust: {
      smallTitle: v('trust', 'small_title') || t('about.trust'),
      title: v('trust', 'title') || t('about.trust'),
      description: v('trust', 'description'),
      cards: [1, 2, 3]
        .map((n) => ({
          title: v('trust', `card_${n}_title`),
          description: v('trust', `card_${n}_description`),
          lang: pageLangs(page, 'trust', {
            title: `card_${n}_title`,
            description: `card_${n}_description`,
          }),
        }))
        .filter((c) => c.title !== ''),
      lang: introLangs(page, 'trust'),
    },
    cta: {
      title: v('cta', 'title') || t('about.ctaTitle'),
      description: v('cta', 'description'),
      button: {
        label: v('cta', 'button_title') || t('about.ctaButton'),
        to: v('cta', 'button_url') || '/contact',
        lang: pageFieldLang(page, 'cta', 'button_title'),
      },
      lang: pageLangs(page, 'cta', { title: 'title', description: 'description' }),
    },
  }
}
