import {
  collectionDefinitions,
  fieldValue,
  resolveSeo,
  SEO_SECTION,
  type CollectionFields,
  type CollectionKey,
  type PageContent,
  type SeoText,
} from '@site/contract'

/**
 * The SEO title and description (contract seo.ts) a public page's head shows, from what its
 * loader read: a record's own SEO texts or its title and summary; a page's own SEO texts, or ''
 * where it has none in the language read (its route then names it as it always did).
 */

/** A record's head texts, in the language it was read in (its `missing` names the fallbacks). */
export function recordSeoOf(collection: CollectionKey, record: Record<string, unknown>): SeoText {
  const def: CollectionFields = collectionDefinitions[collection]
  const missing = Array.isArray(record.missing) ? (record.missing as string[]) : []
  const descriptionField = def.descriptionField ?? ''
  return resolveSeo(
    { seo_title: record.seo_title, seo_description: record.seo_description },
    { title: record[def.titleField], description: record[descriptionField] },
    missing,
    { title: missing.includes(def.titleField), description: missing.includes(descriptionField) },
  )
}

/**
 * A page's own SEO texts in the language read; '' for one it has not (English shown in a
 * translation counts as none: the route's own title and description are in the page's language).
 */
export function pageSeoOf(content: PageContent): SeoText {
  const own = (key: string) =>
    content.missing.includes(`${SEO_SECTION}.${key}`)
      ? ''
      : fieldValue(content, SEO_SECTION, key).trim()
  return { title: own('seo_title'), description: own('seo_description') }
}
