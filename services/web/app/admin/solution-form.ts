import { SolutionUpdate, fieldErrorsOf, type Solution } from '@site/content-api/schemas'
import { errorsByField } from './field-errors'

/**
 * The solution edit form as the browser sends it: every value as typed (list fields as one text
 * per line). This is what the form re-renders after a failed save, so nothing typed is lost.
 */
export interface SolutionFormValues {
  title: string
  category: string
  icon: string
  description: string
  detailed_description: string
  image: string
  features: string
  benefits: string
  is_featured: boolean
  sort_order: string
  /** the version the record was loaded at (optimistic concurrency) */
  version: string
  /** child solution slugs, passed through unchanged (not editable yet) */
  children: string[]
}

/** The editable fields, in form order; also the order of the error summary. */
export const solutionFormFields = [
  'title',
  'category',
  'icon',
  'description',
  'detailed_description',
  'image',
  'features',
  'benefits',
  'is_featured',
  'sort_order',
] as const
export type SolutionFormField = (typeof solutionFormFields)[number]

export function solutionFormValuesOf(solution: Solution): SolutionFormValues {
  return {
    title: solution.title,
    category: solution.category,
    icon: solution.icon,
    description: solution.description,
    detailed_description: solution.detailed_description,
    image: solution.image,
    features: solution.features.join('\n'),
    benefits: solution.benefits.join('\n'),
    is_featured: solution.is_featured,
    sort_order: String(solution.sort_order),
    version: solution.version,
    children: solution.children.map((child) => child.slug),
  }
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export function readSolutionForm(form: FormData): SolutionFormValues {
  return {
    title: text(form, 'title'),
    category: text(form, 'category'),
    icon: text(form, 'icon'),
    description: text(form, 'description'),
    detailed_description: text(form, 'detailed_description'),
    image: text(form, 'image'),
    features: text(form, 'features'),
    benefits: text(form, 'benefits'),
    // an unchecked checkbox is simply absent from the form data
    is_featured: form.get('is_featured') !== null,
    sort_order: text(form, 'sort_order'),
    version: text(form, 'version'),
    children: form.getAll('children').filter((v): v is string => typeof v === 'string'),
  }
}

/** One list item per line; blank lines and surrounding spaces dropped (spec section 5). */
export function linesOf(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

export type ParsedSolutionForm =
  { ok: true; data: SolutionUpdate } | { ok: false; fieldErrors: Partial<Record<string, string>> }

/** Form values -> a validated SolutionUpdate (the shared schema content-api applies too). */
export function parseSolutionForm(values: SolutionFormValues): ParsedSolutionForm {
  const sortOrderText = values.sort_order.trim()
  const sortOrder = sortOrderText === '' ? 0 : Number(sortOrderText)
  const candidate = {
    title: values.title,
    category: values.category,
    icon: values.icon,
    description: values.description,
    detailed_description: values.detailed_description,
    image: values.image,
    features: linesOf(values.features),
    benefits: linesOf(values.benefits),
    children: values.children,
    is_featured: values.is_featured,
    sort_order: sortOrder,
    version: values.version,
  }
  const parsed = SolutionUpdate.safeParse(candidate)
  const fieldErrors = parsed.success ? {} : errorsByField(fieldErrorsOf(parsed.error))
  // zod's own wording for NaN ("expected number, received NaN") means nothing to an editor
  if (Number.isNaN(sortOrder)) fieldErrors.sort_order = 'Enter a whole number, such as 0 or 10'
  if (parsed.success && Object.keys(fieldErrors).length === 0)
    return { ok: true, data: parsed.data }
  return { ok: false, fieldErrors }
}

/** A field's value as content-api will store it: list lines trimmed and blank lines dropped. */
function normalized(values: SolutionFormValues, field: SolutionFormField): string {
  const value = values[field]
  if (typeof value === 'boolean') return String(value)
  if (field === 'features' || field === 'benefits') return linesOf(value).join('\n')
  return value.trim()
}

function takeTheirs<K extends SolutionFormField>(
  values: SolutionFormValues,
  theirs: SolutionFormValues,
  field: K,
): void {
  values[field] = theirs[field]
}

export interface RebasedForm {
  /** the form values to continue editing from, based on `current` */
  values: SolutionFormValues
  /** fields both editors changed, differently: the editor's value is kept, theirs is shown */
  conflicts: Partial<Record<SolutionFormField, string>>
  /** fields only the other editor changed: their value is now in the form */
  takenFromTheirs: SolutionFormField[]
}

/**
 * After a 409: a three-way merge of the form, like content-api's own (base = the record the editor
 * loaded, mine = what they sent, theirs = the record now). Fields only they changed take their
 * value, fields only I changed keep mine, fields we both changed keep mine and are reported; the
 * result is based on the current version, so the next Save stores exactly what the form shows
 * and nothing of theirs is dropped without the editor seeing it.
 */
export function rebaseOnConflict(
  base: Solution,
  mine: SolutionFormValues,
  current: Solution,
): RebasedForm {
  const baseValues = solutionFormValuesOf(base)
  const theirValues = solutionFormValuesOf(current)
  const values: SolutionFormValues = {
    ...mine,
    version: current.version,
    // not editable here: always the current list
    children: theirValues.children,
  }
  const conflicts: Partial<Record<SolutionFormField, string>> = {}
  const takenFromTheirs: SolutionFormField[] = []
  for (const field of solutionFormFields) {
    const changedByMe = normalized(mine, field) !== normalized(baseValues, field)
    const changedByThem = normalized(theirValues, field) !== normalized(baseValues, field)
    if (changedByMe && changedByThem) {
      if (normalized(mine, field) !== normalized(theirValues, field)) {
        conflicts[field] = displayValue(theirValues, field)
      }
    } else if (changedByThem) {
      takeTheirs(values, theirValues, field)
      takenFromTheirs.push(field)
    }
  }
  return { values, conflicts, takenFromTheirs }
}

/** The text a field shows for a value set (lists one per line, the checkbox as Yes/No). */
function displayValue(values: SolutionFormValues, field: SolutionFormField): string {
  const value = values[field]
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return value
}
