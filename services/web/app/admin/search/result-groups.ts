import {
  collectionDefinitions,
  defaultLanguage,
  isCollectionKey,
  languageNames,
  type SearchKind,
  type SearchResult,
} from '@site/contract'

/** Each kind's heading. */
export const kindHeadings: Record<SearchKind, string> = {
  record: 'Content',
  page: 'Pages',
  setting: 'Company Info',
  media: 'Media',
  message: 'Messages',
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
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  const kinds = [...new Set(results.map((r) => r.kind))]
  let index = 0
  return kinds.map((kind) => ({
    kind,
    heading: kindHeadings[kind],
    results: results.filter((r) => r.kind === kind).map((result) => ({ result, index: index++ })),
  }))
}

/**
 * What a result is, beside its title: "Product · Summary", and the language's name when a
 * translation matched ("Product · Summary · French").
 */
export function resultContext(result: SearchResult): string {
  const what =
    result.kind === 'record' && result.collection && isCollectionKey(result.collection)
      ? capitalised(collectionDefinitions[result.collection].label)
      : null
  return [
    what,
    result.field_label,
    result.lang === defaultLanguage ? null : languageNames[result.lang],
  ]
    .filter((part): part is string => part !== null)
    .join(' · ')
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
