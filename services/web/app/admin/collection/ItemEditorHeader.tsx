import { collectionDefinitions, languageOf, recordPlaces, type CollectionKey } from '@site/contract'
import { isTranslation, type EditLanguage } from '../edit-language'
import { EditorActions } from '../form/EditorActions'
import type { EditorForm } from '../form/use-editor-form'
import { historyHref } from '../history/href'
import { PageHeader } from '../ui/PageHeader'
import type { LoadedRecord } from './item-editor-types'
import { ShownAt } from './ShownAt'

/**
 * The record editor's header: back to the list, the record's title (and the language edited),
 * where it is shown and what Save does here; History and View on site once it is on the site.
 */
export function ItemEditorHeader({
  collection,
  record,
  title,
  publicPath,
  lang,
  form,
  onlyDraft,
  titleLabel,
}: {
  collection: CollectionKey
  record: LoadedRecord | null
  title: string
  publicPath: string | null
  lang: EditLanguage
  form: EditorForm
  /** the record exists only as a draft */
  onlyDraft: boolean
  /** the title field's label (a new record's slug is made from it) */
  titleLabel: string | undefined
}) {
  const def = collectionDefinitions[collection]
  return (
    <PageHeader
      back={{ to: `/admin/${collection}`, label: `All ${def.title.toLowerCase()}` }}
      title={
        record
          ? `Edit: ${title}${isTranslation(lang) ? ` (${languageOf(lang).name})` : ''}`
          : `New ${def.label}`
      }
      description={
        record ? (
          <>
            {publicPath && <ShownAt places={recordPlaces(def, record.slug)} />}
            {form.draft
              ? 'This item has a draft: your changes go to it until it is published or discarded.'
              : form.drafts && !form.save
                ? 'Save draft keeps your changes unpublished until an admin publishes them.'
                : form.drafts
                  ? 'Saving publishes your changes at once; Save draft keeps them unpublished.'
                  : 'Saving publishes your changes at once.'}
          </>
        ) : (
          <>The address (slug) is made from the {titleLabel?.toLowerCase()}.</>
        )
      }
      actions={
        record && !onlyDraft ? (
          <EditorActions
            history={historyHref({ collection, slug: record.slug })}
            publicPath={publicPath}
          />
        ) : undefined
      }
    />
  )
}
