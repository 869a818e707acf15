import { langAttributes, type EditLanguage } from '../edit-language'
import type { ReactNode, Ref } from 'react'
import { Form, Link } from 'react-router'
import { groupsWithRest, type CollectionFields } from '@site/contract'
import { button } from '../../ui/Button.css'
import * as styles from './editor.css'
import { card } from '../theme.css'
import { FieldInput, type ReferenceOption } from './FieldInput'
import type { ItemFormValues } from './item-form'

export interface ItemFormProps {
  definition: CollectionFields
  formId: string
  formRef: Ref<HTMLFormElement>
  /** what the fields start with: the loaded record, or what the editor sent after a failed save */
  values: ItemFormValues
  errors: Partial<Record<string, string>>
  /** after a conflict: the other editor's value of each field you both changed */
  theirs: Partial<Record<string, string>>
  /** after a conflict: fields only the other editor changed, now holding their value */
  takenFromTheirs: readonly string[]
  /** records each reference field can choose from, by field key */
  references: Record<string, ReferenceOption[]>
  cancelTo: string
  submitLabel?: string
  /** a post of the form is under way: the buttons wait */
  submitting: boolean
  /** the Save button was pressed and says so (not when Save draft was); default: submitting */
  saving?: boolean
  dirty: boolean
  onChange: () => void
  onSubmit: () => void
  /** a translation ('ar', 'fr'): its inputs in that language and its direction */
  lang?: EditLanguage
  /** false hides the present save (an editor in PUBLISH_MODE=editorial saves drafts only) */
  showSubmit?: boolean
  /** buttons before the save (Save draft) */
  extraActions?: ReactNode
  /** hidden inputs beside the version (the draft's version) */
  hidden?: ReactNode
  /** the autosave's status, shown in the action bar */
  saveStatus?: ReactNode
}

/**
 * After a conflict, under a field: the other editor's value where you both changed it (yours is
 * in the field), or a note that their change was brought into the field.
 */
function WithTheirs({
  children,
  theirs,
  taken,
}: {
  children: ReactNode
  theirs: string | undefined
  taken: boolean
}) {
  return (
    <div className={styles.column}>
      {children}
      {theirs !== undefined && (
        <div className={styles.theirs}>
          <strong>Their version:</strong> {theirs === '' ? '(empty)' : theirs}
        </div>
      )}
      {taken && <p className={styles.takenNote}>Updated with their change.</p>}
    </div>
  )
}

/**
 * The edit form of a record of any collection, drawn from the field registry: its groups as
 * fieldsets (the first two in the wide column), each field's input by kind, the action bar.
 */
export function ItemForm(props: ItemFormProps) {
  const { definition, values, errors, theirs, submitting, dirty } = props
  // a field no group names still gets its input (so adding a field is one line in the registry)
  const groups = groupsWithRest(definition.fields, definition.groups)
  const group = (g: CollectionFields['groups'][number]) => (
    <fieldset key={g.legend} className={`${card} ${styles.group}`}>
      <legend className={styles.legend}>{g.legend}</legend>
      {g.intro && <p className={styles.groupIntro}>{g.intro}</p>}
      {g.fields.map((key) => {
        const field = definition.fields[key]
        if (!field) return null
        return (
          <WithTheirs key={key} theirs={theirs[key]} taken={props.takenFromTheirs.includes(key)}>
            <FieldInput
              name={key}
              field={field}
              value={values.fields[key]}
              error={errors[key]}
              options={props.references[key]}
            />
          </WithTheirs>
        )
      })}
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
      aria-busy={submitting}
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

      <div className={styles.actionBar}>
        <p className={styles.actionStatus} role="status">
          {dirty ? (
            <>
              <span className={styles.dirtyDot} aria-hidden="true" />
              Unsaved changes
            </>
          ) : (
            'No unsaved changes'
          )}
        </p>
        {props.saveStatus}
        <div className={styles.actionButtons}>
          <Link to={props.cancelTo} className={button({ variant: 'ghost', size: 'md' })}>
            Cancel
          </Link>
          {props.showSubmit !== false && (
            <button
              type="submit"
              className={button({ variant: 'secondary', size: 'md' })}
              disabled={submitting}
            >
              {(props.saving ?? submitting) ? 'Saving...' : (props.submitLabel ?? 'Save')}
            </button>
          )}
          {props.extraActions}
        </div>
      </div>
    </Form>
  )
}
