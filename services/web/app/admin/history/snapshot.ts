import {
  arabicLabel,
  diffFields,
  flattenPage,
  settingLabels,
  translatableSettingKeys,
  type HistoryTarget,
  type PageContent,
} from '@site/content-api/schemas'
import { collectionFieldLabel } from './labels'

/** One version of a target as plain fields: values by key, their labels and display order. */
export interface FieldSnapshot {
  order: string[]
  labels: Record<string, string>
  values: Record<string, unknown>
}

/** A field that differs between the selected version and now. */
export interface FieldComparison {
  field: string
  label: string
  then: unknown
  now: unknown
}

// what content-api adds to a record's fields in its answers (not the editor's content)
const RECORD_EXTRAS = new Set([
  'id',
  'slug',
  'version',
  'merged_fields',
  'partner_details',
  // what a read reports about its language (content/translation.ts), not a field of the record
  'lang',
  'missing',
  // which translations are outdated: computed from the fields, not a field itself
  'outdated_ar',
])

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The Arabic of an item as fields of their own ("ar.title", labelled "Title (Arabic)"), so a
 * change lists per field and per language, never as one raw `ar` object. Its stamps (`_en`:
 * which English each translation was made from) are the server's, not content.
 */
function arabicFields(
  ar: unknown,
  labelOf: (key: string) => string,
): Pick<FieldSnapshot, 'labels' | 'values'> {
  const values: Record<string, unknown> = {}
  const labels: Record<string, string> = {}
  if (!isObject(ar)) return { values, labels }
  for (const [key, value] of Object.entries(ar)) {
    if (key === '_en') continue
    values[`ar.${key}`] = value
    labels[`ar.${key}`] = arabicLabel(labelOf(key))
  }
  return { values, labels }
}

function recordSnapshot(collection: string, record: Record<string, unknown>): FieldSnapshot {
  const values: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    if (RECORD_EXTRAS.has(key) || key === 'ar') continue
    // references come expanded (a solution's children as summaries): compare them by slug
    values[key] =
      Array.isArray(value) && value.every((v) => isObject(v) && typeof v.slug === 'string')
        ? value.map((v) => (v as { slug: string }).slug)
        : value
  }
  const labelOf = (key: string) => collectionFieldLabel(collection, key)
  const arabic = arabicFields(record.ar, labelOf)
  const order = [...Object.keys(values), ...Object.keys(arabic.values)]
  return {
    order,
    labels: {
      ...Object.fromEntries(Object.keys(values).map((key) => [key, labelOf(key)])),
      ...arabic.labels,
    },
    values: { ...values, ...arabic.values },
  }
}

function pageSnapshot(page: PageContent): FieldSnapshot {
  const labels: Record<string, string> = {}
  for (const section of page.sections) {
    for (const field of section.fields)
      labels[`${section.key}.${field.key}`] = `${section.label}: ${field.label}`
  }
  for (const section of page.sections) {
    for (const field of section.fields)
      if (field.translatable)
        labels[`ar.${section.key}.${field.key}`] = arabicLabel(`${section.label}: ${field.label}`)
  }
  const values = flattenPage(page.sections)
  const order = [...new Set([...Object.keys(labels), ...Object.keys(values)])]
  return { order, labels, values }
}

function settingsSnapshot(body: unknown): FieldSnapshot {
  // a version from history and a draft are { values } (the Arabic under values.ar), the
  // current settings { settings: [{ key, value }], ar }
  const b = (isObject(body) ? body : {}) as {
    values?: Record<string, unknown>
    settings?: Array<{ key: string; value: unknown }>
    ar?: unknown
  }
  const { ar = b.ar, ...values } =
    b.values ?? Object.fromEntries((b.settings ?? []).map((s) => [s.key, s.value]))
  const labels = settingLabels as Record<string, string>
  const labelOf = (key: string) => labels[key] ?? key
  const arabic = arabicFields(ar, labelOf)
  const english = [...new Set([...Object.keys(labels), ...Object.keys(values)])]
  // every translatable setting has its place after the English, translated or not
  const arabicOrder = [
    ...new Set([
      ...translatableSettingKeys.map((key) => `ar.${key}`),
      ...Object.keys(arabic.values),
    ]),
  ]
  return {
    order: [...english, ...arabicOrder],
    labels: {
      ...Object.fromEntries(english.map((key) => [key, labelOf(key)])),
      ...Object.fromEntries(arabicOrder.map((key) => [key, arabicLabel(labelOf(key.slice(3)))])),
    },
    values: { ...values, ...arabic.values },
  }
}

/** The fields of a content-api answer for `target` (a record, a page, or the settings). */
export function snapshotOf(target: HistoryTarget, body: unknown): FieldSnapshot {
  if ('settings' in target) return settingsSnapshot(body)
  if ('page' in target) return pageSnapshot(body as PageContent)
  return recordSnapshot(target.collection, isObject(body) ? body : {})
}

/** The fields that differ between a version (`then`) and the current one, by field order. */
export function compareWithCurrent(
  then: FieldSnapshot,
  now: FieldSnapshot | null,
): FieldComparison[] {
  const current = now ?? { order: [], labels: {}, values: {} }
  return diffFields(then.values, current.values, [...current.order, ...then.order]).map(
    (change) => ({
      field: change.field,
      label: current.labels[change.field] ?? then.labels[change.field] ?? change.field,
      then: change.before,
      now: change.after,
    }),
  )
}

/** The language a compared field is in: its Arabic is keyed "ar.<field>" (see arabicFields). */
export const languageOfField = (field: string): 'en' | 'ar' =>
  field.startsWith('ar.') ? 'ar' : 'en'

/** A value as lines of text for the comparison table. */
export function displayValue(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return []
  if (typeof value === 'boolean') return [value ? 'Yes' : 'No']
  if (Array.isArray(value)) return value.flatMap((item) => displayValue(item).join(' '))
  if (isObject(value)) {
    // key/value pairs ({ key, value }) read best as "key: value"
    if ('key' in value && 'value' in value) return [`${String(value.key)}: ${String(value.value)}`]
    return Object.entries(value).map(([k, v]) => `${k}: ${displayValue(v).join(', ')}`)
  }
  return [String(value)]
}
