import type { MessageKey } from './i18n/messages'
/**
 * What the site says about the company that is not content: the copyright year, fixed (2024)
 * rather than the current year.
 * Its name and brand line are the catalogue's (site.name, footer.blurb: one text per language);
 * contact details come from content-api (see site/company-contact.ts).
 */
export const company = {
  copyrightYear: 2024,
} as const

/** The fixed marketing claims (not content), shown where a page backs up its promises. */
export const companyClaims = [
  { icon: 'award', value: '15+', caption: 'claims.years' },
  { icon: 'briefcase', value: '500+', caption: 'claims.implementations' },
  { icon: 'globe', value: '15+', caption: 'claims.countries' },
  { icon: 'phone', value: '24/7', caption: 'claims.support' },
] as const satisfies ReadonlyArray<{ icon: string; value: string; caption: MessageKey }>

/**
 * A tel: link's text with no-break spaces and hyphens, so "+971 4 000 0100" never wraps in the
 * middle of the number (html-validate tel-non-breaking). Rendered as characters, not &nbsp;.
 */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011')
}

/** "+971 4 000 0000" -> "tel:+97140000000" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}
