import type { ReactNode, RefObject } from 'react'
import { Form, Link } from 'react-router'
import type { FieldSet, FormValues } from '@site/contract'
import { button } from '../../ui/Button.css'
import { langAttributes, type EditLanguage } from '../edit-language'
import { FieldList } from '../form/FieldList'
import { FormErrors } from '../form/FormErrors'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { DraftStatusLine, DraftVersionInput, SaveButtons } from '../form/SaveControls'
import type { EditorForm, FormAnswer } from '../form/use-editor-form'
import { countHelp } from './catalogue-count'
import type { ChecksByField } from '../checks/checks-by-field'
import { FieldChecks } from '../checks/FieldChecks'
import * as styles from './PageContentsEditor.css'

/**
 * One page section's form: its fields (a catalogue counter's help says what its figure does), the
 * versions it was loaded at, the refused save's errors, Cancel and the save buttons.
 */
export function SectionForm({
  section,
  fields,
  values,
  answer,
  labels,
  counts,
  version,
  form,
  formRef,
  lang,
  cancelTo,
  here,
  children,
  checks = {},
}: {
  section: string
  fields: FieldSet
  values: FormValues
  /** the refused save of this section */
  answer: FormAnswer<unknown> | undefined
  /** field key -> label, in form order */
  labels: Record<string, string>
  counts: Record<string, number>
  /** the page's version the save is based on */
  version: string
  form: EditorForm
  formRef: RefObject<HTMLFormElement | null>
  lang: EditLanguage
  cancelTo: string
  here: string
  /** drawn under the fields (the SEO section's search and sharing preview) */
  children?: ReactNode
  /** the content checks' problems by field key, drawn under each field */
  checks?: ChecksByField
}) {
  const i18n = useAdminI18n()
  return (
    <Form
      ref={formRef}
      method="post"
      className={styles.form}
      noValidate
      onChange={form.autosave.schedule}
      {...langAttributes(lang)}
    >
      <input type="hidden" name="section" value={section} />
      <input type="hidden" name="version" value={version} />
      <DraftVersionInput form={form} />
      <FormErrors answer={answer} labels={labels} here={here} />
      <FieldList
        fields={Object.entries(fields).map(([key, field]) => {
          const count = counts[key]
          return [
            key,
            count === undefined ? field : { ...field, help: countHelp(count, i18n) },
          ] as const
        })}
        values={values}
        errors={answer?.fieldErrors}
        around={(key, input) => (
          <>
            {input}
            <FieldChecks problems={checks[key]} />
          </>
        )}
      />
      {children}
      <div className={styles.actions}>
        <Link to={cancelTo} preventScrollReset className={button({ variant: 'ghost', size: 'md' })}>
          {i18n.t('editor.cancel')}
        </Link>
        <SaveButtons form={form} label={i18n.t('editor.saveInfo')} />
      </div>
      <DraftStatusLine form={form} />
    </Form>
  )
}
