import type { ReactNode, Ref } from 'react'
import { Form } from 'react-router'
import { groupsWithRest, type CollectionFields } from '@site/contract'
import { langAttributes, type EditLanguage } from '../edit-language'
import { FieldList } from '../form/FieldList'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { WithTheirs } from '../form/WithTheirs'
import { card } from '../theme.css'
import * as styles from './editor.css'
import type { ReferenceOption } from './FieldInput'
import type { ItemFormValues } from './item-form'
import type { ChecksByField } from '../checks/checks-by-field'
import { FieldChecks } from '../checks/FieldChecks'

export interface ItemFormProps {
  definition: CollectionFields
  formId: string
  formRef: Ref<HTMLFormElement>
  /** what the fields start with: the loaded record, or what the editor sent after a failed save */
  values: ItemFormValues
  errors: Partial<Record<string, string>>
  /** the content checks' problems by field (a broken link, an image without alt text) */
  checks?: ChecksByField
  /** after a conflict: the other editor's value of each field you both changed */
  theirs: Partial<Record<string, string>>
  /** after a conflict: fields only the other editor changed, now holding their value */
  takenFromTheirs: readonly string[]
  /** records each reference field can choose from, by field key */
  references: Record<string, ReferenceOption[]>
  /** a post of the form is under way */
  submitting: boolean
  onChange: () => void
  onSubmit: () => void
  /** a translation ('ar', 'fr'): its inputs in that language and its direction */
  lang?: EditLanguage
  /** hidden inputs beside the version (the draft's version) */
  hidden?: ReactNode
  /** the action bar under the fields */
  actionBar: ReactNode
  /** drawn under the SEO fields, in their group (the search and sharing preview) */
  seoPreview?: ReactNode
}

/**
 * The edit form of a record of any collection, drawn from the field registry: its groups as
 * fieldsets (the first two in the wide column), each field's input by kind, the action bar.
 */
export function ItemForm(props: ItemFormProps) {
  const { definition, values, theirs } = props
  // the registry's legends and intros in the admin's language (its fields come named)
  const { group: groupText } = useAdminI18n()
  // a field no group names still gets its input (so adding a field is one line in the registry)
  const groups = groupsWithRest(definition.fields, definition.groups)
  const group = (g: CollectionFields['groups'][number]) => (
    <fieldset key={g.legend} className={`${card} ${styles.group}`}>
      <legend className={styles.legend}>{groupText(g.legend)}</legend>
      {g.intro && <p className={styles.groupIntro}>{groupText(g.intro)}</p>}
      <FieldList
        fields={g.fields.flatMap((key) => {
          const field = definition.fields[key]
          return field ? [[key, field] as const] : []
        })}
        values={values.fields}
        errors={props.errors}
        options={props.references}
        around={(key, input) => (
          <>
            <WithTheirs theirs={theirs[key]} taken={props.takenFromTheirs.includes(key)}>
              {input}
            </WithTheirs>
            <FieldChecks problems={props.checks?.[key]} />
          </>
        )}
      />
      {g.fields.includes('seo_title') && props.seoPreview}
    </fieldset>
  )

  return (
    <Form
      id={props.formId}
      ref={props.formRef}
      method="post"
      noValidate
      onChange={props.onChange}
      onInput={props.onChange}
      onSubmit={props.onSubmit}
      aria-busy={props.submitting}
    >
      {values.version !== '' && <input type="hidden" name="version" value={values.version} />}
      {props.hidden}
      {/* a form of one or two groups (a translation's form has only the texts) takes the full width:
          a side column would stand empty beside it */}
      <div
        className={groups.length > 2 ? styles.layout : styles.singleColumn}
        {...langAttributes(props.lang)}
      >
        <div className={styles.column}>{groups.slice(0, 2).map(group)}</div>
        {groups.length > 2 && <div className={styles.column}>{groups.slice(2).map(group)}</div>}
      </div>
      {props.actionBar}
    </Form>
  )
}
