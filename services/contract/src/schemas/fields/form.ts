import type { z } from 'zod'
import { fieldErrorsOf, type FieldErrors } from '../common.js'
import { type Field, type FieldSet } from './field-kinds.js'

/** A field set as the admin's form: values in and out, parsing with the registry's rules. */

/** One pair of a key/value list as the form holds it. */
export interface PairValue {
  name: string
  value: string
}

/**
 * A field's value as the form holds it: texts as typed (a list of lines as one text, one item per
 * line), checkboxes as booleans, many references as slugs, pairs as rows. This is what a form
 * re-renders after a failed save, so nothing typed is lost.
 */
export type FormValue = string | boolean | string[] | PairValue[]
export type FormValues = Record<string, FormValue>

const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v))

/** A record's (or section's) values as the form shows them. */
export function formValuesOf(fields: FieldSet, record: Record<string, unknown>): FormValues {
  const out: FormValues = {}
  for (const [key, f] of Object.entries(fields)) {
    const v = record[key]
    switch (f.kind) {
      case 'boolean':
        out[key] = typeof v === 'boolean' ? v : f.default
        break
      case 'lines':
        out[key] = Array.isArray(v) ? v.map(str).join('\n') : str(v)
        break
      case 'pairs':
        out[key] = Array.isArray(v)
          ? v.map((p) => ({
              name: str((p as { name?: unknown }).name),
              value: str((p as { value?: unknown }).value),
            }))
          : []
        break
      case 'reference':
        if (f.many)
          // expanded references (a solution's children) come as summaries: keep their slugs
          out[key] = Array.isArray(v)
            ? v.map((x) =>
                typeof x === 'object' && x !== null ? str((x as { slug?: unknown }).slug) : str(x),
              )
            : []
        else out[key] = str(v)
        break
      case 'number':
        out[key] = v === undefined ? '' : str(v)
        break
      default:
        out[key] = str(v)
    }
  }
  return out
}

interface FormDataLike {
  get(name: string): unknown
  getAll(name: string): unknown[]
}

const strings = (values: unknown[]): string[] =>
  values.filter((v): v is string => typeof v === 'string')

/**
 * Reads a field set's values from submitted form data. Names are the field keys (a `prefix`
 * such as "hero." for page sections); pairs come as `<key>.name` / `<key>.value` rows, many
 * references as repeated `<key>`; an unchecked checkbox is simply absent.
 */
export function readForm(fields: FieldSet, form: FormDataLike, prefix = ''): FormValues {
  const out: FormValues = {}
  for (const [key, f] of Object.entries(fields)) {
    const name = prefix + key
    switch (f.kind) {
      case 'boolean':
        out[key] = form.get(name) !== null
        break
      case 'pairs': {
        const names = strings(form.getAll(`${name}.name`))
        const values = strings(form.getAll(`${name}.value`))
        out[key] = names.map((n, i) => ({ name: n, value: values[i] ?? '' }))
        break
      }
      case 'reference':
        out[key] = f.many ? strings(form.getAll(name)) : str(form.get(name))
        break
      case 'lines':
        // one text per line (a textarea), or one input per item (the admin's list editor)
        out[key] = strings(form.getAll(name)).join('\n')
        break
      default:
        out[key] = str(form.get(name))
    }
  }
  return out
}

/** One list item per line; blank lines and surrounding spaces dropped. */
export function linesOf(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

const NOT_A_NUMBER = 'Enter a number'
const NOT_A_WHOLE_NUMBER = 'Enter a whole number, such as 0 or 10'

/** A form value as the schema takes it (lines split, numbers read, empty pair rows dropped). */
export function storedValueOf(f: Field, value: FormValue | undefined): unknown {
  switch (f.kind) {
    case 'boolean':
      return value === true
    case 'lines':
      return linesOf(str(value))
    case 'pairs':
      return (Array.isArray(value) ? (value as PairValue[]) : []).filter(
        (p) => p.name.trim() !== '' || p.value.trim() !== '',
      )
    case 'reference':
      return f.many ? (Array.isArray(value) ? value : []) : str(value)
    case 'number': {
      if (f.stored === 'string') return str(value)
      const t = str(value).trim()
      return t === '' ? f.default : Number(t)
    }
    default:
      return str(value)
  }
}

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors }

/**
 * Per-field messages keyed by form field: zod and content-api name a list's item by its path
 * ("features.2"); the form shows it on the list's one input as "Line 3: ...". The first message
 * of a field wins.
 */
export function errorsByField(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {}
  for (const [path, message] of Object.entries(fields)) {
    const [field = path, index] = path.split('.')
    const line = index !== undefined && /^\d+$/.test(index) ? Number(index) + 1 : undefined
    out[field] ??= line === undefined ? message : `Line ${line}: ${message}`
  }
  return out
}

/**
 * Form values -> validated values of `schema` (the schema content-api applies too, or one that
 * extends it, e.g. with the version). Field errors are keyed by the field ("features" for any
 * of its lines), in the editor's words.
 */
export function parseForm<T>(
  fields: FieldSet,
  values: FormValues,
  schema: z.ZodType<T>,
  extra: Record<string, unknown> = {},
): ParsedForm<T> {
  const candidate: Record<string, unknown> = { ...extra }
  const fieldErrors: FieldErrors = {}
  for (const [key, f] of Object.entries(fields)) {
    const v = storedValueOf(f, values[key])
    candidate[key] = v
    // zod's own wording for NaN ("expected number, received NaN") means nothing to an editor
    if (typeof v === 'number' && Number.isNaN(v))
      fieldErrors[key] = f.kind === 'number' && f.integer ? NOT_A_WHOLE_NUMBER : NOT_A_NUMBER
  }
  const parsed = schema.safeParse(candidate)
  if (!parsed.success) {
    for (const [key, message] of Object.entries(errorsByField(fieldErrorsOf(parsed.error))))
      fieldErrors[key] ??= message
  }
  if (parsed.success && Object.keys(fieldErrors).length === 0)
    return { ok: true, data: parsed.data }
  return { ok: false, fieldErrors }
}

/** The text a form value shows (lists one per line, a checkbox as Yes/No, pairs "name: value"). */
export function displayFormValue(value: FormValue | undefined): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (value === undefined) return ''
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? v : `${v.name}: ${v.value}`)).join('\n')
  return value
}
