import type { CollectionFields, CollectionKey } from '@site/contract'
import type { AdminRecord } from './collection.server'
import { orderedTree, type TreeRow } from './tree'

/**
 * What a collection's list shows, read from its definition alone: no collection is named here.
 * A collection whose records name children of the same collection (solutions) is drawn as a
 * tree; one with an icon field shows the icon beside the title; the first image is a thumbnail.
 */
export const textOf = (v: unknown) => (typeof v === 'string' ? v : '')

export const recordDescription = (def: CollectionFields, r: AdminRecord) =>
  def.descriptionField ? textOf(r[def.descriptionField]) : ''

/** The field naming child records of the same collection, when there is one. */
export function childrenField(def: CollectionFields, collection: CollectionKey): string | null {
  const found = Object.entries(def.fields).find(
    ([, f]) => f.kind === 'reference' && f.many && f.collection === collection,
  )
  return found ? found[0] : null
}

export const iconField = (def: CollectionFields): string | null =>
  Object.entries(def.fields).find(([, f]) => f.kind === 'icon')?.[0] ?? null

export const imageField = (def: CollectionFields): string | null =>
  Object.entries(def.fields).find(([, f]) => f.kind === 'image')?.[0] ?? null

/** The records as rows: a tree under their parents, or flat, in the given order. */
export function listRows(
  def: CollectionFields,
  collection: CollectionKey,
  ordered: AdminRecord[],
): TreeRow<AdminRecord>[] {
  const children = childrenField(def, collection)
  return children
    ? orderedTree(ordered, (r) => {
        const value = r[children]
        return Array.isArray(value) ? value : []
      })
    : ordered.map((record) => ({ record, depth: 0 }))
}
