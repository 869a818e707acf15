import { z } from 'zod'
import { Version } from './common.js'
import { collectionDefinitions, schemaOf, solutionIcons } from './fields.js'

const d = collectionDefinitions

export { solutionIcons }
export const SolutionIcon = z.enum(solutionIcons)
export type SolutionIcon = z.infer<typeof SolutionIcon>

/**
 * What an editor may set on a solution, derived from the field registry (fields.ts). Stored as
 * content/solutions/<slug>.md: every field but `detailed_description` in the front matter,
 * `detailed_description` (Markdown) as the body.
 */
export const SolutionInput = schemaOf(d.solutions.fields)
export type SolutionInput = z.infer<typeof SolutionInput>

/** A child solution as the API shows it inside its parent. */
export interface SolutionSummary {
  id: string
  slug: string
  title: string
  description: string
  icon: SolutionIcon
}

/** A solution as the API returns it. `version` is the git blob id of the file it was read from. */
export interface Solution extends Omit<SolutionInput, 'children'> {
  id: string
  slug: string
  version: string
  children: SolutionSummary[]
}

/** An update: the fields plus the version the editor loaded (optimistic concurrency). */
export const SolutionUpdate = SolutionInput.extend({
  version: Version,
})
export type SolutionUpdate = z.infer<typeof SolutionUpdate>

/** Stored as content/products/<slug>.md; `description` (Markdown) is the body. */
export const ProductInput = schemaOf(d.products.fields)
export type ProductInput = z.infer<typeof ProductInput>

/** Stored as content/sectors/<slug>.md; `detailed_description` (Markdown) is the body. */
export const SectorInput = schemaOf(d.sectors.fields)
export type SectorInput = z.infer<typeof SectorInput>

/** Stored as content/partners/<slug>.json. */
export const PartnerInput = schemaOf(d.partners.fields)
export type PartnerInput = z.infer<typeof PartnerInput>

/** Stored as content/clients/<slug>.json. */
export const ClientInput = schemaOf(d.clients.fields)
export type ClientInput = z.infer<typeof ClientInput>

/** Stored as content/about-sections/<section_key>.md; `content` (Markdown) is the body. */
export const AboutSectionInput = schemaOf(d['about-sections'].fields)
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
  'name' | 'logo' | 'logo_alt' | 'description' | 'website' | 'is_strategic'
> & { slug: string }

/** A product as the API returns it. */
export type Product = ProductInput & ApiRecordFields & { partner_details: ProductPartner | null }

/** A sector as the API returns it. */
export type Sector = SectorInput & ApiRecordFields

/** A partner as the API returns it. */
export type Partner = PartnerInput & ApiRecordFields

/** A client as the API returns it. */
export type Client = ClientInput & ApiRecordFields

/** An about section as the API returns it. */
export type AboutSection = AboutSectionInput & ApiRecordFields

/** Each collection's record as the API returns it (`records(collection)` of the typed client). */
export interface CollectionRecords {
  solutions: Solution
  products: Product
  sectors: Sector
  partners: Partner
  clients: Client
  'about-sections': AboutSection
}
