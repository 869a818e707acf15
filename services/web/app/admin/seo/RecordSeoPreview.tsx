import {
  collectionDefinitions,
  recordPagePath,
  type CollectionFields,
  type CollectionKey,
} from '@site/contract'
import type { EditLanguage } from '../edit-language'
import { SeoPreview } from './SeoPreview'

/**
 * The search and sharing preview of a record's editor, for a collection whose records have their
 * own page (the others have no SEO fields): the form's inputs by the registry's keys, the stored
 * English record as what shows where the form has none (a translation's form has no image).
 */
export function RecordSeoPreview({
  collection,
  record,
  lang,
}: {
  collection: CollectionKey
  record: Record<string, unknown> | null
  lang: EditLanguage
}) {
  const def: CollectionFields = collectionDefinitions[collection]
  if (!('seo_title' in def.fields)) return null
  const text = (key: string | undefined) =>
    key !== undefined && typeof record?.[key] === 'string' ? (record[key] as string) : ''
  const image = 'image' in def.fields ? 'image' : ''
  const slug = text('slug')
  return (
    <SeoPreview
      names={{
        seoTitle: 'seo_title',
        seoDescription: 'seo_description',
        title: def.titleField,
        description: def.descriptionField ?? '',
        image,
      }}
      fallback={{
        seoTitle: text('seo_title'),
        seoDescription: text('seo_description'),
        title: text(def.titleField),
        description: text(def.descriptionField),
        image: text(image),
      }}
      path={slug ? recordPagePath(def, slug) : null}
      lang={lang}
    />
  )
}
