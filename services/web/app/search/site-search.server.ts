import { ContentApiError } from '@site/contract/client'
import {
  SEARCH_QUERY_MAX,
  SiteSearchQuery,
  type SearchResult,
  type SiteSearchAnswer,
} from '@site/contract'
import { data } from 'react-router'
import type { AppLoadContext } from 'react-router'
import type { Locale } from '../i18n/locale'
import { contentUnavailable, isContentUnavailable } from '../site/content-read.server'

export interface SiteSearchData {
  q: string
  results: SearchResult[]
  suggestions: SiteSearchAnswer['suggestions']
  /** why the search did not run: a query past the bounds, or too many from this visitor */
  problem: 'too_long' | 'busy' | null
}

/**
 * /search?q= (and /ar/search): what the page shows. The index lives in content-api (one index
 * for the admin's search and this, already following every change); the page keeps no copy
 * per query (`Cache-Control: no-store` once there is a query), so what strangers type costs
 * no memory here. content-api bounds the query and the rate per visitor.
 */
export async function loadSiteSearch(context: AppLoadContext, locale: Locale, url: URL) {
  const q = url.searchParams.get('q') ?? ''
  const headers = q === '' ? undefined : { 'Cache-Control': 'no-store' }
  const empty: SiteSearchData = { q, results: [], suggestions: [], problem: null }
  const parsed = SiteSearchQuery.safeParse({ q, lang: locale })
  if (!parsed.success) {
    return data({ ...empty, q: q.slice(0, SEARCH_QUERY_MAX), problem: 'too_long' }, { headers })
  }
  if (parsed.data.q === '') return data({ ...empty, q: '' }, { headers })
  try {
    const answer = await context.contentApi().siteSearch(parsed.data.q, locale)
    return data({ ...answer, q: parsed.data.q, problem: null } satisfies SiteSearchData, {
      headers,
    })
  } catch (error) {
    if (error instanceof ContentApiError && error.status === 429) {
      return data({ ...empty, problem: 'busy' } satisfies SiteSearchData, {
        status: 429,
        headers: { ...headers, 'Retry-After': '60' },
      })
    }
    if (isContentUnavailable(error)) throw contentUnavailable('search', error)
    throw error
  }
}
