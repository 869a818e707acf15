import { SearchQuery, fieldErrorsOf, type SearchResult } from '@site/contract'
import type { ContentClient } from '@site/contract/client'
import { describeApiError } from '../api-errors'

export interface AdminSearchData {
  q: string
  results: SearchResult[]
  /** why there are no results when the search could not run (a bad query, content-api down) */
  error: string | null
}

/**
 * GET /admin/search?q=: the admin bar's search without JavaScript, and what the Ctrl+K dialog
 * loads as the editor types. The query is read by the shared schema before content-api sees it.
 */
export async function adminSearch(url: URL, api: ContentClient): Promise<AdminSearchData> {
  const parsed = SearchQuery.safeParse({ q: url.searchParams.get('q') ?? '' })
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error)
    return { q: '', results: [], error: Object.values(errors)[0] ?? 'That search cannot be run.' }
  }
  const { q } = parsed.data
  if (q === '') return { q, results: [], error: null }
  try {
    const { results } = await api.search(q, { limit: 30 })
    return { q, results, error: null }
  } catch (error) {
    return { q, results: [], error: describeApiError(error) }
  }
}
