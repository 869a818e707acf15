import { z } from 'zod'
import {
  withoutEmptyLanguages,
  type LanguageCode,
  type TranslationLanguage,
  translationLanguages,
} from './languages.js'
import {
  image,
  markdown,
  schemaOf,
  text,
  textarea,
  url,
  type Field,
  type FieldKind,
  type FieldSet,
  translationSchema,
  withoutUntranslated,
} from './fields.js'
import { SEO_SECTION, seoFields } from './seo.js'

/**
 * Page contents are schema-driven: each page lists its sections in order, each section its fields.
 * The file content/pages/<page>.json holds only values, by section key and field key; the admin
 * renders any section generically from these definitions and public pages read fields by key.
 */
/** A page field: a registry field (fields.ts) with its key in the section. */
export type FieldDefinition = Field & { key: string }
export type { FieldKind }

export interface SectionDefinition {
  key: string
  label: string
  fields: FieldDefinition[]
}

/** Page values are kept as typed (no trimming), like the editor wrote them. */
const asTyped = { trim: false } as const
/** A counter or badge such as "500+": text, but the same in both languages (not translated). */
const figure = { trim: false, translatable: false } as const
/** A button's link: a path of this site or an address elsewhere. */
const link = { sitePath: true } as const

/**
 * A section declared like a collection: its fields as registry fields by key, in form order
 * (the section's list form, with each key, is what the editor and the pages iterate).
 */
function section(key: string, label: string, fields: FieldSet): SectionDefinition {
  return { key, label, fields: Object.entries(fields).map(([k, field]) => ({ key: k, ...field })) }
}

/** A section's fields as a field set (for schemas and forms). */
export function sectionFields(section: SectionDefinition): FieldSet {
  return Object.fromEntries(section.fields.map(({ key, ...field }) => [key, field as Field]))
}

/** A list page's hero: small title, title, description, a button, a backdrop and four counters. */
function heroWithCounters(counters: Array<[key: string, label: string]>): SectionDefinition {
  return section('hero', 'Hero', {
    small_title: text('Small title', asTyped),
    title: text('Title', asTyped),
    description: textarea('Description', asTyped),
    button_title: text('Button text', asTyped),
    button_url: url('Button link', link),
    image: image('Background image'),
    ...Object.fromEntries(counters.map(([key, label]) => [key, text(label, figure)])),
  })
}

/** A titled text block's fields, optionally with an image. */
function introFields(withImage = false): FieldSet {
  return {
    small_title: text('Small title', asTyped),
    title: text('Title', asTyped),
    description: textarea('Description', asTyped),
    ...(withImage ? { image: image('Image') } : {}),
  }
}

/** A titled text block, optionally with an image. */
function introSection(key: string, label: string, withImage = false): SectionDefinition {
  return section(key, label, introFields(withImage))
}

function ctaSection(): SectionDefinition {
  return section('cta', 'Closing call to action', {
    title: text('Title', asTyped),
    description: textarea('Description', asTyped),
    button_title: text('Button text', asTyped),
    button_url: url('Button link', link),
  })
}

/**
 * What a legal text may name (`{company}`, `[[phone: ...]]`; fields/placeholders.ts), filled in by
 * the legal page from Company Info and the analytics configuration: the company's name with its
 * address, its name alone, its telephone and e-mail, how long visit totals are kept (the counted
 * days, "400 days") and the analytics provider configured.
 */
export const legalPlaceholders = [
  'company',
  'name',
  'phone',
  'email',
  'retentionDays',
  'provider',
] as const
export type LegalPlaceholder = (typeof legalPlaceholders)[number]

/**
 * A legal text (privacy policy, terms): its Markdown, one section per "## " heading, with the
 * placeholders above, and the year of its last change.
 */
function legalSection(label: string): SectionDefinition {
  return section('legal', label, {
    body: markdown('Text', {
      ...asTyped,
      placeholders: legalPlaceholders,
      help: 'Each "## " heading starts a section. {company} (name and address), {name}, {phone}, {email}, {retentionDays} and {provider} are filled in from Company Info and the analytics settings; "[[phone: text]]" shows the text only when there is a telephone.',
    }),
    updated: text('Last updated (year)', figure),
  })
}

/**
 * Every page ends with its search and sharing texts (seo.ts), added here once: a new page has
 * them without declaring them.
 */
function withSeoSection<P extends Record<string, readonly SectionDefinition[]>>(
  pages: P,
): { [K in keyof P]: readonly SectionDefinition[] } {
  // kept as typed, like every page value
  const { seo_title, seo_description } = seoFields()
  const seo = section(SEO_SECTION, 'Search and sharing', {
    seo_title: { ...seo_title, ...asTyped },
    seo_description: { ...seo_description, ...asTyped },
  })
  return Object.fromEntries(
    Object.entries(pages).map(([key, sections]) => [key, [...sections, seo]]),
  ) as unknown as { [K in keyof P]: readonly SectionDefinition[] }
}

export const pageDefinitions = withSeoSection({
  home: [
    section('hero', 'Hero', {
      small_title: text('Small title', asTyped),
      title: text('Title (first word on its own line, the rest highlighted)', asTyped),
      description: textarea('Description', asTyped),
      button_title: text('Primary button text', asTyped),
      button_url: url('Primary button link', link),
      secondary_button_title: text('Secondary button text', asTyped),
      secondary_button_url: url('Secondary button link', link),
      image: image('Background image'),
      projects: text('Counter: projects', figure),
      satisfied_clients: text('Counter: clients', figure),
      countries: text('Counter: countries', figure),
      years_experience: text('Counter: years', figure),
    }),
    section('stats', 'Stats', {
      projects_completed: text('Projects completed', figure),
      years_experience: text('Years experience', figure),
      satisfied_clients: text('Satisfied clients', figure),
      countries_served: text('Countries served', figure),
    }),
    section('about', 'About teaser', {
      small_title: text('Small title', asTyped),
      title: text('Title', asTyped),
      description: textarea('Description', asTyped),
      button_title: text('Button text', asTyped),
      button_url: url('Button link', link),
      image: image('Image'),
      number: text('Number badge', figure),
    }),
    introSection('solutions', 'Our Solutions'),
    ctaSection(),
  ],
  about: [
    section('hero', 'Hero', {
      small_title: text('Small title', asTyped),
      title: text('Title', asTyped),
      description: textarea('Description', asTyped),
      button_title: text('Button text', asTyped),
      button_url: url('Button link', link),
      image: image('Image'),
      years_experience: text('Badge: years experience', figure),
      mw_capacity: text('Badge: MW capacity', figure),
    }),
    section('stats', 'Stats', {
      mw_installed_capacity: text('MW installed capacity', figure),
      countries_served: text('Countries served', figure),
      years_experience: text('Years experience', figure),
      successful_projects: text('Successful projects', figure),
    }),
    introSection('expertise', 'Expertise (four fixed areas)', true),
    section('trust', 'Innovation Meets Trust', {
      ...introFields(),
      card_1_title: text('Card 1: title', asTyped),
      card_1_description: textarea('Card 1: text', asTyped),
      card_2_title: text('Card 2: title', asTyped),
      card_2_description: textarea('Card 2: text', asTyped),
      card_3_title: text('Card 3: title', asTyped),
      card_3_description: textarea('Card 3: text', asTyped),
    }),
    ctaSection(),
  ],
  solutions: [
    heroWithCounters([
      ['solution_categories', 'Counter: solution categories'],
      ['sub_solutions', 'Counter: sub-solutions'],
      ['implementations', 'Counter: implementations'],
      ['countries', 'Counter: countries'],
    ]),
    introSection('pillars', 'Five Pillars'),
    introSection('why', 'Why choose us', true),
    ctaSection(),
  ],
  products: [
    heroWithCounters([
      ['products', 'Counter: products'],
      ['partners', 'Counter: partners'],
      ['categories', 'Counter: categories'],
      ['countries', 'Counter: countries'],
    ]),
    introSection('partners', 'Strategic partners'),
    introSection('innovation', 'Product innovation', true),
    ctaSection(),
  ],
  sectors: [
    heroWithCounters([
      ['key_sectors', 'Counter: key sectors'],
      ['projects', 'Counter: projects'],
      ['countries', 'Counter: countries'],
      ['industries', 'Counter: industries'],
    ]),
    section('expertise', 'Expertise', {
      small_title: text('Small title', asTyped),
      title: text('Title', asTyped),
      description: textarea('Description', asTyped),
      sectors: text('Sector count', figure),
    }),
    introSection('excellence', 'Sector Excellence', true),
    ctaSection(),
  ],
  privacy: [legalSection('Privacy policy')],
  terms: [legalSection('Terms of service')],
} as const satisfies Record<string, readonly SectionDefinition[]>)

export type PageKey = keyof typeof pageDefinitions
export const pageKeys = Object.keys(pageDefinitions) as PageKey[]

/**
 * What the admin calls each page ("Home": the menu's "Home Page", the dashboard's "Home Contents",
 * history's "Home page") and the dashboard quick action's hint. A page without one is a type error.
 */
export const pageAdmin = {
  home: { name: 'Home', hint: 'Hero, figures and teasers of the home page' },
  about: { name: 'About', hint: 'Texts and images of the about page' },
  solutions: { name: 'Solutions', hint: 'The solutions page introduction' },
  products: { name: 'Products', hint: 'The products page introduction' },
  sectors: { name: 'Sectors', hint: 'The sectors page introduction' },
  privacy: { name: 'Privacy policy', hint: 'The privacy policy, in every language' },
  terms: { name: 'Terms', hint: 'The terms of service, in every language' },
} as const satisfies Record<PageKey, { name: string; hint: string }>

/**
 * Where each page is on the site (in English; Arabic under /ar). The records of a collection show
 * on the page at their collection's list path or `alsoShownAt` (fields/collection-shape.ts).
 */
export const pagePublicPaths = {
  home: '/',
  about: '/about',
  solutions: '/solutions',
  products: '/products',
  sectors: '/sectors',
  privacy: '/privacy-policy.html',
  terms: '/terms',
} as const satisfies Record<PageKey, string>

/**
 * The pages that show the company settings (contact; the legal pages name the company and its
 * contacts): changed when they are.
 */
export const settingsPagePaths = [
  '/contact',
  pagePublicPaths.terms,
  pagePublicPaths.privacy,
] as const

/** A section's translatable field keys (the registry's mark), in form order. */
export function translatableSectionKeys(section: SectionDefinition): string[] {
  return section.fields.filter((field) => field.translatable).map((field) => field.key)
}

/** Every translatable field of a page as "section.field", in page order. */
export function translatablePageKeys(page: PageKey): string[] {
  return (pageDefinitions[page] as readonly SectionDefinition[]).flatMap((section) =>
    translatableSectionKeys(section).map((key) => `${section.key}.${key}`),
  )
}

/**
 * A translation language's object of a page file (`ar`, `fr`): its text for the translatable
 * fields, by section and field like the English, each by the English rules; untranslated values
 * and sections are dropped.
 */
function pageTranslationSchema(page: PageKey) {
  const sections: Record<string, z.ZodType> = {}
  for (const section of pageDefinitions[page] as readonly SectionDefinition[]) {
    if (translatableSectionKeys(section).length === 0) continue
    sections[section.key] = translationSchema(sectionFields(section)).optional()
  }
  return z.strictObject(sections).transform(withoutUntranslated).optional()
}

/**
 * The zod schema of a page file: { [sectionKey]: { [fieldKey]: string }, ar?: {...}, fr?: {...} }
 * (one object per translation language), unknown keys refused; an empty one is not written.
 */
export function pageValuesSchema(page: PageKey) {
  const sections: Record<string, z.ZodType> = {}
  for (const section of pageDefinitions[page] as readonly SectionDefinition[]) {
    sections[section.key] = schemaOf(sectionFields(section), true).default({} as never)
  }
  const translations = Object.fromEntries(
    translationLanguages.map((code) => [code, pageTranslationSchema(page)]),
  )
  return z.strictObject({ ...sections, ...translations }).transform(withoutEmptyLanguages)
}

/** A page file's values: English by section and field, each translation (when any) under its code. */
export type PageValues = Record<string, Record<string, string>>

/** A page field as the API returns it. */
export interface PageField {
  key: string
  label: string
  kind: FieldKind
  /** the value in the language read (a translation falls back to English) */
  value: string
  /** whether the field has a version per language (texts do; images, links and figures are shared) */
  translatable: boolean
  /** per translation language, the stored text ('' when not translated): what the admin edits */
  translations: Record<TranslationLanguage, string>
  /** deprecated (one release; read `translations.ar`): the stored Arabic */
  ar?: string
}

/** A page as the API returns it: sections in order, each field with its definition and value. */
export interface PageContent {
  page: PageKey
  version: string
  lang: LanguageCode
  /** translatable fields with English but no translation, as "section.field" (empty in English) */
  missing: string[]
  sections: Array<{ key: string; label: string; fields: PageField[] }>
}

/** Reads a field of a section by key; '' when absent. */
export function fieldValue(page: PageContent, section: string, field: string): string {
  return (
    page.sections.find((s) => s.key === section)?.fields.find((x) => x.key === field)?.value ?? ''
  )
}
