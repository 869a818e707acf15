import type { PageKey } from './pages.js'

/** When a file last changed, from its newest commit (ISO date); null if it was never committed. */
export type LastModified = string | null

/**
 * GET /api/sitemap: what a sitemap needs, cheaply. Every public record by collection with its
 * last-modified date, and the same for each page's content and the company settings.
 */
export interface SitemapData {
  revision: string
  pages: Record<PageKey, LastModified>
  settings: LastModified
  collections: Record<string, Array<{ slug: string; lastmod: LastModified }>>
}
