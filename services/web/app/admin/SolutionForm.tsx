import { useState, type ReactNode, type Ref } from 'react'
import { Form, Link } from 'react-router'
import { solutionIcons, type SolutionSummary } from '@site/content-api/schemas'
import { Field } from '../ui/Field'
import * as fieldStyles from '../ui/Field.css'
import { SolutionIconGlyph } from '../ui/Icon'
import { button } from '../ui/Button.css'
import { fieldId } from './field-id'
import { ImageRefField } from './ImageRefField'
import { MarkdownField } from './MarkdownField'
import type { SolutionFormField, SolutionFormValues } from './solution-form'
import * as styles from './solution-edit.css'
import { card } from './theme.css'

/** Field labels, in form order (the error summary uses them too). */
export const solutionFieldLabels: Record<SolutionFormField, string> = {
  title: 'Title',
  category: 'Category',
  icon: 'Icon',
  description: 'Short description',
  detailed_description: 'Detailed description',
  image: 'Image',
  features: 'Key features',
  benefits: 'Benefits',
  is_featured: 'Featured',
  sort_order: 'Sort order',
}

/** Tall enough for what is in a list field now (one item per line), within reason. */
function rowsFor(text: string, min: number, max = 16): number {
  return Math.min(max, Math.max(min, text.split('\n').length + 1))
}

/** "bar-chart-3" -> "Bar chart 3", "grid-3x3" -> "Grid 3x3". */
function iconLabel(name: string): string {
  const words = name.split('-').join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export interface SolutionFormProps {
  formId: string
  formRef: Ref<HTMLFormElement>
  /** what the fields start with: the loaded record, or what the editor sent after a failed save */
  values: SolutionFormValues
  errors: Partial<Record<string, string>>
  /** after a conflict: the other editor's value of each field you both changed */
  theirs: Partial<Record<string, string>>
  /** after a conflict: fields only the other editor changed, now holding their value */
  takenFromTheirs: readonly string[]
  childSolutions: SolutionSummary[]
  submitting: boolean
  dirty: boolean
  onChange: () => void
  onSubmit: () => void
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
  taken?: boolean
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
 * The solution edit form. Uncontrolled fields (the browser holds what is typed, so a failed
 * save never wipes it); the image and icon are mirrored in state only for their previews.
 */
export function SolutionForm(props: SolutionFormProps) {
  const { values, errors, theirs, submitting, dirty } = props
  const taken = props.takenFromTheirs
  const [icon, setIcon] = useState(values.icon)
  const err = (field: SolutionFormField) => errors[field]

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
      <input type="hidden" name="version" value={values.version} />
      {values.children.map((slug) => (
        <input key={slug} type="hidden" name="children" value={slug} />
      ))}

      <div className={styles.layout}>
        <div className={styles.column}>
          <fieldset className={`${card} ${styles.group}`}>
            <legend className={styles.legend}>Texts</legend>
            <WithTheirs theirs={theirs.title} taken={taken.includes('title')}>
              <Field
                label={solutionFieldLabels.title}
                id={fieldId('title')}
                error={err('title')}
                required
              >
                {(control) => (
                  <input
                    {...control}
                    name="title"
                    className={fieldStyles.control}
                    defaultValue={values.title}
                    maxLength={120}
                  />
                )}
              </Field>
            </WithTheirs>
            <WithTheirs theirs={theirs.description} taken={taken.includes('description')}>
              <Field
                label={solutionFieldLabels.description}
                id={fieldId('description')}
                error={err('description')}
                hint="One or two sentences for cards and lists (up to 500 characters)."
                required
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="description"
                    rows={3}
                    className={`${fieldStyles.control} ${fieldStyles.textarea}`}
                    defaultValue={values.description}
                  />
                )}
              </Field>
            </WithTheirs>
            <WithTheirs
              theirs={theirs.detailed_description}
              taken={taken.includes('detailed_description')}
            >
              <MarkdownField
                name="detailed_description"
                label={solutionFieldLabels.detailed_description}
                error={err('detailed_description')}
                defaultValue={values.detailed_description}
              />
            </WithTheirs>
          </fieldset>

          <fieldset className={`${card} ${styles.group}`}>
            <legend className={styles.legend}>Lists</legend>
            <p className={styles.groupIntro}>One item per line; empty lines are left out.</p>
            <WithTheirs theirs={theirs.features} taken={taken.includes('features')}>
              <Field
                label={solutionFieldLabels.features}
                id={fieldId('features')}
                error={err('features')}
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="features"
                    rows={rowsFor(values.features, 5)}
                    className={`${fieldStyles.control} ${fieldStyles.textarea}`}
                    defaultValue={values.features}
                  />
                )}
              </Field>
            </WithTheirs>
            <WithTheirs theirs={theirs.benefits} taken={taken.includes('benefits')}>
              <Field
                label={solutionFieldLabels.benefits}
                id={fieldId('benefits')}
                error={err('benefits')}
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="benefits"
                    rows={rowsFor(values.benefits, 5)}
                    className={`${fieldStyles.control} ${fieldStyles.textarea}`}
                    defaultValue={values.benefits}
                  />
                )}
              </Field>
            </WithTheirs>
          </fieldset>
        </div>

        <div className={styles.column}>
          <fieldset className={`${card} ${styles.group}`}>
            <legend className={styles.legend}>Appearance</legend>
            <WithTheirs theirs={theirs.category} taken={taken.includes('category')}>
              <Field
                label={solutionFieldLabels.category}
                id={fieldId('category')}
                error={err('category')}
                hint="e.g. Energy, IT, Automation"
              >
                {(control) => (
                  <input
                    {...control}
                    name="category"
                    className={fieldStyles.control}
                    defaultValue={values.category}
                    maxLength={80}
                  />
                )}
              </Field>
            </WithTheirs>
            <WithTheirs theirs={theirs.icon} taken={taken.includes('icon')}>
              <Field label={solutionFieldLabels.icon} id={fieldId('icon')} error={err('icon')}>
                {(control) => (
                  <div className={styles.iconRow}>
                    <select
                      {...control}
                      name="icon"
                      className={fieldStyles.control}
                      defaultValue={values.icon}
                      onChange={(e) => setIcon(e.currentTarget.value)}
                    >
                      {solutionIcons.map((name) => (
                        <option key={name} value={name}>
                          {iconLabel(name)}
                        </option>
                      ))}
                    </select>
                    <span className={styles.iconPreview}>
                      <SolutionIconGlyph name={icon} size={24} />
                    </span>
                  </div>
                )}
              </Field>
            </WithTheirs>
            <WithTheirs theirs={theirs.image} taken={taken.includes('image')}>
              <ImageRefField
                name="image"
                label={solutionFieldLabels.image}
                error={err('image')}
                defaultValue={values.image}
              />
            </WithTheirs>
          </fieldset>

          <fieldset className={`${card} ${styles.group}`}>
            <legend className={styles.legend}>Listing</legend>
            <WithTheirs theirs={theirs.is_featured} taken={taken.includes('is_featured')}>
              <div className={fieldStyles.field}>
                <label className={fieldStyles.checkboxRow} htmlFor={fieldId('is_featured')}>
                  <input
                    id={fieldId('is_featured')}
                    type="checkbox"
                    name="is_featured"
                    className={fieldStyles.checkbox}
                    defaultChecked={values.is_featured}
                    aria-describedby="featured-hint"
                  />
                  <span>Featured solution</span>
                </label>
                <p id="featured-hint" className={fieldStyles.hint}>
                  Featured solutions are highlighted on the site.
                </p>
              </div>
            </WithTheirs>
            <WithTheirs theirs={theirs.sort_order} taken={taken.includes('sort_order')}>
              <Field
                label={solutionFieldLabels.sort_order}
                id={fieldId('sort_order')}
                error={err('sort_order')}
                hint="Lower numbers come first."
              >
                {(control) => (
                  <input
                    {...control}
                    name="sort_order"
                    type="number"
                    inputMode="numeric"
                    step={1}
                    className={fieldStyles.control}
                    defaultValue={values.sort_order}
                  />
                )}
              </Field>
            </WithTheirs>
          </fieldset>

          {props.childSolutions.length > 0 && (
            <section className={`${card} ${styles.group}`} aria-labelledby="children-title">
              <h2 id="children-title" className={styles.legend}>
                Child solutions
              </h2>
              <p className={styles.groupIntro}>
                Shown under this solution on the site. They are kept as they are when you save.
              </p>
              <ul className={styles.children}>
                {props.childSolutions.map((child) => (
                  <li key={child.slug} className={styles.child}>
                    <SolutionIconGlyph name={child.icon} size={16} />
                    <span className={styles.childText}>
                      <span>{child.title}</span>
                      <span className={styles.childSlug}>/solutions/{child.slug}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
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
        <div className={styles.actionButtons}>
          <Link to="/admin/solutions" className={button({ variant: 'ghost', size: 'md' })}>
            Cancel
          </Link>
          <button
            type="submit"
            className={button({ variant: 'secondary', size: 'md' })}
            disabled={submitting}
          >
            {submitting ? 'Saving...' : 'Save'}
          </button>
        </div>
      </div>
    </Form>
  )
}
