import { collections, type CollectionName } from './collections.js'
import type { RecordData } from './codecs.js'
import type { ContentIndex } from './content-index.js'

/**
 * Which references a read embeds, and how, all read from the registry's reference fields
 * (`embed` on `reference(...)`, schemas/fields/field-kinds.ts): a collection whose reference
 * declares an embed is expanded with no code here.
 */

/** The references of a collection that a read expands. */
const embeddingReferences = (collection: CollectionName) =>
  collections[collection].references.flatMap((r) => (r.embed ? [{ ...r, embed: r.embed }] : []))

/**
 * The collections a record's read shows besides its own file (a solution its child solutions, a
 * product its partner): a change there changes what its reads answer (files-read.ts).
 */
export function embeddedCollections(collection: CollectionName): CollectionName[] {
  return [...new Set(embeddingReferences(collection).map((r) => r.target))]
}

/** The keys a read adds beside a reference (a product's `partner_details`); a save ignores them. */
export function expansionKeysOf(collection: CollectionName): string[] {
  return embeddingReferences(collection).flatMap((r) => (r.embed.as ? [r.embed.as] : []))
}

/** How a referred record is read: visible to this reader at all, and in the reader's language. */
export interface EmbedReader {
  visible: (data: RecordData) => boolean
  inLanguage: (collection: CollectionName, data: RecordData) => RecordData
}

/**
 * The fields a read of `data` replaces or adds: each embedding reference's records as
 * `{ id, slug, ...fields }` (missing or hidden ones left out; a single reference with none is
 * null), in place of the slugs or under the embed's `as` key.
 */
export function embedReferences(
  index: ContentIndex,
  collection: CollectionName,
  data: RecordData,
  reader: EmbedReader,
): RecordData {
  const out: RecordData = {}
  for (const { field, target, many, embed } of embeddingReferences(collection)) {
    const summary = (slug: unknown) => {
      if (typeof slug !== 'string' || slug === '') return []
      const found = index.collection(target).get(slug)
      if (!found || !reader.visible(found.data)) return []
      const shown = reader.inLanguage(target, found.data)
      const fields = embed.fields.flatMap((key) =>
        shown[key] === undefined ? [] : [[key, shown[key]] as const],
      )
      return [{ id: slug, slug, ...Object.fromEntries(fields) }]
    }
    const stored = data[field]
    const embedded = many
      ? (Array.isArray(stored) ? stored : []).flatMap(summary)
      : (summary(stored)[0] ?? null)
    out[embed.as ?? field] = embedded
  }
  return out
}
