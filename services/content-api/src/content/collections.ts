import type { z } from 'zod'
import {
  AboutSectionInput,
  ClientInput,
  PartnerInput,
  ProductInput,
  SectorInput,
  SolutionInput,
} from '../schemas/index.js'

export const collectionNames = [
  'solutions',
  'products',
  'sectors',
  'partners',
  'clients',
  'about-sections',
] as const
export type CollectionName = (typeof collectionNames)[number]

/** A field of one collection that names a record of another (or the same) collection. */
export interface Reference {
  field: string
  target: CollectionName
  many: boolean
}

export interface CollectionDefinition {
  name: CollectionName
  /** singular, for messages and commit subjects: 'solution' */
  label: string
  format: 'markdown' | 'json'
  /** markdown only: the field stored as the file's body */
  bodyField?: string
  schema: z.ZodObject
  /** the field a record is named by, and its slug is generated from */
  titleField: 'title' | 'name'
  references: Reference[]
  /** fields naming a file in the media folder (images, and documents such as datasheets) */
  imageFields: string[]
  /** records with is_active=false are hidden from public reads */
  hasActiveFlag: boolean
}

const define = (d: CollectionDefinition) => d

export const collections: Record<CollectionName, CollectionDefinition> = {
  solutions: define({
    name: 'solutions',
    label: 'solution',
    format: 'markdown',
    bodyField: 'detailed_description',
    schema: SolutionInput,
    titleField: 'title',
    references: [{ field: 'children', target: 'solutions', many: true }],
    imageFields: ['image'],
    hasActiveFlag: false,
  }),
  products: define({
    name: 'products',
    label: 'product',
    format: 'markdown',
    bodyField: 'description',
    schema: ProductInput,
    titleField: 'title',
    references: [{ field: 'partner', target: 'partners', many: false }],
    // the datasheet is a PDF in the media folder: checked to exist like an image
    imageFields: ['image', 'datasheet'],
    hasActiveFlag: true,
  }),
  sectors: define({
    name: 'sectors',
    label: 'sector',
    format: 'markdown',
    bodyField: 'detailed_description',
    schema: SectorInput,
    titleField: 'title',
    references: [],
    imageFields: ['image'],
    hasActiveFlag: false,
  }),
  partners: define({
    name: 'partners',
    label: 'partner',
    format: 'json',
    schema: PartnerInput,
    titleField: 'name',
    references: [],
    imageFields: ['logo'],
    hasActiveFlag: true,
  }),
  clients: define({
    name: 'clients',
    label: 'client',
    format: 'json',
    schema: ClientInput,
    titleField: 'name',
    references: [],
    imageFields: ['logo'],
    hasActiveFlag: true,
  }),
  'about-sections': define({
    name: 'about-sections',
    label: 'about section',
    format: 'markdown',
    bodyField: 'content',
    schema: AboutSectionInput,
    titleField: 'title',
    references: [],
    imageFields: ['image'],
    hasActiveFlag: true,
  }),
}

export function isCollectionName(name: string): name is CollectionName {
  return (collectionNames as readonly string[]).includes(name)
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The file of a record; a slug that is not a slug is a bug upstream, never a path. */
export function recordFile(collection: CollectionName, slug: string): string {
  if (!SLUG.test(slug)) throw new Error(`Not a slug: ${JSON.stringify(slug)}`)
  return `${collection}/${slug}.${collections[collection].format === 'markdown' ? 'md' : 'json'}`
}

/** A record's display name: its title (or name), falling back to its slug. */
export function titleOf(
  collection: CollectionName,
  slug: string,
  data: Record<string, unknown>,
): string {
  const value = data[collections[collection].titleField]
  return typeof value === 'string' && value !== '' ? value : slug
}
