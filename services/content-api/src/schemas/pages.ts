import { z } from 'zod'
import {
  image,
  markdown,
  numberText,
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

/**
 * Page values are kept as typed (no trimming): a page field of the registry's kind. A `figure`
 * is a counter or badge such as "500+": text, but the same in both languages (not translated).
 */
const f = (
  key: string,
  label: string,
  kind: 'text' | 'textarea' | 'markdown' | 'image' | 'url' | 'number' | 'figure' = 'text',
): FieldDefinition => {
  const field: Field =
    kind === 'image'
      ? image(label)
      : kind === 'url'
        ? url(label, { sitePath: true })
        : kind === 'number'
          ? numberText(label)
          : kind === 'textarea'
            ? textarea(label, { trim: false })
            : kind === 'markdown'
              ? markdown(label, { trim: false })
              : text(label, { trim: false, translatable: kind === 'text' })
  return { key, ...field }
}

/** A section's fields as a field set (for schemas and forms). */
export function sectionFields(section: SectionDefinition): FieldSet {
  return Object.fromEntries(section.fields.map(({ key, ...field }) => [key, field as Field]))
}

/** A list page's hero: small title, title, description, a button, a backdrop and four counters. */
function heroWithCounters(counters: Array<[key: string, label: string]>): SectionDefinition {
  return {
    key: 'hero',
    label: 'Hero',
    fields: [
      f('small_title', 'Small title'),
      f('title', 'Title'),
      f('description', 'Description', 'textarea'),
      f('button_title', 'Button text'),
      f('button_url', 'Button link', 'url'),
      f('image', 'Background image', 'image'),
      ...counters.map(([key, label]) => f(key, label, 'figure')),
    ],
  }
}

/** A titled text block, optionally with an image. */
function introSection(key: string, label: string, withImage = false): SectionDefinition {
  const fields = [
    f('small_title', 'Small title'),
    f('title', 'Title'),
    f('description', 'Description', 'textarea'),
  ]
  return { key, label, fields: withImage ? [...fields, f('image', 'Image', 'image')] : fields }
}

function ctaSection(): SectionDefinition {
  return {
    key: 'cta',
    label: 'Closing call to action',
    fields: [
      f('title', 'Title'),
      f('description', 'Description', 'textarea'),
      f('button_title', 'Button text'),
      f('button_url', 'Button link', 'url'),
    ],
  }
}

export const pageDefinitions = {
  home: [
    {
      key: 'hero',
      label: 'Hero',
      fields: [
        f('small_title', 'Small title'),
        f('title', 'Title (first word on its own line, the rest highlighted)'),
        f('description', 'Description', 'textarea'),
        f('button_title', 'Primary button text'),
        f('button_url', 'Primary button link', 'url'),
        f('secondary_button_title', 'Secondary button text'),
        f('secondary_button_url', 'Secondary button link', 'url'),
        f('image', 'Background image', 'image'),
        f('projects', 'Counter: projects', 'figure'),
        f('satisfied_clients', 'Counter: clients', 'figure'),
        f('countries', 'Counter: countries', 'figure'),
        f('years_experience', 'Counter: years', 'figure'),
      ],
    },
    {
      key: 'stats',
      label: 'Stats',
      fields: [
        f('projects_completed', 'Projects completed', 'figure'),
        f('years_experience', 'Years experience', 'figure'),
        f('satisfied_clients', 'Satisfied clients', 'figure'),
        f('countries_served', 'Countries served', 'figure'),
      ],
    },
    {
      key: 'about',
      label: 'About teaser',
      fields: [
        f('small_title', 'Small title'),
        f('title', 'Title'),
        f('description', 'Description', 'textarea'),
        f('button_title', 'Button text'),
        f('button_url', 'Button link', 'url'),
        f('image', 'Image', 'image'),
        f('number', 'Number badge', 'figure'),
      ],
    },
    introSection('solutions', 'Our Solutions'),
    ctaSection(),
  ],
  about: [
    {
      key: 'hero',
      label: 'Hero',
      fields: [
        f('small_title', 'Small title'),
        f('title', 'Title'),
        f('description', 'Description', 'textarea'),
        f('button_title', 'Button text'),
        f('button_url', 'Button link', 'url'),
        f('image', 'Image', 'image'),
        f('years_experience', 'Badge: years experience', 'figure'),
        f('mw_capacity', 'Badge: MW capacity', 'figure'),
      ],
    },
    {
      key: 'stats',
      label: 'Stats',
      fields: [
        f('mw_installed_capacity', 'MW installed capacity', 'figure'),
        f('countries_served', 'Countries served', 'figure'),
        f('years_experience', 'Years experience', 'figure'),
        f('successful_projects', 'Successful projects', 'figure'),
      ],
    },
    introSection('expertise', 'Expertise (four fixed areas)', true),
    {
      key: 'trust',
      label: 'Innovation Meets Trust',
      fields: [
        ...introSection('trust', '').fields,
        f('card_1_title', 'Card 1: title'),
        f('card_1_description', 'Card 1: text', 'textarea'),
        f('card_2_title', 'Card 2: title'),
        f('card_2_description', 'Card 2: text', 'textarea'),
        f('card_3_title', 'Card 3: title'),
        f('card_3_description', 'Card 3: text', 'textarea'),
      ],
    },
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
    {
      key: 'expertise',
      label: 'Expertise',
      fields: [
        f('small_title', 'Small title'),
        f('title', 'Title'),
        f('description', 'Description', 'textarea'),
        f('sectors', 'Sector count', 'figure'),
      ],
    },
    introSection('excellence', 'Sector Excellence', true),
    ctaSection(),
  ],
} as const satisfies Record<string, readonly SectionDefinition[]>

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
} as const satisfies Record<PageKey, { name: string; hint: string }>

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
 * The `ar` object of a page file (issue 10): Arabic for the translatable fields, by section and
 * field like the English, each by the English rules; untranslated values and sections are dropped.
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
 * The zod schema of a page file: { [sectionKey]: { [fieldKey]: string }, ar?: {...} }, unknown
 * keys refused; an empty `ar` is not written.
 */
export function pageValuesSchema(page: PageKey) {
  const sections: Record<string, z.ZodType> = {}
  for (const section of pageDefinitions[page] as readonly SectionDefinition[]) {
    sections[section.key] = schemaOf(sectionFields(section), true).default({} as never)
  }
  return z
    .strictObject({ ...sections, ar: pageTranslationSchema(page) })
    .transform((values) =>
      values.ar && Object.keys(values.ar).length > 0 ? values : withoutKey(values, 'ar'),
    )
}

const withoutKey = <T extends Record<string, unknown>>(values: T, key: string) =>
  Object.fromEntries(Object.entries(values).filter(([k]) => k !== key)) as T

/** A page file's values: English by section and field, Arabic (when any) under `ar`. */
export type PageValues = Record<string, Record<string, string>>

/** A page field as the API returns it. */
export interface PageField {
  key: string
  label: string
  kind: FieldKind
  /** the value in the language read (Arabic falls back to English) */
  value: string
  /** whether the field has an Arabic version (texts do; images, links and figures are shared) */
  translatable: boolean
  /** the stored Arabic ('' when not translated): what the admin edits in Arabic */
  ar: string
}

/** A page as the API returns it: sections in order, each field with its definition and value. */
export interface PageContent {
  page: PageKey
  version: string
  lang: 'en' | 'ar'
  /** translatable fields with English but no Arabic, as "section.field" (empty in English) */
  missing: string[]
  sections: Array<{ key: string; label: string; fields: PageField[] }>
}

/** Reads a field of a section by key; '' when absent. */
export function fieldValue(page: PageContent, section: string, field: string): string {
  return (
    page.sections.find((s) => s.key === section)?.fields.find((x) => x.key === field)?.value ?? ''
  )
}
