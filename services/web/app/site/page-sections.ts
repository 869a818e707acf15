import { fieldValue, type PageContent } from '@site/contract'
import type { FallbackLang, Langs } from '../i18n/bidi'
import type { Locale } from '../i18n/locale'
import { translate } from '../i18n/messages'

/**
 * A section's small title, title and description, read by key; `lang` names the ones shown in
 * English for want of Arabic, by SectionHeader's prop names (i18n/bidi.tsx).
 */
export interface Intro {
  smallTitle: string
  title: string
  description: string
  lang: Langs<'eyebrow' | 'title' | 'description'>
}

/** The closing call to action of a list page. */
export interface CtaContent extends Intro {
  button: { label: string; to: string; lang?: FallbackLang }
}

/** 'en' when an Arabic read of the page fell back to the field's English (its `missing`). */
export function pageFieldLang(
  page: PageContent | null,
  section: string,
  field: string,
): FallbackLang {
  return page?.missing.includes(`${section}.${field}`) ? 'en' : undefined
}

/** The Langs of a component's props from the page fields they show: { prop: field } */
export function pageLangs<K extends string>(
  page: PageContent | null,
  section: string,
  fields: Record<K, string>,
): Langs<K> {
  const langs: Langs<K> = {}
  for (const prop of Object.keys(fields) as K[]) {
    const lang = pageFieldLang(page, section, fields[prop])
    if (lang) langs[prop] = lang
  }
  return langs
}

/** SectionHeader's Langs for a section's small title, title and description. */
export const introLangs = (page: PageContent | null, section: string) =>
  pageLangs(page, section, { eyebrow: 'small_title', title: 'title', description: 'description' })

/** A trimmed field of a page section; '' when absent. */
export const pageField = (page: PageContent, section: string, field: string) =>
  fieldValue(page, section, field).trim()

/** A section's intro; `fallbackTitle` when its title is empty (a page never shows a blank head). */
export function introOf(page: PageContent, section: string, fallbackTitle: string): Intro {
  return {
    smallTitle: pageField(page, section, 'small_title'),
    title: pageField(page, section, 'title') || fallbackTitle,
    description: pageField(page, section, 'description'),
    lang: introLangs(page, section),
  }
}

/** The page's `cta` section; the button goes to /contact unless the editor set another link. */
export function ctaOf(page: PageContent, fallbackTitle: string, locale: Locale = 'en'): CtaContent {
  return {
    ...introOf(page, 'cta', fallbackTitle),
    button: {
      label: pageField(page, 'cta', 'button_title') || translate(locale, 'cta.contactUs'),
      to: pageField(page, 'cta', 'button_url') || '/contact',
      lang: pageFieldLang(page, 'cta', 'button_title'),
    },
  }
}
