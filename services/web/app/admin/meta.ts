import type { MetaDescriptor } from 'react-router'

/**
 * Head tags of every admin page. React Router replaces (does not merge) a parent route's meta, so
 * each admin route returns these itself: a title and robots noindex (the admin is never indexed;
 * the layout also sends X-Robots-Tag for the same reason).
 */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Admin` }, { name: 'robots', content: 'noindex, nofollow' }]
}

/** HTTP headers of admin documents: never indexed, never kept by a shared cache (they are per user). */
export const adminDocumentHeaders = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'private, no-store',
}
