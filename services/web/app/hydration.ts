/**
 * Which pages ship React's runtime (the pages' JavaScript weight). A route module opts out with
 * `export const handle = staticPage`: its page is sent as server HTML with a small script for the
 * header menu, the dropdown and the cookie banner (site/static-enhance.ts), and links load the
 * next page in full. Every public page is one (the contact form posts as a plain form, its map
 * and the solutions accordion are small scripts of their own); the admin hydrates.
 */
export interface PageHandle {
  hydrate?: boolean
}

export const staticPage: PageHandle = { hydrate: false }

/** True unless the deepest matched route is a static page. */
export function pageHydrates(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  const leaf = matches[matches.length - 1]
  const handle = leaf?.handle as PageHandle | undefined
  return handle?.hydrate !== false
}
