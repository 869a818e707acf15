import type { ReactNode, RefObject } from 'react'
import { Link } from 'react-router'
import {
  formValuesOf,
  sectionFields,
  translationFieldSet,
  type FormValues,
  type PageContent,
  type PageKey,
  type SectionDefinition,
} from '@site/contract'
import { button } from '../../ui/Button.css'
import { isTranslation, type EditLanguage } from '../edit-language'
import type { EditorForm, FormAnswer } from '../form/use-editor-form'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { card } from '../theme.css'
import { SectionForm } from './SectionForm'
import { SectionValues } from './SectionValues'
import type { ChecksByField } from '../checks/checks-by-field'
import { FieldChecks } from '../checks/FieldChecks'
import * as styles from './PageContentsEditor.css'

/**
 * One section of a page, titled by its own title field: its fields as read with an Edit link
 * (?edit=section, so it works without JavaScript), or, being edited, its form. In a translation
 * only the translatable fields, their stored text, the English as each one's help.
 */
export function PageSection(props: {
  page: PageKey
  section: PageContent['sections'][number]
  definition: SectionDefinition
  editing: boolean
  /** the refused save, when it is this section's */
  answer: (FormAnswer<FormValues> & { section: string }) | undefined
  counts: Record<string, number>
  version: string
  form: EditorForm
  formRef: RefObject<HTMLFormElement | null>
  lang: EditLanguage
  /** this editor's query with extra parameters ('?edit=hero'), in the language edited */
  query: (extra?: Record<string, string>) => string
  here: string
  /** drawn under the section's fields while it is edited (the SEO section's preview) */
  preview?: ReactNode
  /** the content checks' problems of the section's fields, by field key */
  checks: ChecksByField
}) {
  const { page, section, definition, lang } = props
  const i18n = useAdminI18n()
  const sectionName = i18n.section(page, section.key)
  const title = section.fields.find((f) => f.key === 'title')?.value || sectionName
  const headingId = `section-${section.key}`
  const english = Object.fromEntries(section.fields.map((f) => [f.key, f.value]))
  // named in the admin's language first: a translation's help is then the English it translates
  const named = i18n.fields({ page, section: section.key }, sectionFields(definition))
  const fieldSet = isTranslation(lang) ? translationFieldSet(named, english) : named
  const loaded = isTranslation(lang)
    ? Object.fromEntries(section.fields.map((f) => [f.key, f.translations?.[lang] ?? '']))
    : english
  const shown = section.fields.filter((f) => f.key in fieldSet)
  if (shown.length === 0) return null
  const answer = props.answer?.section === section.key ? props.answer : undefined
  return (
    <section className={`${card} ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          <span className={styles.sectionKind}>{sectionName}</span>
          {title}
        </h2>
        {!props.editing && (
          <Link
            to={props.query({ edit: section.key })}
            preventScrollReset
            className={button({ variant: 'outline', size: 'sm' })}
            aria-describedby={headingId}
          >
            {i18n.t('pageEditor.edit')}
          </Link>
        )}
      </div>
      {props.editing ? (
        <SectionForm
          section={section.key}
          fields={fieldSet}
          values={answer?.values ?? formValuesOf(fieldSet, loaded)}
          answer={props.answer}
          labels={Object.fromEntries(Object.entries(named).map(([key, f]) => [key, f.label]))}
          counts={props.counts}
          version={props.version}
          form={props.form}
          formRef={props.formRef}
          lang={lang}
          cancelTo={props.query()}
          here={props.here}
          checks={props.checks}
        >
          {props.preview}
        </SectionForm>
      ) : (
        <>
          <SectionValues
            page={page}
            section={section.key}
            fields={shown}
            lang={lang}
            counts={props.counts}
          />
          {/* read, the section's problems follow its values, each named by its field */}
          {shown.map((f) => (
            <FieldChecks key={f.key} problems={props.checks[f.key]} label={named[f.key]?.label} />
          ))}
        </>
      )}
    </section>
  )
}
