import { fieldValue, type PageContent } from '@site/content-api/schemas'
import type { Locale } from '../i18n/locale'
import { translate } from '../i18n/messages'

/** A section's small title, title and description, read by key. */
export interface Intro {
  smallTitle: string
  title: string
  description: string
}

/** The closing call to action of a list page. */
export interface CtaContent extends Intro {
  button: { label: string; to: string }
}

/** A trimmed field of a page section; '' when absent. */
export const pageField = (page: PageContent, section: string, field: string) =>
  fieldValue(page, section, field).trim()

/** A section's intro; `fallbackTitle` when its title is empty (a page never shows a blank head). */
export function introOf(page: PageContent, section: string, fallbackTitle: string): Intro {
  return {
    smallTitle: pageField(page, section, 'small_title'),
    title: pageField(page, section, 'title') || fallbackTitle,
    description: pageField(page, section, 'description'),
  }
}

/** The page's `cta` section; the button goes to /contact unless the editor set another link. */
export function ctaOf(page: PageContent, fallbackTitle: string, locale: Locale = 'en'): CtaContent {
  return {
    ...introOf(page, 'cta', fallbackTitle),
    button: {
      label: pageField(page, 'cta', 'button_title') || translate(locale, 'cta.contactUs'),
      to: pageField(page, 'cta', 'button_url') || '/contact',
    },
  }
}
