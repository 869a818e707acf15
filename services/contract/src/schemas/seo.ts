import { type TextField, text, textarea } from './fields/field-kinds.js'

/**
 * What a search engine and a social card show of a page: its own SEO title and description per
 * language (optional), falling back to the page's title and summary. Declared once here; every
 * collection whose records have their own page and every page get these fields (collections.ts,
 * pages.ts), the public head reads them (web seo.ts) and the content check warns on them.
 */

/**
 * Where Google stops showing a title and a description. Google cuts by pixel width (about 600 px
 * for a title, 920 px for a description on a desktop result); measured in characters, as Yoast and
 * Rank Math do, that is about 60 and 155 of a Latin text. Characters are what an editor can count
 * and what an Arabic text is judged by too; past them the counter turns amber, nothing is refused.
 */
export const SEO_TITLE_LIMIT = 60
export const SEO_DESCRIPTION_LIMIT = 155

/** The section of every page's file that holds its SEO fields (pages.ts). */
export const SEO_SECTION = 'seo'

/**
 * The two fields, translatable. What is stored is bounded (twice the display limit) so a paste
 * cannot grow the file; within that the display limit is advice, shown by the counter.
 */
export const seoFields = (): { seo_title: TextField; seo_description: TextField } => ({
  seo_title: text('SEO title', {
    max: SEO_TITLE_LIMIT * 2,
    help: `Shown as the title in search results and social cards; about ${SEO_TITLE_LIMIT} characters show. Empty: the title is used.`,
  }),
  seo_description: textarea('SEO description', {
    max: SEO_DESCRIPTION_LIMIT * 2,
    help: `Shown under the title in search results; about ${SEO_DESCRIPTION_LIMIT} characters show. Empty: the summary is used.`,
  }),
})

export const SEO_FIELD_KEYS = ['seo_title', 'seo_description'] as const

/** A page's head texts: its SEO title and description, resolved. */
export interface SeoText {
  title: string
  description: string
}

const clean = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * The title and description a page shows search engines in one language: its SEO value when it
 * has one, else its title and summary. `missing` is what the read in a translation names as
 * fallen back to English (content-api's `missing`): an SEO text that is only the English one
 * gives way to a translated title or summary, so an Arabic page is not named in English.
 */
export function resolveSeo(
  values: { seo_title?: unknown; seo_description?: unknown },
  fallback: { title: unknown; description?: unknown },
  missing: readonly string[] = [],
  fallbackMissing: { title?: boolean; description?: boolean } = {},
): SeoText {
  const pick = (own: unknown, ownMissing: boolean, other: unknown, otherMissing: boolean) => {
    const mine = clean(own)
    if (mine && !(ownMissing && !otherMissing && clean(other))) return mine
    return clean(other)
  }
  return {
    title: pick(
      values.seo_title,
      missing.includes('seo_title'),
      fallback.title,
      fallbackMissing.title ?? false,
    ),
    description: pick(
      values.seo_description,
      missing.includes('seo_description'),
      fallback.description,
      fallbackMissing.description ?? false,
    ),
  }
}

/** Whether a text is past its display limit (by characters, as the counter counts). */
export const overSeoLimit = (kind: 'title' | 'description', value: string): boolean =>
  [...value.trim()].length > (kind === 'title' ? SEO_TITLE_LIMIT : SEO_DESCRIPTION_LIMIT)
