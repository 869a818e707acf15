import type { PageKey } from '@site/contract'

/** What the catalogue counters are counted from: the active records the public site lists. */
type Listed = object & { slug?: unknown; category?: unknown; children?: unknown }
export interface CatalogueLists {
  solutions?: readonly Listed[]
  products?: readonly Listed[]
  partners?: readonly unknown[]
  sectors?: readonly unknown[]
}

const distinct = (values: unknown[]) =>
  new Set(
    values
      .map((v) =>
        String(v ?? '')
          .trim()
          .toLowerCase(),
      )
      .filter((v) => v !== ''),
  ).size

const childSlugs = (children: unknown): string[] =>
  Array.isArray(children)
    ? children.map((c) => (typeof c === 'string' ? c : String((c as { slug?: unknown }).slug)))
    : []

/**
 * The hero counters of a list page that describe the catalogue, counted from it so a
 * figure never goes stale: the site shows the count when the editor leaves the figure empty, and the page
 * editor warns when a typed figure no longer matches. Other counters (countries, projects) are
 * the company's own figures and are only ever typed.
 */
export function catalogueCounts(page: PageKey, lists: CatalogueLists): Record<string, number> {
  const { solutions = [], products = [], partners = [], sectors = [] } = lists
  if (page === 'products') {
    return {
      products: products.length,
      partners: partners.length,
      categories: distinct(products.map((p) => p.category)),
    }
  }
  if (page === 'solutions') {
    return {
      solution_categories: distinct(solutions.map((s) => s.category)),
      sub_solutions: new Set(solutions.flatMap((s) => childSlugs(s.children))).size,
    }
  }
  if (page === 'sectors') return { key_sectors: sectors.length }
  return {}
}

/** A solution's count on the Five Pillars: its child solutions the site lists. */
export function childCount(
  solution: { children?: unknown } | undefined,
  listed: ReadonlySet<string>,
): number {
  return childSlugs(solution?.children).filter((slug) => listed.has(slug)).length
}

/** The number a typed figure says ("10+", "1,200") or null when it says none. */
export function figureNumber(figure: string): number | null {
  const digits = figure.replace(/[,\s.]/g, '').match(/\d+/)
  return digits ? Number(digits[0]) : null
}
