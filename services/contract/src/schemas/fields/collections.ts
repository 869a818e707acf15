import {
  type FieldSet,
  boolean,
  document,
  icon,
  image,
  lines,
  markdown,
  pairs,
  reference,
  sortOrder,
  text,
  textarea,
  url,
} from './field-kinds.js'
import { type CollectionFields } from './collection-shape.js'
import { translatableKeys } from './translation-fields.js'
import { seoFields } from '../seo.js'

/** Every collection of the site, declared once: its fields, groups, labels and admin place. */

/** The icons a solution may choose from (the site draws each, ui/Icon.tsx). */
export const solutionIcons = [
  'zap',
  'server',
  'settings',
  'battery',
  'monitor',
  'sun',
  'activity',
  'grid-3x3',
  'cloud',
  'database',
  'shield',
  'cpu',
  'bot',
  'building',
  'wifi',
  'bar-chart-3',
] as const

const title = () => text('Title', { required: true, max: 120 })
const name = () => text('Name', { required: true, max: 120 })
const website = () =>
  url('Website', { message: 'Enter a full http(s) URL', help: 'A full address, https://...' })
const isActive = () =>
  boolean('Active', { default: true, checkboxLabel: 'Active (shown on the site)' })

/**
 * The alt text of an image field, kept beside it in the record as `<image key>_alt`, so it
 * travels with the record (history, merge, translation). Translatable like any text; empty means "use the record's
 * title" where the site shows the image as content.
 */
const altText = (imageLabel: string) =>
  text(`${imageLabel}: alt text`, {
    max: 250,
    help: 'What the image shows, for people who cannot see it. Empty: the title is used.',
  })

/**
 * The editor shows each image's alt text right after the image (groups need not name it). A
 * collection whose records have their own page gets the SEO fields (seo.ts) in a group of their
 * own, last: declared here once, not per collection.
 */
const defineCollection = <S extends FieldSet>(
  d: CollectionFields<S>,
): CollectionFields<S & Partial<ReturnType<typeof seoFields>>> => {
  const ownPage = d.publicPath?.includes(':slug') ?? false
  return {
    ...withImageAlts(d),
    ...(ownPage
      ? {
          fields: { ...d.fields, ...seoFields() },
          groups: [
            ...withImageAlts(d).groups,
            { legend: 'Search and sharing', fields: ['seo_title', 'seo_description'] },
          ],
        }
      : {}),
  }
}

const withImageAlts = <S extends FieldSet>(d: CollectionFields<S>): CollectionFields<S> => ({
  ...d,
  groups: d.groups.map((group) => ({
    ...group,
    fields: group.fields.flatMap((key) =>
      `${key}_alt` in d.fields && !group.fields.includes(`${key}_alt`)
        ? [key, `${key}_alt`]
        : [key],
    ),
  })),
})

export const collectionDefinitions = {
  solutions: defineCollection({
    name: 'solutions',
    label: 'solution',
    title: 'Solutions',
    admin: { icon: 'layers', hint: 'Solution pages, features and benefits' },
    titleField: 'title',
    bodyField: 'detailed_description',
    descriptionField: 'description',
    publicPath: '/solutions/:slug',
    // the home page's solution cards
    alsoShownAt: ['/'],
    listColumns: ['category'],
    fields: {
      title: title(),
      category: text('Category', { max: 80, help: 'e.g. Energy, IT, Automation' }),
      icon: icon('Icon', { options: solutionIcons, default: 'settings' }),
      description: textarea('Short description', {
        required: true,
        max: 500,
        requiredMessage: 'Description is required',
        maxMessage: 'Description is at most 500 characters',
        help: 'One or two sentences for cards and lists (up to 500 characters).',
      }),
      detailed_description: markdown('Detailed description', { required: true }),
      image: image('Image'),
      image_alt: altText('Image'),
      features: lines('Key features'),
      benefits: lines('Benefits'),
      children: reference('Child solutions', {
        collection: 'solutions',
        many: true,
        help: 'Shown under this solution on the site.',
        // the solution page's cards of its children
        embed: { fields: ['title', 'description', 'icon'] },
      }),
      is_featured: boolean('Featured', {
        checkboxLabel: 'Featured solution',
        help: 'Featured solutions are highlighted on the site.',
      }),
      sort_order: sortOrder(),
    },
    groups: [
      { legend: 'Texts', fields: ['title', 'description', 'detailed_description'] },
      {
        legend: 'Lists',
        intro: 'One item per box; empty boxes are left out.',
        fields: ['features', 'benefits'],
      },
      { legend: 'Appearance', fields: ['category', 'icon', 'image'] },
      { legend: 'Listing', fields: ['is_featured', 'sort_order'] },
      { legend: 'Child solutions', fields: ['children'] },
    ],
  }),
  products: defineCollection({
    name: 'products',
    label: 'product',
    title: 'Products',
    admin: { icon: 'layers', hint: 'The product catalogue and specifications' },
    titleField: 'title',
    bodyField: 'description',
    descriptionField: 'summary',
    publicPath: '/products/:slug',
    listColumns: ['category', 'partner'],
    fields: {
      title: title(),
      summary: textarea('Summary', { required: true, max: 500 }),
      description: markdown('Description'),
      image: image('Image'),
      image_alt: altText('Image'),
      datasheet: document('Datasheet (PDF)', {
        help: "The product's datasheet from the media library.",
      }),
      // one of the site's product categories: the page groups by the stored English name and the
      // site's catalogue names each category in the reader's language, so it is not translated
      category: text('Category', { max: 80, translatable: false }),
      // "From USD 4,800" and "Operating temperature: -40 °C to 70 °C" are read on the Arabic site
      price_range: text('Price range', { max: 80 }),
      specifications: pairs('Specifications', {
        keyLabel: 'Name',
        valueLabel: 'Value',
        translatable: true,
      }),
      // the product page's partner block
      partner: reference('Partner', {
        collection: 'partners',
        embed: {
          fields: ['name', 'logo', 'logo_alt', 'description', 'website', 'is_strategic'],
          as: 'partner_details',
        },
      }),
      sectors: reference('Sectors', {
        collection: 'sectors',
        many: true,
        help: "Listed on these sectors' pages under their case studies.",
      }),
      is_featured: boolean('Featured', { checkboxLabel: 'Featured product' }),
      is_active: isActive(),
      sort_order: sortOrder(),
    },
    groups: [
      { legend: 'Texts', fields: ['title', 'summary', 'description'] },
      { legend: 'Details', fields: ['category', 'price_range', 'specifications'] },
      { legend: 'Media', fields: ['image', 'datasheet'] },
      { legend: 'Listing', fields: ['partner', 'is_featured', 'is_active', 'sort_order'] },
      { legend: 'Sectors', fields: ['sectors'] },
    ],
  }),
  sectors: defineCollection({
    name: 'sectors',
    label: 'sector',
    title: 'Sectors',
    admin: { icon: 'layers', hint: 'The industries served' },
    titleField: 'title',
    bodyField: 'detailed_description',
    descriptionField: 'description',
    publicPath: '/sectors/:slug',
    listColumns: [],
    fields: {
      title: title(),
      description: textarea('Short description', {
        required: true,
        max: 500,
        requiredMessage: 'Description is required',
      }),
      detailed_description: markdown('Detailed description', { required: true }),
      image: image('Image'),
      image_alt: altText('Image'),
      solutions: lines('Solutions offered'),
      is_featured: boolean('Featured', { checkboxLabel: 'Featured sector' }),
      sort_order: sortOrder(),
    },
    groups: [
      { legend: 'Texts', fields: ['title', 'description', 'detailed_description'] },
      { legend: 'Lists', intro: 'One item per box.', fields: ['solutions'] },
      { legend: 'Appearance', fields: ['image'] },
      { legend: 'Listing', fields: ['is_featured', 'sort_order'] },
    ],
  }),
  partners: defineCollection({
    name: 'partners',
    label: 'partner',
    title: 'Partners',
    admin: { icon: 'globe', hint: 'Technology partners and their logos' },
    titleField: 'name',
    descriptionField: 'description',
    publicPath: '/products',
    listColumns: ['website'],
    fields: {
      name: name(),
      logo: image('Logo', { required: true }),
      logo_alt: altText('Logo'),
      website: website(),
      description: textarea('Description', { max: 1_000 }),
      is_strategic: boolean('Strategic', { checkboxLabel: 'Strategic partner' }),
      is_active: isActive(),
      sort_order: sortOrder(),
    },
    groups: [
      { legend: 'Details', fields: ['name', 'description', 'website'] },
      { legend: 'Appearance', fields: ['logo'] },
      { legend: 'Listing', fields: ['is_strategic', 'is_active', 'sort_order'] },
    ],
  }),
  clients: defineCollection({
    name: 'clients',
    label: 'client',
    title: 'Clients',
    admin: { icon: 'star', hint: 'Client logos and industries' },
    titleField: 'name',
    descriptionField: 'description',
    // the clients strip on Home and About (web: clients/ClientsStrip.tsx), in both languages
    publicPath: '/',
    alsoShownAt: ['/about'],
    listColumns: ['industry'],
    fields: {
      name: name(),
      logo: image('Logo', { required: true }),
      logo_alt: altText('Logo'),
      website: website(),
      description: textarea('Description', { max: 1_000 }),
      industry: text('Industry', { max: 80 }),
      sectors: reference('Sectors', {
        collection: 'sectors',
        many: true,
        help: "Named on these sectors' pages as a client we serve there.",
      }),
      is_featured: boolean('Featured', { checkboxLabel: 'Featured client' }),
      is_active: isActive(),
      sort_order: sortOrder(),
    },
    groups: [
      { legend: 'Details', fields: ['name', 'industry', 'description', 'website'] },
      { legend: 'Appearance', fields: ['logo'] },
      { legend: 'Listing', fields: ['is_featured', 'is_active', 'sort_order'] },
      { legend: 'Sectors', fields: ['sectors'] },
    ],
  }),
  'about-sections': defineCollection({
    name: 'about-sections',
    label: 'about section',
    title: 'About Sections',
    admin: { icon: 'layers', hint: 'Mission, vision and the other about sections' },
    titleField: 'title',
    bodyField: 'content',
    descriptionField: 'content',
    // the admin's About Sections list shows each section's content clamped to 3 lines
    descriptionLines: 3,
    publicPath: '/about',
    listColumns: ['subtitle'],
    fields: {
      title: text('Title', { max: 120 }),
      subtitle: text('Subtitle', { max: 200 }),
      content: markdown('Content', { required: true }),
      image: image('Image'),
      image_alt: altText('Image'),
      sort_order: sortOrder(),
      is_active: isActive(),
    },
    groups: [
      { legend: 'Texts', fields: ['title', 'subtitle', 'content'] },
      { legend: 'Appearance', fields: ['image'] },
      { legend: 'Listing', fields: ['is_active', 'sort_order'] },
    ],
  }),
} as const

export type CollectionKey = keyof typeof collectionDefinitions
export const collectionKeys = Object.keys(collectionDefinitions) as CollectionKey[]

export function isCollectionKey(name: string): name is CollectionKey {
  return Object.hasOwn(collectionDefinitions, name)
}

/** The collection's fields whose Arabic version holds its own value. */
export function translatableFieldKeys(collection: CollectionKey): string[] {
  return translatableKeys(collectionDefinitions[collection].fields)
}

/** A collection field's label ("detailed_description" -> "Detailed description"). */
export function fieldLabel(collection: string, key: string): string {
  const def = isCollectionKey(collection) ? collectionDefinitions[collection] : undefined
  const f = def ? (def.fields as FieldSet)[key] : undefined
  if (f) return f.label
  const words = key.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
