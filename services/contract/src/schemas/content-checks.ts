/**
 * The content checks content-api runs on every save, publish and pull (its check/*): links to
 * pages or records that do not exist or are inactive, external links that fail, images without
 * alt text, headings that skip a level, SEO titles over the limit or shown twice. Errors and
 * warnings: publishing an item with errors asks for confirmation; warnings only advise.
 */
export interface ContentCheckProblem {
  /** the field path in the item's file ("detailed_description", "ar.body", "hero.button_url") */
  field: string
  message: string
  /** advice; an error when absent */
  severity?: 'warning'
}

/** One item with problems: a record (`products/rx-500`) or a page (`pages/home`). */
export interface ContentCheckItem {
  /** as a draft names it (`<collection>/<slug>`, `pages/<page>`) */
  target: string
  file: string
  problems: ContentCheckProblem[]
}

/** GET /api/content-checks: the items with problems, those with errors first (at most `limit`). */
export interface ContentCheckReport {
  revision: string
  /** items with problems, and the errors and warnings, in the whole content */
  counts: { items: number; errors: number; warnings: number }
  items: ContentCheckItem[]
}

/** How many items GET /api/content-checks lists (the counts cover all). */
export const CONTENT_CHECK_ITEMS_LISTED = 50

/** GET /api/content-checks/<collection>/<slug> (or pages/<page>): one item's problems. */
export interface ItemCheckReport {
  target: string
  problems: ContentCheckProblem[]
}

export const hasCheckErrors = (problems: readonly ContentCheckProblem[]) =>
  problems.some((p) => p.severity !== 'warning')
