import type { ContentGit } from '../git/content-git.js'
import {
  fixedSitePaths,
  pageKeys,
  recordPathOf,
  type CollectionKey,
  type PageKey,
  type SitemapData,
} from '@site/contract'
import { collectionNames } from './collections.js'
import type { ContentIndex } from './content-index.js'
import type { ContentStore } from './content-store.js'
import { pageFile, SETTINGS_FILE } from './layout.js'
import { isVisible } from './presenter.js'

/** A collection's records the public sees (the sitemap's, and the pages analytics counts). */
function publicRecords(index: ContentIndex, name: CollectionKey) {
  return [...index.collection(name).entries()].filter(([, entry]) =>
    isVisible(entry.data, { editor: false }),
  )
}

/**
 * Every address the public site serves a page at, without language (`/ar/x` serves what `/x`
 * does): the fixed pages and each public record's own page.
 */
export function publicSitePaths(index: ContentIndex): Set<string> {
  const paths = new Set<string>(fixedSitePaths)
  for (const name of collectionNames) {
    for (const [slug] of publicRecords(index, name)) {
      const own = recordPathOf(name, slug)
      if (own) paths.add(own)
    }
  }
  return paths
}

/** `publicSitePaths` of the store's index as it is now, worked out again only after a change. */
export function currentPublicPaths(store: ContentStore): () => ReadonlySet<string> {
  let cached: { revision: string; paths: Set<string> } | null = null
  return () => {
    const index = store.index
    if (cached?.revision !== index.revision) {
      cached = { revision: index.revision, paths: publicSitePaths(index) }
    }
    return cached.paths
  }
}

/**
 * The sitemap's facts: public records and pages with the date of their last commit. Reading the
 * dates walks the git history once; the answer is kept until the content revision changes, so a
 * crawler hitting /sitemap.xml costs nothing between saves.
 */
export class SitemapService {
  private cached: { revision: string; data: SitemapData } | null = null

  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  async get(): Promise<SitemapData> {
    const revision = this.store.index.revision
    if (this.cached?.revision === revision) return this.cached.data
    const dates = await this.git.lastCommitDates()
    let complete = true
    const dateOf = (file: string) => {
      const date = dates.get(file)
      if (date === undefined) complete = false
      return date ?? null
    }

    const index = this.store.index
    const pages = Object.fromEntries(
      pageKeys.map((page) => [page, index.pages.has(page) ? dateOf(pageFile(page)) : null]),
    ) as Record<PageKey, string | null>
    const collections: SitemapData['collections'] = {}
    for (const name of collectionNames) {
      collections[name] = publicRecords(index, name)
        .map(([slug, entry]) => ({ slug, lastmod: dateOf(entry.file) }))
        .sort((a, b) => a.slug.localeCompare(b.slug))
    }
    const data: SitemapData = {
      revision,
      pages,
      settings: index.settings ? dateOf(SETTINGS_FILE) : null,
      collections,
    }
    // A file written but not yet committed (a save in flight, a hand edit) has no date yet: ask
    // git again next time rather than keeping the gap for the whole revision.
    if (complete && this.store.index.revision === revision) this.cached = { revision, data }
    return data
  }
}
