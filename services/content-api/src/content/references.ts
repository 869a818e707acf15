import { access } from 'node:fs/promises'
import type { FieldErrors } from '@site/contract'
import { confinePath } from '../fs/confine.js'
import type { RecordData } from './codecs.js'
import { collectionNames, collections, titleOf, type CollectionName } from './collections.js'
import type { ContentIndex } from './content-index.js'

const asList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string' && value !== ''
      ? [value]
      : []

/** Field errors for references to records that do not exist (or to the record itself). */
export function referenceErrors(
  index: ContentIndex,
  collection: CollectionName,
  slug: string,
  data: RecordData,
): FieldErrors {
  const errors: FieldErrors = {}
  for (const ref of collections[collection].references) {
    asList(data[ref.field]).forEach((target, i) => {
      const key = ref.many ? `${ref.field}.${i}` : ref.field
      const label = collections[ref.target].label
      if (ref.target === collection && target === slug)
        errors[key] = `A ${label} cannot refer to itself`
      else if (!index.collection(ref.target).has(target))
        errors[key] = `There is no ${label} "${target}"`
    })
  }
  return errors
}

/** Why a media reference (image or PDF) cannot be used (missing, or outside the folder), or null. */
export async function missingImage(root: string, ref: string): Promise<string | null> {
  try {
    await access(await confinePath(root, ref))
    return null
  } catch {
    const kind = ref.toLowerCase().endsWith('.pdf') ? 'Document' : 'Image'
    return `${kind} ${ref} does not exist in the media library`
  }
}

/** Field errors for image fields naming files that are not in the media folder. */
export async function imageErrors(
  root: string,
  collection: CollectionName,
  data: RecordData,
): Promise<FieldErrors> {
  const errors: FieldErrors = {}
  for (const field of collections[collection].imageFields) {
    const ref = data[field]
    if (typeof ref !== 'string' || ref === '') continue
    const message = await missingImage(root, ref)
    if (message) errors[field] = message
  }
  return errors
}

export interface Referrer {
  collection: CollectionName
  slug: string
  title: string
}

/** Every record that refers to `slug` of `target`: deleting it would leave them dangling. */
export function referrersOf(index: ContentIndex, target: CollectionName, slug: string): Referrer[] {
  const found: Referrer[] = []
  for (const name of collectionNames) {
    const refs = collections[name].references.filter((r) => r.target === target)
    if (refs.length === 0) continue
    for (const [otherSlug, entry] of index.collection(name)) {
      if (name === target && otherSlug === slug) continue
      if (refs.some((r) => asList(entry.data[r.field]).includes(slug))) {
        found.push({
          collection: name,
          slug: otherSlug,
          title: titleOf(name, otherSlug, entry.data),
        })
      }
    }
  }
  return found
}
