import type { RefObject } from 'react'
import type { CollectionKey } from '@site/contract'
import { collectionDefinitions } from '@site/contract'
import { isTranslation, type EditLanguage } from '../edit-language'
import { namedEditorDefinition, type ItemFormValues } from '../fields/item-form'
import { ItemForm } from '../fields/ItemForm'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import type { ReferenceOption } from '../fields/FieldInput'
import { ActionBar } from '../form/ActionBar'
import { DraftStatusLine, DraftVersionInput, SaveButtons } from '../form/SaveControls'
import type { EditorForm } from '../form/use-editor-form'
import { LivePreview } from '../preview/LivePreview'
import { RecordSeoPreview } from '../seo/RecordSeoPreview'
import type { useUnsavedChanges } from '../use-unsaved-changes'
import type { LoadedRecord } from './item-editor-types'
import type { useMergedValues } from './use-merged-values'
import type { ChecksByField } from '../checks/checks-by-field'

/**
 * A record's form with its live preview (of the English: a translation does not change the
 * page's layout): the registry-drawn fields, the draft version, the action bar with the unsaved
 * state, the draft status and the save buttons.
 */
export function RecordForm({
  collection,
  record,
  lang,
  formRef,
  form,
  unsaved,
  values,
  errors,
  rebased,
  references,
  title,
  checks,
}: {
  collection: CollectionKey
  record: LoadedRecord | null
  lang: EditLanguage
  formRef: RefObject<HTMLFormElement | null>
  form: EditorForm
  unsaved: ReturnType<typeof useUnsavedChanges>
  values: ItemFormValues
  /** the refused save's errors by field */
  errors: Partial<Record<string, string>>
  rebased: ReturnType<typeof useMergedValues>['rebased']
  references: Record<string, ReferenceOption[]>
  /** the record's title (what the preview names) */
  title: string
  /** the content checks' problems by field, shown under each */
  checks: ChecksByField
}) {
  const def = collectionDefinitions[collection]
  const i18n = useAdminI18n()
  const { t } = i18n
  const singular = i18n.collection(collection).label
  return (
    <>
      {!isTranslation(lang) && (
        <LivePreview
          formRef={formRef}
          target={record ? `${collection}/${record.slug}` : collection}
          item={record ? title : t('record.newItem', { singular })}
          {...(record ? {} : { titleField: def.titleField })}
        />
      )}
      <ItemForm
        // a merged form starts afresh from the merged values (uncontrolled fields keep what they
        // were mounted with)
        key={`${lang}-${rebased ? `rebased-${values.version}` : (record?.version ?? 'new')}`}
        definition={namedEditorDefinition(collection, lang, record ?? {}, i18n)}
        lang={lang}
        formId={`${collection}-form`}
        formRef={formRef}
        values={values}
        errors={errors}
        checks={checks}
        theirs={rebased?.conflicts ?? {}}
        takenFromTheirs={rebased?.takenFromTheirs ?? []}
        references={references}
        seoPreview={<RecordSeoPreview collection={collection} record={record} lang={lang} />}
        submitting={form.submitting}
        onChange={() => {
          unsaved.check()
          form.autosave.schedule()
        }}
        onSubmit={unsaved.markSubmitting}
        hidden={<DraftVersionInput form={form} />}
        actionBar={
          <ActionBar
            dirty={unsaved.dirty}
            status={<DraftStatusLine form={form} />}
            cancelTo={`/admin/${collection}`}
          >
            <SaveButtons
              form={form}
              label={record ? t('editor.save') : t('editor.create', { singular })}
            />
          </ActionBar>
        }
      />
    </>
  )
}
