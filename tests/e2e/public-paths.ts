/** One page of each kind the public site has: the fixed pages, a detail of each collection. */
export const publicPages = [
  '/',
  '/about',
  '/solutions',
  '/solutions/energy-systems',
  '/products',
  '/products/corvane-rx500-rtu',
  '/sectors',
  '/sectors/healthcare',
  '/contact',
  '/terms',
  '/privacy-policy.html',
]

/** Each page and its Arabic twin ('/' is '/ar'). */
export const inBothLanguages = (paths: readonly string[]): string[] => [
  ...paths,
  ...paths.map((p) => (p === '/' ? '/ar' : `/ar${p}`)),
]
