import { SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT } from '@site/contract'

/**
 * A search text's length against what Google shows (contract seo.ts): counted in characters
 * (code points, so an Arabic letter or an emoji is one), as the content check counts.
 */
export interface SeoCount {
  count: number
  limit: number
  over: boolean
}

export function seoCount(kind: 'title' | 'description', text: string): SeoCount {
  const count = [...text.trim()].length
  const limit = kind === 'title' ? SEO_TITLE_LIMIT : SEO_DESCRIPTION_LIMIT
  return { count, limit, over: count > limit }
}

/** A description as a result shows it: cut at the limit, with an ellipsis. */
export function cutAt(text: string, limit: number): string {
  const chars = [...text.trim()]
  return chars.length > limit ? `${chars.slice(0, limit).join('').trimEnd()}…` : chars.join('')
}
