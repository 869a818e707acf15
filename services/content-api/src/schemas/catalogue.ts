import { z } from 'zod'
import { ListOfLines, OptionalDocumentRef, OptionalMediaRef, MediaRef, Slug } from './common.js'

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
export const ProductInput = z.object({
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
export type ProductInput = z.infer<typeof ProductInput>

/** Stored as content/sectors/<slug>.md; `detailed_description` (Markdown) is the body. */
export const SectorInput = z.object({
  title,
  description: z.string().trim().min(1, 'Description is required').max(500),
  detailed_description: z.string().trim().min(1, 'Detailed description is required').max(20_000),
  image: OptionalMediaRef,
  solutions: ListOfLines,
  is_featured: z.boolean().default(false),
  sort_order: sortOrder,
})
export type SectorInput = z.infer<typeof SectorInput>

/** Stored as content/partners/<slug>.json. */
export const PartnerInput = z.object({
  name,
  logo: MediaRef,
  website,
  description: z.string().trim().max(1_000).default(''),
  is_strategic: z.boolean().default(false),
  is_active: z.boolean().default(true),
  sort_order: sortOrder,
})
export type PartnerInput = z.infer<typeof PartnerInput>

/** Stored as content/clients/<slug>.json. */
export const ClientInput = z.object({
  name,
  logo: MediaRef,
  website,
  description: z.string().trim().max(1_000).default(''),
  industry: z.string().trim().max(80).default(''),
  is_featured: z.boolean().default(false),
  is_active: z.boolean().default(true),
  sort_order: sortOrder,
})
export type ClientInput = z.infer<typeof ClientInput>

/** Stored as content/about-sections/<section_key>.md; `content` (Markdown) is the body. */
export const AboutSectionInput = z.object({
  title: z.string().trim().max(120).default(''),
  subtitle: z.string().trim().max(200).default(''),
  content: z.string().trim().min(1, 'Content is required').max(20_000),
  image: OptionalMediaRef,
  sort_order: sortOrder,
  is_active: z.boolean().default(true),
})
export type AboutSectionInput = z.infer<typeof AboutSectionInput>

/** The fields of a record every API answer adds: its slug (also as id) and file version. */
interface ApiRecordFields {
  id: string
  slug: string
  /** the git blob id of the file it was read from */
  version: string
}

/** A product's partner as the API expands it (null when none, or the partner is inactive). */
export type ProductPartner = Pick<
  PartnerInput,
  'name' | 'logo' | 'description' | 'website' | 'is_strategic'
> & { slug: string }

/** A product as the API returns it. */
export type Product = ProductInput & ApiRecordFields & { partner_details: ProductPartner | null }

/** A sector as the API returns it. */
export type Sector = SectorInput & ApiRecordFields

/** A partner as the API returns it. */
export type Partner = PartnerInput & ApiRecordFields
