import { fieldValue, type PageContent } from '@site/contract'
import type { FallbackLang, Langs } from '../i18n/bidi'
import type { HeroCounter } from '../ui/PageHero'
import { pageFieldLang, pageLangs } from './page-sections'
import type { Locale } from '../i18n/locale'
import { translate, type MessageKey } from '../i18n/messages'

/** A list page's hero (Solutions, Products, Sectors), read from its page's `hero` section by key. */
export interface ListHeroContent {
  smallTitle: string
  /** the title without its last word */
  titleLead: string
  /** the title's last word (highlighted) */
  titleHighlight: string
  description: string
  button: { label: string; to: string; lang?: FallbackLang } | null
  /** a "media/<file>" backdrop; '' for the navy gradient alone */
  image: string
  counters: HeroCounter[]
  /** the texts shown in English for want of Arabic (i18n/bidi.tsx) */
  lang: Langs<'smallTitle' | 'title' | 'description'>
}

/** One counter of the hero: the field key in the hero section and its label's catalogue key. */
export interface CounterField {
  key: string
  label: MessageKey
}

/** "Integrated Solutions for Critical Infrastructure" -> ["Integrated ... Critical", "Infrastructure"] */
export function splitLastWord(title: string): [string, string] {
  const trimmed = title.trim().replace(/\s+/g, ' ')
  const space = trimmed.lastIndexOf(' ')
  if (space === -1) return ['', trimmed]
  return [trimmed.slice(0, space), trimmed.slice(space + 1)]
}

/**
 * Builds the hero from the page content (fields by key, never by position). `fallbackTitle` is
 * used when the title is empty; an empty counter shows its catalogue count when it has one
 * (`computed`, see catalogue-counts.ts), else it is left out rather than shown blank.
 */
export function buildListHero(
  page: PageContent,
  counters: readonly CounterField[],
  fallbackTitle: MessageKey,
  locale: Locale = 'en',
  computed: Record<string, number> = {},
): ListHeroContent {
  const v = (field: string) => fieldValue(page, 'hero', field).trim()
  const [titleLead, titleHighlight] = splitLastWord(v('title') || translate(locale, fallbackTitle))
  const buttonLabel = v('button_title')
  return {
    smallTitle: v('small_title'),
    titleLead,
    titleHighlight,
    description: v('description'),
    button: buttonLabel
      ? {
          label: buttonLabel,
          to: v('button_url') || '/contact',
          lang: pageFieldLang(page, 'hero', 'button_title'),
        }
      : null,
    image: v('image'),
    counters: counters
      .map((c) => ({
        // a count of nothing says nothing: left out like an empty figure
        value: v(c.key) || (computed[c.key] ? String(computed[c.key]) : ''),
        label: translate(locale, c.label),
      }))
      .filter((c) => c.value !== ''),
    lang: pageLangs(page, 'hero', {
      smallTitle: 'small_title',
      title: 'title',
      description: 'description',
    }),
  }
}
