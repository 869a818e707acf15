import { useEffect, useMemo, useRef } from 'react'
import { Form, Link, useNavigation, useSearchParams } from 'react-router'
import {
  formValuesOf,
  pageDefinitions,
  pagePublicPaths,
  sectionFields,
  translationFieldSet,
  type PageContent,
  type PageKey,
  type SectionDefinition,
} from '@site/contract'
import { Button } from '../../ui/Button'
import { button } from '../../ui/Button.css'
import { EditLanguageSwitch } from '../ui/EditLanguageSwitch'
import { isTranslation, langAttributes, type EditLanguage } from '../edit-language'
import { defaultLanguage, translationLanguages } from '@site/contract'
import { ErrorSummary } from '../ui/ErrorSummary'
import { FieldInput } from '../fields/FieldInput'
import { figureNumber } from '../../site/catalogue-counts'
import { historyHref } from '../history/href'
import { mergedFieldsFrom } from '../history/merged-fields'
import { MergedNotice } from '../history/MergedNotice'
import { Notice } from '../ui/Notice'
import { focusTarget } from '../ui/notice.css'
import { PageHeader } from '../ui/PageHeader'
import { LivePreview } from '../preview/LivePreview'
import { card } from '../theme.css'
import * as styles from './PageContentsEditor.css'
import { useDates } from '../dates'
import { draftStatusText, isDraftResult } from '../drafts/draft-editing'
import type { DraftActionResult } from '../drafts/draft-intents.server'
import type { Drafting } from '../drafts/drafting.server'
import { DraftPanel } from '../drafts/DraftPanel'
import { AutosaveStopped, DraftSaveStatus, SaveOrDraftButtons } from '../drafts/SaveDraftButtons'
import { useDraftAutosave } from '../drafts/use-draft-autosave'

/** What a failed section save answers (see savePageSection). */
export interface SectionResult {
  section: string
  values: Record<string, unknown>
  fieldErrors: Partial<Record<string, string>>
  formError?: string
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * A page's content, section by section: each titled by its own title field, its fields listed
 * with their labels; Edit opens one section's form (every field with its label), Cancel and
 * Save Info. Without JavaScript, Edit is a link (?edit=section) and Save a plain post.
 */
export function PageContentsEditor({
  page,
  content,
  actionData: answered,
  lang = defaultLanguage,
  catalogueCounts = {},
  drafting,
}: {
  page: PageKey
  content: PageContent
  actionData: SectionResult | DraftActionResult | undefined
  /** drafts: the draft (if any), the published values ("section.field"), who may publish */
  drafting?: Drafting
  /** the version edited: English, or one translation of the translatable fields */
  lang?: EditLanguage
  /** the hero counters counted from the catalogue, by field key (list pages) */
  catalogueCounts?: Record<string, number>
}) {
  /** For a catalogue counter: what the site shows, and whether a typed figure disagrees. */
  const countNote = (sectionKey: string, key: string, typed: string): string | null => {
    const count = sectionKey === 'hero' ? catalogueCounts[key] : undefined
    if (count === undefined) return null
    if (typed.trim() === '') return `Empty: the site shows the live count, ${count}.`
    const says = figureNumber(typed)
    return says !== null && says !== count
      ? `This says ${typed}, but the catalogue has ${count}. Leave it empty to show the live count.`
      : null
  }
  const query = (extra: Record<string, string> = {}) => {
    const q = new URLSearchParams(isTranslation(lang) ? { lang, ...extra } : extra).toString()
    return q ? `?${q}` : '.'
  }
  const missing = Object.fromEntries(
    translationLanguages.map((code) => [
      code,
      content.sections.flatMap((section) =>
        section.fields
          .filter((f) => f.translatable && f.value.trim() !== '' && !f.translations?.[code])
          .map((f) => `${section.label}: ${f.label}`),
      ),
    ]),
  )
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const { timeZone } = useDates()
  const draftResult = isDraftResult(answered) ? answered : undefined
  // a refused Save draft shows in its section like a refused save (memoised: focus follows it)
  const actionData: SectionResult | undefined = useMemo(
    () =>
      draftResult === undefined
        ? (answered as SectionResult | undefined)
        : draftResult.intent === 'draft-save' && draftResult.values !== undefined
          ? {
              ...(draftResult.values as SectionResult),
              fieldErrors: draftResult.fieldErrors,
              formError: draftResult.message,
            }
          : undefined,
    [answered, draftResult],
  )
  const drafts = drafting !== undefined && !isTranslation(lang)
  // who may not save the page may see its draft, not change it
  const mayDraft = drafts && drafting.canDraft
  const draft = drafting?.draft ?? null
  const directSave = drafting?.directSave ?? true
  const formRef = useRef<HTMLFormElement>(null)
  const autosave = useDraftAutosave({
    enabled: mayDraft && draft !== null,
    formRef,
    version: drafting?.draftVersion ?? '',
    onSaved: () => undefined,
  })
  const submitting = navigation.state === 'submitting'
  const editorPath = `/admin/${page}-contents`
  const editing = actionData?.section || params.get('edit')
  const saved = params.get('saved')
  const definitions = pageDefinitions[page] as readonly SectionDefinition[]
  const labels = Object.fromEntries(
    definitions.flatMap((s) =>
      s.fields.map((f) => [`${s.key}.${f.key}`, `${s.label}: ${f.label}`]),
    ),
  )
  const savedRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (saved) savedRef.current?.focus()
  }, [saved])

  return (
    <>
      <PageHeader
        title={`${capitalized(page)} Page Content`}
        description="Each section of the page with its texts and images. A save is live on the site at once."
        actions={
          <>
            <Button to={historyHref({ page })} variant="outline" size="sm">
              History
            </Button>
            <Button to={pagePublicPaths[page]} variant="outline" size="sm" iconEnd="arrow-right">
              View on site
            </Button>
          </>
        }
      />
      <EditLanguageSwitch path={editorPath} lang={lang} missing={missing} />
      {!isTranslation(lang) && (
        <LivePreview
          formRef={formRef}
          target={`pages/${page}`}
          item={`the ${page} page`}
          {...(editing ? {} : { hint: 'Press Edit on a section to preview it as you type.' })}
        />
      )}
      {drafts && draft && (
        <DraftPanel
          label={`${page} page`}
          draft={draft}
          shares={drafting?.shares ?? []}
          published={Object.entries(labels).map(([key, label]) => ({
            label,
            value: drafting.published?.[key],
          }))}
          publicPath={pagePublicPaths[page]}
          admin={drafting.admin}
          canDraft={drafting.canDraft}
          canDiscard={drafting.canDiscard}
          result={draftResult}
          busy={submitting}
        />
      )}
      {autosave.state.kind === 'stale' && (
        <AutosaveStopped message={autosave.state.message} reloadTo={editorPath} />
      )}
      {params.get('published') && !answered && (
        <Notice tone="success" role="status" title="Published. It is live on the site." />
      )}
      {saved && (
        <div ref={savedRef} tabIndex={-1} className={focusTarget}>
          <Notice
            tone="success"
            role="status"
            title={`Saved "${definitions.find((s) => s.key === saved)?.label ?? saved}". It is live on the site.`}
          />
          <MergedNotice fields={mergedFieldsFrom(params)} labels={labels} />
        </div>
      )}
      <div className={styles.sections}>
        {content.sections.map((section) => {
          const def = definitions.find((d) => d.key === section.key)
          if (!def) return null
          const title = section.fields.find((f) => f.key === 'title')?.value || section.label
          const headingId = `section-${section.key}`
          const isEditing = editing === section.key
          const english = Object.fromEntries(section.fields.map((f) => [f.key, f.value]))
          // in a translation: the translatable fields, their stored text, the English as help
          const fieldSet = isTranslation(lang)
            ? translationFieldSet(sectionFields(def), english)
            : sectionFields(def)
          const loaded = isTranslation(lang)
            ? Object.fromEntries(section.fields.map((f) => [f.key, f.translations?.[lang] ?? '']))
            : english
          const shown = section.fields.filter((f) => f.key in fieldSet)
          if (shown.length === 0) return null
          const values =
            isEditing && actionData?.section === section.key
              ? (actionData.values as Record<string, string>)
              : formValuesOf(fieldSet, loaded)
          return (
            <section
              key={section.key}
              className={`${card} ${styles.section}`}
              aria-labelledby={headingId}
            >
              <div className={styles.sectionHead}>
                <h2 id={headingId} className={styles.sectionTitle}>
                  <span className={styles.sectionKind}>{section.label}</span>
                  {title}
                </h2>
                {!isEditing && (
                  <Link
                    to={query({ edit: section.key })}
                    preventScrollReset
                    className={button({ variant: 'outline', size: 'sm' })}
                    aria-describedby={headingId}
                  >
                    Edit
                  </Link>
                )}
              </div>
              {isEditing ? (
                <Form
                  ref={formRef}
                  method="post"
                  className={styles.form}
                  noValidate
                  onChange={autosave.schedule}
                  {...langAttributes(lang)}
                >
                  <input type="hidden" name="section" value={section.key} />
                  <input
                    type="hidden"
                    name="version"
                    value={drafting?.published?.version ?? content.version}
                  />
                  {drafts && <input type="hidden" name="draft_version" value={autosave.version} />}
                  <ErrorSummary
                    focusKey={actionData}
                    errors={actionData?.fieldErrors ?? {}}
                    labels={Object.fromEntries(def.fields.map((f) => [f.key, f.label]))}
                    formError={actionData?.formError}
                  />
                  {Object.entries(fieldSet).map(([key, field]) => {
                    const count = section.key === 'hero' ? catalogueCounts[key] : undefined
                    const help =
                      count === undefined
                        ? field.help
                        : `Counted from the catalogue: ${count} now. Leave empty to show the live count; a figure typed here is shown as typed.`
                    return (
                      <FieldInput
                        key={key}
                        name={key}
                        field={help === undefined ? field : { ...field, help }}
                        value={values[key]}
                        error={actionData?.fieldErrors[key]}
                      />
                    )
                  })}
                  <div className={styles.actions}>
                    <Link
                      to={query()}
                      preventScrollReset
                      className={button({ variant: 'ghost', size: 'md' })}
                    >
                      Cancel
                    </Link>
                    <SaveOrDraftButtons
                      save={!drafts || directSave}
                      draft={mayDraft}
                      submitting={submitting}
                      label="Save Info"
                    />
                  </div>
                  {drafts && (
                    <DraftSaveStatus
                      text={draftStatusText(autosave.state, draftResult, timeZone)}
                    />
                  )}
                </Form>
              ) : (
                <dl className={styles.values}>
                  {shown.map((f) => (
                    <div key={f.key} style={{ display: 'contents' }}>
                      <dt className={styles.term}>{f.label}</dt>
                      {isTranslation(lang) ? (
                        <dd className={styles.value} {...langAttributes(lang)}>
                          {f.translations?.[lang] || (
                            <span lang="en" dir="ltr">
                              (not translated: the English shows)
                            </span>
                          )}
                        </dd>
                      ) : (
                        <dd className={styles.value}>
                          {f.value || '(empty)'}
                          {countNote(section.key, f.key, f.value) && (
                            <span className={styles.countNote}>
                              {' '}
                              {countNote(section.key, f.key, f.value)}
                            </span>
                          )}
                        </dd>
                      )}
                    </div>
                  ))}
                </dl>
              )}
            </section>
          )
        })}
      </div>
    </>
  )
}
