import type { SearchResult } from '@site/contract'

/** The search's results that are pages of the site, each page once (its best match first). */
export function linkTargets(results: readonly SearchResult[]): SearchResult[] {
  const seen = new Set<string>()
  return results.filter((r) => {
    if (!r.public_url || seen.has(r.public_url)) return false
    seen.add(r.public_url)
    return true
  })
}
