// The hand-written schemas the field registry replaced (as of 27368f5), kept only as the test
// oracle: the derived schemas must accept and refuse exactly what these did.
import { z } from 'zod'
import {
  LinkTarget,
  ListOfLines,
  MediaRef,
  OptionalDocumentRef,
  OptionalMediaRef,
  Slug,
} from '../common.js'

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
export const SolutionIcon = z.enum(solutionIcons)

/**
 * What an editor may set on a solution. Stored as content/solutions/<slug>.md: every field but
 * `detailed_description` in the front matter, `detailed_description` (Markdown) as the body.
 */
export const LegacySolutionInput = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title is at most 120 characters'),
  category: z.string().trim().max(80).default(''),
  icon: SolutionIcon.default('settings'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(500, 'Description is at most 500 characters'),
  detailed_description: z.string().trim().min(1, 'Detailed description is required').max(20_000),
  image: OptionalMediaRef,
  features: ListOfLines,
  benefits: ListOfLines,
  children: z.array(Slug).max(20).default([]),
  is_featured: z.boolean().default(false),
  sort_order: z.number().int('Sort order is a whole number').default(0),
})
const title = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(120, 'Title is at most 120 characters')
const name = z.string().trim().min(1, 'Name is required').max(120, 'Name is at most 120 characters')
const sortOrder = z.number().int('Sort order is a whole number').default(0)
const website = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, message: 'Enter a full http(s) URL' })])
  .default('')

/** Stored as content/products/<slug>.md; `description` (Markdown) is the body. */
export const LegacyProductInput = z.object({
  title,
  summary: z.string().trim().min(1, 'Summary is required').max(500),
  description: z.string().trim().max(20_000).default(''),
  image: OptionalMediaRef,
  /** the product's datasheet, a PDF in the media library; '' for none */
  datasheet: OptionalDocumentRef,
  category: z.string().trim().max(80).default(''),
  price_range: z.string().trim().max(80).default(''),
  specifications: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Name is required').max(80),
        value: z.string().trim().min(1, 'Value is required').max(300),
      }),
    )
    .max(60)
    .default([]),
  /** the partner's slug, or '' for none */
  partner: z.union([z.literal(''), Slug]).default(''),
  is_featured: z.boolean().default(false),
  is_active: z.boolean().default(true),
  sort_order: sortOrder,
})

/** Stored as content/sectors/<slug>.md; `detailed_description` (Markdown) is the body. */
export const LegacySectorInput = z.object({
  title,
  description: z.string().trim().min(1, 'Description is required').max(500),
  detailed_description: z.string().trim().min(1, 'Detailed description is required').max(20_000),
  image: OptionalMediaRef,
  solutions: ListOfLines,
  is_featured: z.boolean().default(false),
  sort_order: sortOrder,
})

/** Stored as content/partners/<slug>.json. */
export const LegacyPartnerInput = z.object({
  name,
  logo: MediaRef,
  website,
  description: z.string().trim().max(1_000).default(''),
  is_strategic: z.boolean().default(false),
  is_active: z.boolean().default(true),
  sort_order: sortOrder,
})

/** Stored as content/clients/<slug>.json. */
export const LegacyClientInput = z.object({
  name,
  logo: MediaRef,
  website,
  description: z.string().trim().max(1_000).default(''),
  industry: z.string().trim().max(80).default(''),
  is_featured: z.boolean().default(false),
  is_active: z.boolean().default(true),
  sort_order: sortOrder,
})

/** Stored as content/about-sections/<section_key>.md; `content` (Markdown) is the body. */
export const LegacyAboutSectionInput = z.object({
  title: z.string().trim().max(120).default(''),
  subtitle: z.string().trim().max(200).default(''),
  content: z.string().trim().min(1, 'Content is required').max(20_000),
  image: OptionalMediaRef,
  sort_order: sortOrder,
  is_active: z.boolean().default(true),
})
const text = (max = 200) => z.string().trim().max(max).default('')
const email = z.union([z.literal(''), z.email('Enter a valid e-mail address')]).default('')
const phone = z
  .string()
  .trim()
  .regex(/^$|^\+?[0-9 ()-]{6,24}$/, 'Enter a phone number such as +971 4 123 4567')
  .default('')

/** A number, also when a form sends it as text ("25.18"). */
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number('Enter a number').min(min, `At least ${min}`).max(max, `At most ${max}`),
  )

/**
 * Company settings (content/settings/company.json): contact details, map position and hours.
 * The "our info" entries (the first API's shape) are a view of the same values (GET /our-info).
 */
export const LegacyCompanySettings = z.strictObject({
  company_name: text(120),
  address: text(300),
  main_phone: phone,
  sales_phone: phone,
  support_phone: phone,
  main_email: email,
  sales_email: email,
  support_email: email,
  map_lat: coordinate(-90, 90).default(25.1865),
  map_lang: coordinate(-180, 180).default(55.2637),
  working_hours_1: text(),
  working_hours_2: text(),
  working_hours_3: text(),
  linkedin_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
})
export function legacyValueSchema(kind: string): z.ZodType<string> {
  switch (kind) {
    case 'image':
      return OptionalMediaRef
    case 'url':
      return LinkTarget.default('')
    case 'number':
      return z
        .string()
        .trim()
        .regex(/^-?\d*(?:\.\d+)?$/, 'Enter a number')
        .default('')
    case 'markdown':
      return z.string().max(20_000).default('')
    case 'textarea':
      return z.string().max(2_000).default('')
    default:
      return z.string().max(300).default('')
  }
}
