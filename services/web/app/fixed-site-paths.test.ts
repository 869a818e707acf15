import { describe, expect, it } from 'vitest'
import { fixedSitePaths } from '@site/contract'
import routes from './routes'

interface RouteEntry {
  path?: string
  index?: boolean
  children?: RouteEntry[]
}

/** The English public pages without a parameter, as their addresses ('/' for the index). */
function fixedPaths(entries: RouteEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${prefix}/${entry.path}` : prefix
    if (entry.children) return fixedPaths(entry.children, here)
    if (entry.index) return [here || '/']
    return entry.path && !entry.path.includes(':') && !entry.path.includes('*') ? [here] : []
  })
}

describe('the pages a redirect may not hide', () => {
  it("when content-api's fixed page list is compared with the site's routes, then they name the same pages", () => {
    // the public layout's pages (the first entry), not the Arabic copy, crawler files or admin
    const [publicLayout] = routes as RouteEntry[]
    expect(fixedPaths(publicLayout ? [publicLayout] : []).sort()).toEqual(
      [...fixedSitePaths].sort(),
    )
  })
})
