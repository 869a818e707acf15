import type { ActivityChange } from '@site/content-api/schemas'

/**
 * The admin page that edits what a commit changed, or null (media files, unknown files, deleted
 * records still link to their collection). One place for these paths: the collection editors'
 * routes are /admin/{collection} and /admin/{collection}/{slug}; pages /admin/{page}-contents.
 */
export function editorHrefOf(change: ActivityChange): string | null {
  switch (change.kind) {
    case 'record':
      return change.collection === 'about-sections'
        ? '/admin/about-sections'
        : `/admin/${change.collection}/${encodeURIComponent(change.slug)}`
    case 'page':
      return `/admin/${change.page}-contents`
    case 'settings':
      return '/admin/our-info'
    case 'redirects':
      return '/admin/redirects'
    default:
      return null
  }
}

/** "energy-systems" in "solutions" -> "Solution: energy-systems" (the link's text). */
export function changeLabel(change: ActivityChange): string {
  switch (change.kind) {
    case 'record':
      return `${singular[change.collection] ?? change.collection}: ${change.slug}`
    case 'page':
      return `${change.page.charAt(0).toUpperCase()}${change.page.slice(1)} page`
    case 'settings':
      return 'Company info'
    case 'redirects':
      return 'Redirects'
    case 'media':
      return `Image ${change.file.replace(/^media\//, '')}`
    default:
      return change.file
  }
}

const singular: Record<string, string> = {
  solutions: 'Solution',
  products: 'Product',
  sectors: 'Sector',
  partners: 'Partner',
  clients: 'Client',
  'about-sections': 'About section',
}

/** The spec's 13 quick actions: every content area of the admin, in the menu's order. */
export const quickActions: ReadonlyArray<{ to: string; title: string; hint: string }> = [
  {
    to: '/admin/home-contents',
    title: 'Home Contents',
    hint: 'Hero, figures and teasers of the home page',
  },
  {
    to: '/admin/about-contents',
    title: 'About Contents',
    hint: 'Texts and images of the about page',
  },
  {
    to: '/admin/about-sections',
    title: 'About Sections',
    hint: 'Mission, vision and the other about sections',
  },
  {
    to: '/admin/products-contents',
    title: 'Products Contents',
    hint: 'The products page introduction',
  },
  {
    to: '/admin/sectors-contents',
    title: 'Sectors Contents',
    hint: 'The sectors page introduction',
  },
  {
    to: '/admin/solutions-contents',
    title: 'Solutions Contents',
    hint: 'The solutions page introduction',
  },
  { to: '/admin/solutions', title: 'Solutions', hint: 'Solution pages, features and benefits' },
  { to: '/admin/products', title: 'Products', hint: 'The product catalogue and specifications' },
  { to: '/admin/sectors', title: 'Sectors', hint: 'The industries served' },
  { to: '/admin/partners', title: 'Partners', hint: 'Technology partners and their logos' },
  { to: '/admin/clients', title: 'Clients', hint: 'Client logos and industries' },
  { to: '/admin/contacts', title: 'Messages', hint: 'What visitors sent through the contact form' },
  { to: '/admin/our-info', title: 'Company Info', hint: 'Address, phones, e-mails and the map' },
]
