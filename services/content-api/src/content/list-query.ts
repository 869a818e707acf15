import {
  LIST_FACET_MAX,
  facetFields,
  isUntranslated,
  matchesListSearch,
  type ListQuery,
} from '@site/contract'
import type { RecordData } from './codecs.js'
import { collectionDefinitions, isTranslationLanguage, translationLanguages } from '@site/contract'
import type { CollectionName } from './collections.js'
import type { Indexed } from './content-index.js'
import { compareRecords } from './presenter.js'
import { translatableFieldKeys } from './translation.js'
import { outdatedTranslations } from './translation-source.js'

/**
 * A collection's list read (GET /<collection>?sort=&order=&filter=&q=&page=&limit=) applied to
 * the index: filtered, searched, sorted and cut to a page before any record is presented, so a
 * page of 10,000 records costs one pass over their data and the presenting of one page.
 */

/** The languages a record is translated into (every language of the list but the source). */
export { translationLanguages }

/** An open draft of a record: whether it is scheduled to publish. */
export type DraftStates = ReadonlyMap<string, { scheduled: boolean }>

type Entry = readonly [slug: string, entry: Indexed<RecordData>]

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** A field's value as its column sorts: numbers and flags as numbers, the rest as text. */
function sortKey(data: RecordData, slug: string, field: string): number | string {
  const value = field === 'slug' ? slug : data[field]
  if (typeof value === 'number') return value
  if (typeof value === 'boolean') return value ? 1 : 0
  return typeof value === 'string' ? value : ''
}

function compareBy(field: string) {
  return (a: Entry, b: Entry) => {
    const x = sortKey(a[1].data, a[0], field)
    const y = sortKey(b[1].data, b[0], field)
    if (typeof x === 'number' && typeof y === 'number') return x - y
    return collator.compare(String(x), String(y))
  }
}

/** The translatable fields with an English value but none in `lang`. */
function missingIn(collection: CollectionName, data: RecordData, lang: string): string[] {
  const translated = (data[lang] ?? {}) as Record<string, unknown>
  return translatableFieldKeys(collection).filter(
    (key) => !isUntranslated(data[key]) && isUntranslated(translated[key]),
  )
}

/** Whether a record has the status: a flag, a draft, a translation missing or outdated. */
function hasStatus(
  collection: CollectionName,
  slug: string,
  data: RecordData,
  status: string,
  langs: readonly string[],
  drafts: DraftStates,
): boolean {
  switch (status) {
    case 'active':
      return data.is_active !== false
    case 'inactive':
      return data.is_active === false
    case 'featured':
      return data.is_featured === true
    case 'draft':
      return drafts.has(`${collection}/${slug}`)
    case 'scheduled':
      return drafts.get(`${collection}/${slug}`)?.scheduled === true
    case 'missing':
      return langs.some((lang) => missingIn(collection, data, lang).length > 0)
    case 'outdated':
      return langs.some(
        (lang) =>
          isTranslationLanguage(lang) &&
          outdatedTranslations(translatableFieldKeys(collection), data, lang).length > 0,
      )
    default:
      return false
  }
}

/** Whether a field holds the value a filter asks for (a list field: holds it among others). */
function fieldMatches(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((v) => String(v) === wanted)
  if (typeof value === 'boolean') return String(value) === wanted
  return String(value ?? '') === wanted
}

/** Whether the query needs the drafts (a `status:draft` or `status:scheduled` filter). */
export const needsDrafts = (query: ListQuery) =>
  query.filters.some((f) => f.key === 'status' && (f.value === 'draft' || f.value === 'scheduled'))

/** The records the query selects, in its order (every page; the caller cuts one). */
export function selectRecords(
  collection: CollectionName,
  entries: Iterable<Entry>,
  query: ListQuery,
  drafts: DraftStates = new Map(),
): Entry[] {
  const def = collectionDefinitions[collection]
  const langFilters = query.filters.filter((f) => f.key === 'lang').map((f) => f.value)
  const langs = langFilters.length > 0 ? langFilters : translationLanguages
  const needle = query.q.toLowerCase()
  const selected: Entry[] = []
  for (const item of entries) {
    const [slug, { data }] = item
    const keep = query.filters.every((f) =>
      f.key === 'lang'
        ? true
        : f.key === 'status'
          ? hasStatus(collection, slug, data, f.value, langs, drafts)
          : fieldMatches(data[f.key], f.value),
    )
    if (keep && (needle === '' || matchesListSearch(def, data, slug, needle))) selected.push(item)
  }
  // the public order (sort_order, then title) is every sort's tie-break, then the slug
  const tieBreak = (a: Entry, b: Entry) =>
    compareRecords(a[1].data, b[1].data) || collator.compare(a[0], b[0])
  const byColumn = query.sort ? compareBy(query.sort) : () => 0
  const sign = query.order === 'desc' ? -1 : 1
  return selected.sort((a, b) => sign * (byColumn(a, b) || tieBreak(a, b)))
}

/** One page of the selection: `limit` records from page `page` (1-based). */
export function pageOf<T>(selected: readonly T[], page: number, limit: number): T[] {
  return selected.slice((page - 1) * limit, page * limit)
}

/** The values each label field holds across the records (what its filter offers). */
export function facetsOf(
  collection: CollectionName,
  entries: Iterable<Entry>,
): Record<string, string[]> {
  const fields = facetFields(collectionDefinitions[collection])
  const found = new Map(fields.map((f) => [f, new Set<string>()]))
  for (const [, { data }] of entries)
    for (const [field, values] of found) {
      const value = data[field]
      if (typeof value === 'string' && value !== '') values.add(value)
    }
  return Object.fromEntries(
    [...found].map(([field, values]) => [
      field,
      [...values].sort(collator.compare).slice(0, LIST_FACET_MAX),
    ]),
  )
}
