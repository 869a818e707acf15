import { useRef } from 'react'
import { useSearchParams } from 'react-router'
import {
  defaultLanguage,
  pageDefinitions,
  pagePublicPaths,
  SEO_SECTION,
  type ContentCheckProblem,
  type FormValues,
  type PageContent,
  type PageKey,
  type SectionDefinition,
} from '@site/contract'
import type { DraftActionResult } from '../drafts/draft-intents.server'
import type { Drafting } from '../drafts/drafting.server'
import { isTranslation, type EditLanguage } from '../edit-language'
import { EditorActions } from '../form/EditorActions'
import { EditorDrafts } from '../form/EditorDrafts'
import { LanguageTabs } from '../form/LanguageTabs'
import { refusedDraftAnswer, useEditorForm, type FormAnswer } from '../form/use-editor-form'
import { historyHref } from '../history/href'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { LivePreview } from '../preview/LivePreview'
import { ItemPresence } from '../presence/ItemPresence'
import { usePresence } from '../presence/use-presence'
import { PageHeader } from '../ui/PageHeader'
import { PageNotices } from './PageNotices'
import { PageSection } from './PageSection'
import { checksByField, inSection } from '../checks/checks-by-field'
import { PageSeoPreview } from '../seo/PageSeoPreview'
import * as styles from './PageContentsEditor.css'

/** What a failed section save answers (see savePageSection). */
export type SectionResult = FormAnswer<FormValues> & { section: string }

/** A refused Save draft of a section: its draft values carry the section and its values. */
const refusedSection = (refused: DraftActionResult): SectionResult => ({
  ...refusedDraftAnswer(refused),
  ...(refused.values as Pick<SectionResult, 'section' | 'values'>),
})

/**
 * A page's content, section by section, each with its fields as read and Edit, which opens that
 * section's form (Cancel and Save Info). Without JavaScript, Edit is a link (?edit=section) and
 * Save a plain post.
 */
export function PageContentsEditor({
  page,
  content,
  actionData: answered,
  lang = defaultLanguage,
  catalogueCounts = {},
  drafting,
  checks,
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
  /** the content checks of what is shown (null: they could not be read) */
  checks?: ContentCheckProblem[] | null
}) {
  const [params] = useSearchParams()
  const byField = checksByField(checks ?? [], lang)
  const i18n = useAdminI18n()
  const { t } = i18n
  const name = i18n.page(page).name
  // "Hero: Title": a field named with its section, in the admin's language
  const fieldName = (section: string, field: string) =>
    t('pageEditor.sectionField', {
      section: i18n.section(page, section),
      field: i18n.field({ page, section }, field).label,
    })
  const formRef = useRef<HTMLFormElement>(null)
  const form = useEditorForm({ answered, drafting, lang, formRef, asAnswer: refusedSection })
  const here = `/admin/${page}-contents`
  const query = (extra: Record<string, string> = {}) => {
    const q = new URLSearchParams(isTranslation(lang) ? { lang, ...extra } : extra).toString()
    return q ? `?${q}` : '.'
  }
  const editing = form.actionData?.section || params.get('edit')
  const definitions = pageDefinitions[page] as readonly SectionDefinition[]
  const labels = Object.fromEntries(
    definitions.flatMap((s) => s.fields.map((f) => [`${s.key}.${f.key}`, fieldName(s.key, f.key)])),
  )

  const presence = usePresence(`pages/${page}`)
  return (
    <>
      <PageHeader
        title={t('pageEditor.title', { name })}
        description={t('pageEditor.description')}
        actions={
          <EditorActions history={historyHref({ page })} publicPath={pagePublicPaths[page]} />
        }
      />
      <ItemPresence presence={presence} />
      <LanguageTabs
        path={here}
        lang={lang}
        missingIn={(code) =>
          content.sections.flatMap((section) =>
            section.fields
              .filter((f) => f.translatable && f.value.trim() !== '' && !f.translations?.[code])
              .map((f) => fieldName(section.key, f.key)),
          )
        }
      />
      {!isTranslation(lang) && (
        <LivePreview
          formRef={formRef}
          target={`pages/${page}`}
          item={t('pageEditor.previewItem', { name })}
          {...(editing ? {} : { hint: t('pageEditor.previewHint') })}
        />
      )}
      <EditorDrafts
        form={form}
        drafting={drafting}
        label={t('pageEditor.itemLabel', { name })}
        labels={labels}
        publicPath={pagePublicPaths[page]}
        reloadTo={here}
      />
      <PageNotices answered={answered !== undefined} page={page} labels={labels} />
      <div className={styles.sections}>
        {content.sections.map((section) => {
          const definition = definitions.find((d) => d.key === section.key)
          return definition ? (
            <PageSection
              key={section.key}
              page={page}
              section={section}
              definition={definition}
              editing={editing === section.key}
              answer={form.actionData}
              counts={section.key === 'hero' ? catalogueCounts : {}}
              checks={inSection(byField, section.key)}
              version={drafting?.published?.version ?? content.version}
              preview={
                section.key === SEO_SECTION ? (
                  <PageSeoPreview page={page} content={content} lang={lang} />
                ) : undefined
              }
              {...{ formRef, lang, query, here }}
              form={presence.viewing ? { ...form, save: false } : form}
            />
          ) : null
        })}
      </div>
    </>
  )
}
