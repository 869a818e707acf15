import { pagePublicPaths } from '@site/contract'
import { stripLocale } from '../i18n/locale'
import type { MessageKey } from '../i18n/messages'

/**
 * The legal pages: their page-registry entry (text in content/pages/<page>.json) and what the
 * catalogue says around the text (title, lead, meta description); their addresses are the
 * registry's (pagePublicPaths), under /<code> in other languages.
 */
export const legalPages = {
  privacy: {
    title: 'page.privacy',
    lead: 'legal.privacyLead',
    description: 'legal.privacyDescription',
    keywords: ['privacy policy', 'cookies', 'personal data', 'Falcon Gridworks'],
  },
  terms: {
    title: 'page.terms',
    lead: 'legal.termsLead',
    description: 'legal.termsDescription',
    keywords: ['terms of service', 'terms of use', 'Falcon Gridworks'],
  },
} as const satisfies Record<
  string,
  { title: MessageKey; lead: MessageKey; description: MessageKey; keywords: readonly string[] }
>

export type LegalPageKey = keyof typeof legalPages

/** The legal page at a path in any language ('/fr/terms' -> 'terms'); null for any other path. */
export function legalPageAt(pathname: string): LegalPageKey | null {
  const bare = stripLocale(pathname)
  const keys = Object.keys(legalPages) as LegalPageKey[]
  return keys.find((page) => pagePublicPaths[page] === bare) ?? null
}
