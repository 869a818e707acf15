import type { ContentGit } from '../git/content-git.js'
import { pageKeys, type PageKey, type SitemapData } from '../schemas/index.js'
import { collectionNames } from './collections.js'
import type { ContentStore } from './content-store.js'
import { pageFile, SETTINGS_FILE } from './layout.js'
import { isVisible } from './presenter.js'

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
      collections[name] = [...index.collection(name).entries()]
        .filter(([, entry]) => isVisible(entry.data, { editor: false }))
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
