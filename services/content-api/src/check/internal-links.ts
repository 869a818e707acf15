import {
  collectionDefinitions,
  fixedSitePaths,
  translationLanguages,
  type CollectionFields,
} from '@site/contract'
import {
  collectionNames,
  collections,
  isSlug,
  recordFile,
  type CollectionName,
} from '../content/collections.js'
import type { ContentIndex } from '../content/content-index.js'
import { REDIRECTS_FILE } from '../content/layout.js'

/**
 * Where a link of this site leads, read as web routes it: `/ar/...` and `/fr/...` are the same
 * pages in another language, `/products/<slug>` a record's page (public paths from the contract's
 * registry), the fixed pages, and the old addresses the redirects answer. A link the editor's
 * link picker stores is such a public path.
 */

/** A site path: `/contact`, not `//host/...` (a protocol-relative address elsewhere). */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//')

/** Addresses that are files or services, not pages: not checked as pages. */
const NOT_PAGES = ['/media/', '/assets/', '/api/', '/admin']

/** The collections whose records have their own page, with the prefix of that page's path. */
const recordPages: Array<{ collection: CollectionName; prefix: string }> = collectionNames.flatMap(
  (collection) => {
    const def: CollectionFields = collectionDefinitions[collection]
    const path = def.publicPath
    return path?.endsWith('/:slug') ? [{ collection, prefix: path.slice(0, -':slug'.length) }] : []
  },
)

const fixedPaths = new Set(fixedSitePaths)

/** The path without query, fragment, language prefix or trailing slash ('/' for the home page). */
export function pagePathOf(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? ''
  for (const code of translationLanguages) {
    if (path === `/${code}` || path.startsWith(`/${code}/`)) {
      path = path.slice(code.length + 1)
      break
    }
  }
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  return path === '' ? '/' : path
}

export interface LinkCheck {
  /** why the link leads nowhere a visitor can see, or null */
  problem: string | null
  /** the content files whose change can change the answer (the record linked to, the redirects) */
  dependsOn: string[]
}

/** Checks one site path (isSitePath) against the content as indexed. */
export function checkInternalLink(index: ContentIndex, url: string): LinkCheck {
  const path = pagePathOf(url)
  if (NOT_PAGES.some((p) => path.startsWith(p))) return { problem: null, dependsOn: [] }
  const first = resolve(index, path)
  if (first.problem === null) return first
  // an old address (a renamed record's) leads on where the redirects say
  const dependsOn = [...first.dependsOn, REDIRECTS_FILE]
  const redirect = index.redirects?.data.redirects.find((r) => r.from === path)
  if (!redirect) return { problem: first.problem, dependsOn }
  const next = resolve(index, redirect.to)
  return {
    problem: next.problem && `it redirects to ${redirect.to}: ${next.problem}`,
    dependsOn: [...dependsOn, ...next.dependsOn],
  }
}

function resolve(index: ContentIndex, path: string): LinkCheck {
  if (fixedPaths.has(path)) return { problem: null, dependsOn: [] }
  for (const { collection, prefix } of recordPages) {
    if (!path.startsWith(prefix)) continue
    const slug = path.slice(prefix.length)
    if (slug === '' || slug.includes('/')) continue
    const { label } = collections[collection]
    // an address that is no slug (capitals, a dot) can name no record, now or later
    if (!isSlug(slug)) return { problem: `there is no ${label} "${slug}"`, dependsOn: [] }
    const dependsOn = [recordFile(collection, slug)]
    const record = index.collection(collection).get(slug)
    if (!record) return { problem: `there is no ${label} "${slug}"`, dependsOn }
    if (collections[collection].hasActiveFlag && record.data.is_active === false)
      return { problem: `the ${label} "${slug}" is inactive: visitors cannot open it`, dependsOn }
    return { problem: null, dependsOn }
  }
  return { problem: 'there is no page at this address', dependsOn: [] }
}
