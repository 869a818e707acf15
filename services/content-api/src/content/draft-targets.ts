import { AppError } from '@site/platform'
import { pageKeys, type PageKey } from '@site/contract'
import { collectionNames, collections, recordFile, type CollectionName } from './collections.js'
import { pageFile, SETTINGS_FILE } from './layout.js'

/**
 * What can have a draft, and where its draft lives: a record (`<collection>/<slug>`), a page's
 * contents (`pages/<page>`) or the company settings (`settings/company`). The draft branch is
 * `drafts/<target>`; `file` is the one content file a publish writes.
 */
export type DraftTarget =
  | { kind: 'record'; target: string; file: string; collection: CollectionName; slug: string }
  | { kind: 'page'; target: string; file: string; page: PageKey }
  | { kind: 'settings'; target: string; file: string }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Parses `<kind>/<name>`; 404 for anything that cannot have a draft. */
export function parseDraftTarget(kind: string, name: string): DraftTarget {
  if (kind === 'pages') {
    const page = pageKeys.find((p) => p === name)
    if (page) return { kind: 'page', target: `pages/${page}`, file: pageFile(page), page }
  } else if (kind === 'settings') {
    if (name === 'company')
      return { kind: 'settings', target: 'settings/company', file: SETTINGS_FILE }
  } else {
    const collection = collectionNames.find((c) => c === kind)
    if (collection && SLUG.test(name)) {
      return {
        kind: 'record',
        target: `${collection}/${name}`,
        file: recordFile(collection, name),
        collection,
        slug: name,
      }
    }
  }
  throw new AppError(404, 'not_found', `There is no draftable item "${kind}/${name}"`)
}

/** Parses a whole target (`products/rx-500`); 404 as above. */
export function parseDraftTargetPath(target: string): DraftTarget {
  const slash = target.indexOf('/')
  return parseDraftTarget(target.slice(0, slash), slash < 0 ? '' : target.slice(slash + 1))
}

/** How people call the item: 'product "rx-500"', 'home page', 'company settings'. */
export function draftLabel(t: DraftTarget): string {
  switch (t.kind) {
    case 'record':
      return `${collections[t.collection].label.toLowerCase()} "${t.slug}"`
    case 'page':
      return `${t.page} page`
    case 'settings':
      return 'company settings'
  }
}
