import { z } from 'zod'
import { defaultLanguage, languageCodes, type LanguageCode } from './languages.js'

/**
 * Search (`GET /api/search` for signed-in users, `GET /api/site-search` for visitors): the
 * query's bounds and the answer's shape, shared by content-api, its client and web.
 */

/** longest query: a search is a few words, and each word costs a fuzzy walk of the index */
export const SEARCH_QUERY_MAX = 100
/** words of a query that are searched (the rest are ignored), for the same reason */
export const SEARCH_WORDS_MAX = 8

const limit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit is a number' })
    .int('limit is a whole number')
    .min(1, 'limit is at least 1')
    .max(max, `limit is at most ${max}`)
    .default(fallback)

const query = z
  .string({ error: 'Give the words to search for as q' })
  .trim()
  .max(SEARCH_QUERY_MAX, `A search is at most ${SEARCH_QUERY_MAX} characters`)

/** `lang=<code>`: one language of the list (schemas/languages.ts). */
const language = z.enum(languageCodes as [LanguageCode, ...LanguageCode[]], {
  error: `Use lang=${languageCodes.join(', lang=')}`,
})

/** `?q=<text>[&lang=<code>][&limit=N]`; without `lang`, every language is searched. */
export const SearchQuery = z.object({
  q: query,
  lang: language.optional(),
  limit: limit(50, 20),
})
export type SearchQuery = z.infer<typeof SearchQuery>

/** The visitors' search: one language (the page's), fewer results. */
export const SiteSearchQuery = z.object({
  q: query,
  lang: language.default(defaultLanguage),
  limit: limit(30, 20),
})
export type SiteSearchQuery = z.infer<typeof SiteSearchQuery>

export const searchKinds = ['record', 'page', 'setting', 'media', 'message'] as const
export type SearchKind = (typeof searchKinds)[number]

/** One thing found, at the field that matched. */
export interface SearchResult {
  kind: SearchKind
  collection?: string
  slug?: string
  /** a page of the page registry (kind `page`) */
  page?: string
  title: string
  /** the matching field's text around the match (plain text) */
  snippet: string
  /** where in `snippet` the matched words are: [start, end) pairs, to mark them */
  marks: Array<[number, number]>
  /** the matching field's key in its form ("detailed_description", a page section's "title", "main_phone") */
  field: string
  /** the matching field's label, as the editor names it */
  field_label: string
  /** the language of the text that matched */
  lang: LanguageCode
  /** the admin editor of the item, opened at the matching field */
  admin_url: string
  /** the public page that shows it, in the language that matched (none for messages, media) */
  public_url?: string
}

export interface SearchAnswer {
  results: SearchResult[]
}

/** The visitors' answer: when nothing matched, the titles closest to what was typed. */
export interface SiteSearchAnswer {
  results: SearchResult[]
  suggestions: Array<{ title: string; public_url: string }>
}
