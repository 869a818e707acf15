import type { Solution } from '@site/contract'

/**
 * Home's grid and the Solutions accordion show the top-level solutions: a solution listed as
 * another one's child is a sub-solution and appears inside its parent instead. Order is
 * content-api's (sort_order).
 */
export function topLevelSolutions(solutions: Solution[]): Solution[] {
  const childSlugs = new Set(solutions.flatMap((s) => s.children.map((c) => c.slug)))
  const topLevel = solutions.filter((s) => !childSlugs.has(s.slug))
  // Every solution being someone's child would be a content cycle: better show all than none.
  return topLevel.length > 0 ? topLevel : solutions
}
