/** The five solution pages the header dropdown and the footer always list (spec section 2). */
export const solutionSlugs = [
  'energy-systems',
  'it-infrastructure',
  'industrial-automation',
  'battery-energy-storage-systems',
  'software-platforms',
] as const

/** Where "all solutions" links point: the Solutions list page. */
export const solutionsListPath = '/solutions'

export interface NavLink {
  label: string
  to: string
}

export const mainNav: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Solutions', to: '/solutions' },
  { label: 'Products', to: '/products' },
  { label: 'Sectors', to: '/sectors' },
]

export const contactLink: NavLink = { label: 'Contact', to: '/contact' }

export const quickLinks: NavLink[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Solutions', to: '/solutions' },
  { label: 'Products', to: '/products' },
  { label: 'Sectors', to: '/sectors' },
  { label: 'Contact', to: '/contact' },
]

/** "battery-energy-storage-systems" -> "Battery Energy Storage Systems" (fallback titles). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word === 'it' ? 'IT' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
}

/**
 * The dropdown and footer entries: the five fixed slugs, titled from content-api's list when it
 * has them, else from the slug.
 */
export function solutionLinks(titles: ReadonlyMap<string, string> = new Map()): NavLink[] {
  return solutionSlugs.map((slug) => ({
    label: titles.get(slug) ?? titleFromSlug(slug),
    to: `/solutions/${slug}`,
  }))
}
