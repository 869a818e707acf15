import { useEffect, useMemo, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import {
  collectionDefinitions,
  recordPlaces,
  recordShownAt,
  type CollectionKey,
} from '@site/contract'
import { Button } from '../../ui/Button'
import { button } from '../../ui/Button.css'
import { ErrorSummary } from '../ui/ErrorSummary'
import { summaryAction } from '../fields/form.css'
import { historyHref } from '../history/href'
import { Notice } from '../ui/Notice'
import { focusTarget } from '../ui/notice.css'
import { PageHeader } from '../ui/PageHeader'
import { UnsavedChangesDialog } from '../ui/UnsavedChangesDialog'
import { useUnsavedChanges } from '../use-unsaved-changes'
import type { ReferenceOption } from '../fields/FieldInput'
import { ItemForm } from '../fields/ItemForm'
import type { TranslationChange } from '@site/contract'
import type { RenameResult } from './rename.server'
import type { Drafting } from './collection.server'
import type { DraftActionResult } from '../drafts/draft-intents.server'
import { DraftPanel } from '../drafts/DraftPanel'
import { AutosaveStopped, DraftSaveStatus, SaveDraftButton } from '../drafts/SaveDraftButtons'
import { useDraftAutosave } from '../drafts/use-draft-autosave'
import { draftStatusText, isDraftResult } from '../drafts/draft-editing'
import { useDates } from '../dates'
import { RenamedNotice } from './RenamedNotice'
import { ShownAt } from './ShownAt'
import { SAVED_PARAM } from './saved-param'
import { SavedNotice } from '../ui/SavedNotice'
import { MergedNotice } from '../history/MergedNotice'
import { MERGED_PARAM, mergedFieldsFrom } from '../history/merged-fields'
import { useSaveProgress } from '../drafts/use-save-progress'
import { WebAddress } from './WebAddress'
import { LivePreview } from '../preview/LivePreview'
import { EditLanguageSwitch } from '../ui/EditLanguageSwitch'
import { OutdatedTranslations, outdatedLabels } from '../ui/OutdatedTranslations'
import { isTranslation, missingTranslations, valuesIn, type EditLanguage } from '../edit-language'
import { defaultLanguage, languageOf, translationLanguages } from '@site/contract'
import {
  editorDefinition,
  fieldLabels,
  itemFormValuesOf,
  rebaseOnConflict,
  type ItemFormValues,
} from '../fields/item-form'

/** What a failed save answers (see saveItem in collection.server.ts). */
export interface ItemEditorResult {
  values: ItemFormValues
  fieldErrors: Partial<Record<string, string>>
  formError?: string
  sessionEnded?: boolean
  current?: (Record<string, unknown> & { version: string; slug: string }) | null
}

type LoadedRecord = Record<string, unknown> & { slug: string; version: string }

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * The editor of one record of any collection (or a new one when `record` is null): header with
 * History and View on site, the merge and conflict notice, the error summary, the registry-drawn
 * form and the unsaved-changes guard.
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
}: {
  collection: CollectionKey
  record: LoadedRecord | null
  references: Record<string, ReferenceOption[]>
  actionData: ItemEditorResult | DraftActionResult | undefined
  /** drafts: the draft (if any), the published version, who may publish */
  drafting?: Drafting
  /** the version edited: English, or one translation of the record (translatable fields only) */
  lang?: EditLanguage
  /** in a translation: its outdated fields with the English change behind each */
  translationChanges?: TranslationChange[]
  /** a refused rename (the Web address form's answer) */
  renameResult?: RenameResult
  /** the slug this record had before the rename that just led here */
  renamedFrom?: string
}) {
  const def = collectionDefinitions[collection]
  const labels = fieldLabels(collection)
  const { timeZone } = useDates()
  // a draft action's answer; a refused Save draft shows in the form like a refused save
  const draftResult = isDraftResult(answered) ? answered : undefined
  // (memoised: the error summary takes focus whenever this object changes)
  const actionData: ItemEditorResult | undefined = useMemo(
    () =>
      draftResult === undefined
        ? (answered as ItemEditorResult | undefined)
        : draftResult.intent === 'draft-save' && draftResult.values !== undefined
          ? {
              values: draftResult.values as ItemFormValues,
              fieldErrors: draftResult.fieldErrors,
              formError: draftResult.message,
              ...(draftResult.sessionEnded ? { sessionEnded: true } : {}),
            }
          : undefined,
    [answered, draftResult],
  )
  const draft = drafting?.draft ?? null
  // drafts are of the English record (a translation is saved straight to the published one)
  const drafts = drafting !== undefined && !isTranslation(lang)
  // who may not save the item may see its draft, not change it
  const mayDraft = drafts && drafting.canDraft
  const directSave = drafting?.directSave ?? true
  const onlyDraft = draft !== null && drafting?.published === null
  // the form's definition: in a translation each field's help shows the English to translate
  const formDefinition = editorDefinition(collection, lang, record ?? {})
  const { submitting, saving, savingDraft } = useSaveProgress()
  const [searchParams, setSearchParams] = useSearchParams()
  // the save that led here (the editor stays in the editor after Save)
  const justSaved = record !== null && searchParams.get(SAVED_PARAM) === '1' && !actionData
  const formRef = useRef<HTMLFormElement>(null)
  const unsaved = useUnsavedChanges(formRef, actionData !== undefined, record?.version)
  const autosave = useDraftAutosave({
    enabled: mayDraft && draft !== null && record !== null,
    formRef,
    version: drafting?.draftVersion ?? '',
    onSaved: unsaved.markSaved,
  })
  const conflictRef = useRef<HTMLDivElement>(null)

  // Every version of this record seen on this page, so a conflict can be merged against the
  // version the editor's form was based on (the loaded one, or one a previous conflict brought in).
  const seen = useRef(new Map<string, LoadedRecord>())
  if (record) seen.current.set(record.version, record)
  const current = actionData?.current
  if (current) seen.current.set(current.version, current)
  const base = actionData ? seen.current.get(actionData.values.version) : undefined
  // Without the base (a no-JavaScript post re-renders with fresh loader data) the form keeps the
  // editor's values and old version: the next Save is merged or refused again, never forced.
  const rebased =
    actionData && current && base
      ? rebaseOnConflict(collection, base, actionData.values, current, lang)
      : null
  const values =
    rebased?.values ?? actionData?.values ?? itemFormValuesOf(collection, record ?? {}, lang)
  const label = (f: string) => labels[f] ?? f
  const bothChanged = Object.keys(rebased?.conflicts ?? {}).map(label)
  const takenFromTheirs = (rebased?.takenFromTheirs ?? []).map(label)

  useEffect(() => {
    if (actionData?.current !== undefined) conflictRef.current?.focus()
  }, [actionData])

  const listPath = `/admin/${collection}`
  const title = record ? String(record[def.titleField] ?? '') || record.slug : ''
  const publicPath = record && !onlyDraft ? recordShownAt(def, record.slug) : null
  const here = record ? `${listPath}/${record.slug}` : `${listPath}/new`
  const loginHref = `/admin/login?${new URLSearchParams({ redirectTo: here })}`
  const conflictMessage = `This ${def.label} was changed by someone else since you opened it. Reload to see their version; your edits are kept below.`

  return (
    <>
      <PageHeader
        back={{ to: listPath, label: `All ${def.title.toLowerCase()}` }}
        title={
          record
            ? `Edit: ${title}${isTranslation(lang) ? ` (${languageOf(lang).name})` : ''}`
            : `New ${def.label}`
        }
        description={
          record ? (
            <>
              {publicPath && <ShownAt places={recordPlaces(def, record.slug)} />}
              {drafting?.draft
                ? 'This item has a draft: your changes go to it until it is published or discarded.'
                : drafts && !directSave
                  ? 'Save draft keeps your changes unpublished until an admin publishes them.'
                  : drafts
                    ? 'Saving publishes your changes at once; Save draft keeps them unpublished.'
                    : 'Saving publishes your changes at once.'}
            </>
          ) : (
            <>The address (slug) is made from the {labels[def.titleField]?.toLowerCase()}.</>
          )
        }
        actions={
          record && !onlyDraft ? (
            <>
              <Button
                to={historyHref({ collection, slug: record.slug })}
                variant="outline"
                size="sm"
              >
                History
              </Button>
              {publicPath && (
                <Button to={publicPath} variant="outline" size="sm" iconEnd="arrow-right">
                  View on site
                </Button>
              )}
            </>
          ) : undefined
        }
      />

      {justSaved && (
        <>
          <SavedNotice
            key={record.version}
            title={title}
            publicPath={publicPath ?? '/'}
            onDismiss={() =>
              setSearchParams(
                (params) => {
                  const next = new URLSearchParams(params)
                  next.delete(SAVED_PARAM)
                  next.delete(MERGED_PARAM)
                  return next
                },
                { replace: true, preventScrollReset: true },
              )
            }
          />
          <MergedNotice fields={mergedFieldsFrom(searchParams)} labels={labels} />
        </>
      )}

      {record && renamedFrom && (
        <RenamedNotice
          key={`${renamedFrom}-${record.slug}`}
          collection={collection}
          from={renamedFrom}
          to={record.slug}
        />
      )}

      {drafts && draft && record && (
        <DraftPanel
          label={def.label}
          draft={draft}
          shares={drafting?.shares ?? []}
          published={
            drafting.published
              ? Object.entries(labels).map(([key, label]) => ({
                  label: label ?? key,
                  value: drafting.published?.[key],
                }))
              : null
          }
          publicPath={recordShownAt(def, record.slug)}
          admin={drafting.admin}
          canDraft={drafting.canDraft}
          canDiscard={drafting.canDiscard}
          result={draftResult}
          busy={submitting}
        />
      )}
      {autosave.state.kind === 'stale' && (
        <AutosaveStopped message={autosave.state.message} reloadTo={here} />
      )}

      {record && !onlyDraft && (
        <EditLanguageSwitch
          path={here}
          lang={lang}
          missing={Object.fromEntries(
            translationLanguages.map((code) => [
              code,
              missingTranslations(def.fields, record, valuesIn(record, code)),
            ]),
          )}
          outdated={outdatedLabels(record, labels)}
        />
      )}
      {isTranslation(lang) && translationChanges.length > 0 && (
        <OutdatedTranslations
          lang={lang}
          changes={translationChanges}
          labels={labels}
          formId={`${collection}-form`}
        />
      )}

      {actionData && current !== undefined ? (
        <div ref={conflictRef} tabIndex={-1} className={focusTarget}>
          <Notice
            tone="warning"
            role="alert"
            title={conflictMessage}
            actions={
              // a full reload, so the browser asks before dropping the edits below
              <Link reloadDocument to={here} className={button({ variant: 'outline', size: 'sm' })}>
                Reload their version
              </Link>
            }
          >
            {takenFromTheirs.length > 0 && (
              <p>Their changes to {takenFromTheirs.join(', ')} are now in the form.</p>
            )}
            {bothChanged.length > 0 && (
              <p>
                You both changed {bothChanged.join(', ')}: your text is kept, theirs is shown under
                it. Choose, then Save again.
              </p>
            )}
            {rebased && bothChanged.length === 0 && <p>Check the form, then Save again.</p>}
          </Notice>
        </div>
      ) : (
        <ErrorSummary
          focusKey={actionData}
          errors={actionData?.fieldErrors ?? {}}
          labels={labels}
          formError={actionData?.formError}
          title={
            actionData?.formError && !Object.keys(actionData.fieldErrors).length
              ? 'Not saved'
              : 'There is a problem'
          }
        >
          {actionData?.sessionEnded && (
            <p className={summaryAction}>
              <a href={loginHref} target="_blank" rel="noopener">
                Sign in again (opens in a new tab)
              </a>
            </p>
          )}
        </ErrorSummary>
      )}

      {!isTranslation(lang) && (
        <LivePreview
          formRef={formRef}
          target={record ? `${collection}/${record.slug}` : collection}
          item={record ? title : `the new ${def.label}`}
          {...(record ? {} : { titleField: def.titleField })}
        />
      )}
      <ItemForm
        // a merged form starts afresh from the merged values (uncontrolled fields keep what they
        // were mounted with)
        key={`${lang}-${rebased ? `rebased-${values.version}` : (record?.version ?? 'new')}`}
        definition={formDefinition}
        lang={lang}
        formId={`${collection}-form`}
        formRef={formRef}
        values={values}
        errors={actionData?.fieldErrors ?? {}}
        theirs={rebased?.conflicts ?? {}}
        takenFromTheirs={rebased?.takenFromTheirs ?? []}
        references={references}
        cancelTo={listPath}
        submitLabel={record ? 'Save' : `Create ${def.label}`}
        submitting={submitting}
        saving={saving}
        dirty={unsaved.dirty}
        onChange={() => {
          unsaved.check()
          autosave.schedule()
        }}
        onSubmit={unsaved.markSubmitting}
        showSubmit={!drafts || directSave}
        hidden={
          drafts ? <input type="hidden" name="draft_version" value={autosave.version} /> : null
        }
        extraActions={
          mayDraft ? (
            <SaveDraftButton alone={!directSave} disabled={submitting} saving={savingDraft} />
          ) : null
        }
        saveStatus={
          drafts ? (
            <DraftSaveStatus text={draftStatusText(autosave.state, draftResult, timeZone)} />
          ) : null
        }
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

/** "Solution Not Found" with a way back to the list. */
export function notFoundOf(collection: string | undefined) {
  const def =
    collection && Object.hasOwn(collectionDefinitions, collection)
      ? collectionDefinitions[collection as CollectionKey]
      : null
  return def
    ? {
        title: `${capitalized(def.label)} Not Found`,
        back: { to: `/admin/${def.name}`, label: `View All ${def.title}` },
      }
    : { title: 'Page not found', back: { to: '/admin', label: 'Back to Dashboard' } }
}
