import { AsyncLocalStorage } from 'node:async_hooks'
import type { RecordData } from './codecs.js'
import type { ContentIndex, Indexed } from './content-index.js'
import type { DraftTarget } from './draft-targets.js'

/**
 * The content a preview request reads: set around one request's handling, it makes
 * `ContentStore.index` answer with the draft's item in place of the published one, so every
 * read of that request (the item, lists it appears in, pages embedding it) shows the draft.
 */
export const previewScope = new AsyncLocalStorage<ContentIndex>()

/**
 * The published index with one item replaced by its draft. Only the changed map is copied (one
 * collection, the pages, or nothing for the settings); the revision is the published one plus
 * the draft's version, so a cache keyed by revision never mixes the two.
 */
export function overlayIndex(
  base: ContentIndex,
  t: DraftTarget,
  entry: Indexed<unknown>,
): ContentIndex {
  const overlay = Object.create(base) as ContentIndex
  const own = (key: string, value: unknown) =>
    Object.defineProperty(overlay, key, { value, enumerable: true })
  if (t.kind === 'record') {
    const records = new Map(base.records)
    const items = new Map(base.collection(t.collection))
    items.set(t.slug, entry as Indexed<RecordData>)
    records.set(t.collection, items)
    own('records', records)
  } else if (t.kind === 'page') {
    const pages = new Map(base.pages)
    pages.set(t.page, entry as ContentIndex['pages'] extends Map<unknown, infer V> ? V : never)
    own('pages', pages)
  } else {
    own('settings', entry)
  }
  const revision = `${base.revision}.p${entry.version.slice(0, 12)}`
  Object.defineProperty(overlay, 'revision', { get: () => revision })
  return overlay
}
