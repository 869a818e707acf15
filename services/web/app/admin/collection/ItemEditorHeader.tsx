import { collectionDefinitions, recordPlaces, type CollectionKey } from '@site/contract'
import { isTranslation, type EditLanguage } from '../edit-language'
import { EditorActions } from '../form/EditorActions'
import type { EditorForm } from '../form/use-editor-form'
import { historyHref } from '../history/href'
import { PageHeader } from '../ui/PageHeader'
import { useAdminI18n } from '../i18n/use-admin-i18n'
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
  const i18n = useAdminI18n()
  const { t } = i18n
  const names = i18n.collection(collection)
  return (
    <PageHeader
      back={{
        to: `/admin/${collection}`,
        label: t('record.all', { plural: names.title.toLowerCase() }),
      }}
      title={
        record
          ? isTranslation(lang)
            ? t('record.editIn', { title, language: i18n.languageName(lang) })
            : t('record.edit', { title })
          : t('record.new', { singular: names.label })
      }
      description={
        record ? (
          <>
            {publicPath && <ShownAt places={recordPlaces(def, record.slug)} />}
            {form.draft
              ? t('record.hasDraft')
              : form.drafts && !form.save
                ? t('record.draftOnly')
                : form.drafts
                  ? t('record.saveOrDraft')
                  : t('record.savePublishes')}
          </>
        ) : (
          <>{t('record.slugFrom', { field: titleLabel?.toLowerCase() ?? '' })}</>
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
