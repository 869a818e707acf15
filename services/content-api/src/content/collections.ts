import type { z } from 'zod'
import {
  collectionDefinitions,
  collectionKeys,
  isCollectionKey,
  mediaFieldsOf,
  recordTitleOf,
  referencesOf,
  schemaOf,
  type CollectionFields,
  type CollectionKey,
  type ReferenceEmbed,
  canScheduleUnpublish,
  UNPUBLISH_AT_KEY,
  UnpublishAt,
} from '@site/contract'
import { withTranslations } from './translation.js'

/** Every collection of the field registry, in its order: a new definition there is a new folder. */
export const collectionNames: readonly CollectionKey[] = collectionKeys
export type CollectionName = CollectionKey

/** A field of one collection that names a record of another (or the same) collection. */
export interface Reference {
  field: string
  target: CollectionName
  many: boolean
  /** what a read shows of the records it names (content/embedding.ts), when it does */
  embed?: ReferenceEmbed
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

// each collection's English fields plus their optional Arabic (`ar`, content/translation.ts),
// and for a record that can be hidden, the time it is to be (schemas/unpublish.ts)
const schemaFor = (name: CollectionName): z.ZodObject => {
  const { fields } = collectionDefinitions[name]
  const schema = withTranslations(schemaOf(fields), fields)
  return canScheduleUnpublish(fields)
    ? schema.extend({ [UNPUBLISH_AT_KEY]: UnpublishAt.optional() })
    : schema
}

/** Storage facts of a collection, all read from the field registry (schemas/fields.ts). */
function define(name: CollectionName): CollectionDefinition {
  const def: CollectionFields = collectionDefinitions[name]
  return {
    name,
    label: def.label,
    format: def.bodyField ? 'markdown' : 'json',
    ...(def.bodyField ? { bodyField: def.bodyField } : {}),
    schema: schemaFor(name),
    titleField: def.titleField as 'title' | 'name',
    references: referencesOf(def).map((r) => {
      if (!isCollectionName(r.target)) throw new Error(`Unknown collection ${r.target}`)
      return { ...r, target: r.target }
    }),
    // the datasheet is a PDF in the media folder: checked to exist like an image
    imageFields: mediaFieldsOf(def),
    hasActiveFlag: 'is_active' in def.fields,
  }
}

export const collections = Object.fromEntries(
  collectionNames.map((name) => [name, define(name)]),
) as Record<CollectionName, CollectionDefinition>

/** The registry's own check, under the name this layer uses (a function: used while loading). */
export function isCollectionName(name: string): name is CollectionName {
  return isCollectionKey(name)
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Whether `name` can be a record's slug (and so its file name). */
export const isSlug = (name: string): boolean => SLUG.test(name)

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
  return recordTitleOf(collections[collection], data, slug)
}
