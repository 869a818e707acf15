import {
  collectionDefinitions,
  defaultLanguage,
  isCollectionKey,
  languageNames,
  searchKinds,
  type SearchKind,
  type SearchResult,
} from '@site/contract'

/** Each kind's heading, in the order the groups are shown. */
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
 * Results grouped by kind, groups in a fixed order, each keeping the ranking inside it; `index`
 * numbers them in the order they are shown.
 */
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  let index = 0
  return searchKinds.flatMap((kind) => {
    const ofKind = results.filter((r) => r.kind === kind)
    if (ofKind.length === 0) return []
    return [
      {
        kind,
        heading: kindHeadings[kind],
        results: ofKind.map((result) => ({ result, index: index++ })),
      },
    ]
  })
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
