import {
  defaultLanguage,
  isCollectionKey,
  type SearchKind,
  type SearchResult,
} from '@site/contract'
import type { AdminI18n, AdminMessageKey } from '../i18n/admin-i18n'

/** Each kind's heading (its catalogue key). */
export const kindHeadings: Record<SearchKind, AdminMessageKey> = {
  record: 'nav.group.content',
  page: 'nav.group.pages',
  setting: 'nav.companyInfo',
  media: 'search.kind.media',
  message: 'nav.messages',
}

export interface ResultGroup {
  kind: SearchKind
  heading: string
  /** the results with their place in the whole list (the dialog's arrow keys walk it) */
  results: Array<{ result: SearchResult; index: number }>
}

/**
 * Results grouped by kind, each group keeping the ranking inside it. The groups come in the
 * order of their best result, so the first option shown (the one Enter opens) is the best match:
 * "main phone" opens the Main phone setting, not a page that mentions a phone. `index` numbers
 * the results in the order they are shown.
 */
export function groupResults(
  results: readonly SearchResult[],
  { t }: Pick<AdminI18n, 't'>,
): ResultGroup[] {
  const kinds = [...new Set(results.map((r) => r.kind))]
  let index = 0
  return kinds.map((kind) => ({
    kind,
    heading: t(kindHeadings[kind]),
    results: results.filter((r) => r.kind === kind).map((result) => ({ result, index: index++ })),
  }))
}

/**
 * What a result is, beside its title: "Product · Summary", and the language's name when a
 * translation matched ("Product · Summary · French"), the collection and language named in the
 * admin's language. The field's label is the one the search index gives.
 */
export function resultContext(
  result: SearchResult,
  { collection, languageName }: Pick<AdminI18n, 'collection' | 'languageName'>,
): string {
  const what =
    result.kind === 'record' && result.collection && isCollectionKey(result.collection)
      ? capitalised(collection(result.collection).label)
      : null
  return [
    what,
    result.field_label,
    result.lang === defaultLanguage ? null : languageName(result.lang),
  ]
    .filter((part): part is string => part !== null)
    .join(' · ')
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
