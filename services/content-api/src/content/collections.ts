import type { z } from 'zod'
import {
  AboutSectionInput,
  ClientInput,
  PartnerInput,
  ProductInput,
  SectorInput,
  SolutionInput,
} from '../schemas/index.js'
import { translatableFieldKeys, withTranslations } from './translation.js'

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
    // the English fields plus their optional Arabic (`ar`, content/translation.ts)
    schema: withTranslations(SolutionInput, translatableFieldKeys('solutions')),
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
    schema: withTranslations(ProductInput, translatableFieldKeys('products')),
    titleField: 'title',
    references: [{ field: 'partner', target: 'partners', many: false }],
    imageFields: ['image'],
    hasActiveFlag: true,
  }),
  sectors: define({
    name: 'sectors',
    label: 'sector',
    format: 'markdown',
    bodyField: 'detailed_description',
    schema: withTranslations(SectorInput, translatableFieldKeys('sectors')),
    titleField: 'title',
    references: [],
    imageFields: ['image'],
    hasActiveFlag: false,
  }),
  partners: define({
    name: 'partners',
    label: 'partner',
    format: 'json',
    schema: withTranslations(PartnerInput, translatableFieldKeys('partners')),
    titleField: 'name',
    references: [],
    imageFields: ['logo'],
    hasActiveFlag: true,
  }),
  clients: define({
    name: 'clients',
    label: 'client',
    format: 'json',
    schema: withTranslations(ClientInput, translatableFieldKeys('clients')),
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
    schema: withTranslations(AboutSectionInput, translatableFieldKeys('about-sections')),
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
