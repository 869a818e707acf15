import { useRef } from 'react'
import { useSearchParams } from 'react-router'
import {
  canScheduleUnpublish,
  collectionDefinitions,
  recordShownAt,
  UNPUBLISH_AT_KEY,
} from '@site/contract'
import { defaultLanguage } from '@site/contract'
import { isTranslation, missingTranslations, valuesIn } from '../edit-language'
import { fieldLabels } from '../fields/item-form'
import { EditorDrafts } from '../form/EditorDrafts'
import { LanguageTabs } from '../form/LanguageTabs'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { useEditorForm } from '../form/use-editor-form'
import { ItemPresence } from '../presence/ItemPresence'
import { usePresence } from '../presence/use-presence'
import { outdatedLabels } from '../ui/OutdatedTranslations'
import { UnsavedChangesDialog } from '../ui/UnsavedChangesDialog'
import { UnpublishAt } from '../unpublish/UnpublishAt'
import { useUnsavedChanges } from '../use-unsaved-changes'
import type { ItemEditorProps, ItemEditorResult } from './item-editor-types'
import { ItemEditorHeader } from './ItemEditorHeader'
import { JustSaved } from './JustSaved'
import { RecordForm } from './RecordForm'
import { RenamedNotice } from './RenamedNotice'
import { SAVED_PARAM } from './saved-param'
import { SaveProblems } from './SaveProblems'
import { useMergedValues } from './use-merged-values'
import { WebAddress } from './WebAddress'
import { checksByField } from '../checks/checks-by-field'

/**
 * The editor of one record of any collection (or a new one when `record` is null): header, the
 * save, rename, draft and conflict notices, the language tabs, the error summary, the
 * registry-drawn form with its live preview, the Web address form and the unsaved-changes guard.
 */
export function ItemEditor({
  collection,
  record,
  references,
  actionData: answered,
  drafting,
  lang = defaultLanguage,
  translationChanges = [],
  renameResult,
  renamedFrom,
  unpublishResult,
  checks,
}: ItemEditorProps) {
  const def = collectionDefinitions[collection]
  const i18n = useAdminI18n()
  const labels = fieldLabels(collection, i18n)
  const singular = i18n.collection(collection).label
  const formRef = useRef<HTMLFormElement>(null)
  const unsavedRef = useRef<ReturnType<typeof useUnsavedChanges>>(null)
  const form = useEditorForm<ItemEditorResult>({
    answered,
    drafting,
    lang,
    formRef,
    autosaveReady: record !== null,
    onSaved: (sent) => unsavedRef.current?.markSaved(sent),
  })
  const presence = usePresence(record ? `${collection}/${record.slug}` : null)
  // the soft lock: while someone else edits, this tab views (Save comes back on take-over)
  const shownForm = presence.viewing ? { ...form, save: false } : form
  const { actionData } = form
  const unsaved = useUnsavedChanges(formRef, actionData !== undefined, record?.version)
  unsavedRef.current = unsaved
  const onlyDraft = form.draft !== null && drafting?.published === null
  const [searchParams] = useSearchParams()
  // the save that led here (the editor stays in the editor after Save)
  const justSaved = record !== null && searchParams.get(SAVED_PARAM) === '1' && !actionData
  const { values, rebased } = useMergedValues(collection, record, actionData, lang)
  const listPath = `/admin/${collection}`
  const title = record ? String(record[def.titleField] ?? '') || record.slug : ''
  const publicPath = record && !onlyDraft ? recordShownAt(def, record.slug) : null
  const here = record ? `${listPath}/${record.slug}` : `${listPath}/new`
  const unpublishAt = record?.[UNPUBLISH_AT_KEY]
  // on a record that can be hidden and is shown (or still carries a time, to cancel it)
  const showUnpublish =
    record !== null &&
    canScheduleUnpublish(def.fields) &&
    !isTranslation(lang) &&
    !onlyDraft &&
    (record.is_active !== false || unpublishAt !== undefined)

  return (
    <>
      <ItemEditorHeader
        {...{ collection, record, title, publicPath, lang, form, onlyDraft }}
        titleLabel={labels[def.titleField]}
      />
      {record && <ItemPresence presence={presence} />}
      {justSaved && (
        <JustSaved
          version={record.version}
          title={title}
          publicPath={publicPath ?? '/'}
          labels={labels}
        />
      )}
      {record && renamedFrom && (
        <RenamedNotice
          key={`${renamedFrom}-${record.slug}`}
          collection={collection}
          from={renamedFrom}
          to={record.slug}
        />
      )}
      {record && (
        <EditorDrafts
          form={form}
          drafting={drafting}
          label={singular}
          labels={labels}
          publicPath={recordShownAt(def, record.slug)}
          canUnpublish={canScheduleUnpublish(def.fields)}
          reloadTo={here}
        />
      )}
      {showUnpublish && (
        <UnpublishAt
          unpublishAt={typeof unpublishAt === 'string' ? unpublishAt : undefined}
          result={unpublishResult}
        />
      )}
      {record && !onlyDraft && (
        <LanguageTabs
          path={here}
          lang={lang}
          missingIn={(code) => missingTranslations(def.fields, record, valuesIn(record, code))}
          outdated={outdatedLabels(record, labels)}
          labels={labels}
          changes={translationChanges}
          formId={`${collection}-form`}
        />
      )}
      <SaveProblems
        answer={actionData}
        rebased={rebased}
        labels={labels}
        itemLabel={singular}
        here={here}
      />
      <RecordForm
        {...{ collection, record, lang, formRef, values, rebased, references, title }}
        form={shownForm}
        unsaved={unsaved}
        errors={actionData?.fieldErrors ?? {}}
        checks={checksByField(checks ?? [], lang)}
      />
      {record && !isTranslation(lang) && !onlyDraft && (
        <WebAddress
          collection={collection}
          slug={record.slug}
          version={record.version}
          result={renameResult}
          dirty={unsaved.dirty}
        />
      )}
      <UnsavedChangesDialog blocker={unsaved.blocker} />
    </>
  )
}
