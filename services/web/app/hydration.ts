/**
 * Which pages ship React's runtime (the pages' JavaScript weight). A route module opts out with
 * `export const handle = staticPage`: its page is sent as server HTML with a small script for the
 * header menu, the dropdown and the cookie banner (site/static-enhance.ts), and links load the
 * next page in full. Pages with React-only parts (the contact form and map, the lists' accordions
 * and filters, the whole admin) keep hydrating.
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
