import {
  defaultLanguage,
  diffFields,
  flattenPage,
  isTranslationLanguage,
  type LanguageCode,
  settingLabels,
  translatableSettingKeys,
  translationLanguages,
  type HistoryTarget,
  type PageContent,
} from '@site/contract'
import { changeLabel } from './labels'

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
  // per language, and the deprecated `outdated_<code>` of each
  'outdated',
  ...translationLanguages.map((code) => `outdated_${code}`),
])

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The translations of an item as fields of their own ("fr.title", labelled "Title (French)" by
 * changeLabel), so a change lists per field and per language, never as one raw `fr` object.
 * Their stamps (`_en`: which English each translation was made from) are the server's, not
 * content.
 */
function translatedFields(item: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const code of translationLanguages) {
    const overlay = item[code]
    if (!isObject(overlay)) continue
    for (const [key, value] of Object.entries(overlay))
      if (key !== '_en') values[`${code}.${key}`] = value
  }
  return values
}

/** Each field's label by changeLabel, the one naming of a changed field. */
const labelsOf = (item: HistoryTarget, keys: readonly string[]): Record<string, string> =>
  Object.fromEntries(keys.map((key) => [key, changeLabel(item, key)]))

function recordSnapshot(
  item: { collection: string; slug: string },
  record: Record<string, unknown>,
): FieldSnapshot {
  const values: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    if (RECORD_EXTRAS.has(key) || isTranslationLanguage(key)) continue
    // references come expanded (a solution's children as summaries): compare them by slug
    values[key] =
      Array.isArray(value) && value.every((v) => isObject(v) && typeof v.slug === 'string')
        ? value.map((v) => (v as { slug: string }).slug)
        : value
  }
  const translated = translatedFields(record)
  const order = [...Object.keys(values), ...Object.keys(translated)]
  return {
    order,
    labels: labelsOf(item, order),
    values: { ...values, ...translated },
  }
}

function pageSnapshot(item: { page: PageContent['page'] }, page: PageContent): FieldSnapshot {
  const keys: string[] = []
  for (const section of page.sections) {
    for (const field of section.fields) keys.push(`${section.key}.${field.key}`)
  }
  for (const code of translationLanguages) {
    for (const section of page.sections) {
      for (const field of section.fields)
        if (field.translatable) keys.push(`${code}.${section.key}.${field.key}`)
    }
  }
  const values = flattenPage(page.sections)
  const order = [...new Set([...keys, ...Object.keys(values)])]
  return { order, labels: labelsOf(item, order), values }
}

function settingsSnapshot(target: { settings: true }, body: unknown): FieldSnapshot {
  // a version from history and a draft are { values } (each translation under values.<code>),
  // the current settings { settings: [{ key, value }], translations: { <code>: ... } }
  const b = (isObject(body) ? body : {}) as {
    values?: Record<string, unknown>
    settings?: Array<{ key: string; value: unknown }>
    translations?: Record<string, unknown>
  }
  const values: Record<string, unknown> =
    b.values ?? Object.fromEntries((b.settings ?? []).map((s) => [s.key, s.value]))
  const translated = translatedFields({ ...(b.translations ?? {}), ...values })
  const english = Object.keys(settingLabels).concat(
    Object.keys(values).filter((key) => !isTranslationLanguage(key) && !(key in settingLabels)),
  )
  // every translatable setting has its place after the English, translated or not
  const translatedOrder = [
    ...new Set([
      ...translationLanguages.flatMap((code) =>
        translatableSettingKeys.map((key) => `${code}.${key}`),
      ),
      ...Object.keys(translated),
    ]),
  ]
  const englishValues = Object.fromEntries(
    Object.entries(values).filter(([key]) => !isTranslationLanguage(key)),
  )
  const order = [...english, ...translatedOrder]
  return { order, labels: labelsOf(target, order), values: { ...englishValues, ...translated } }
}

/** The fields of a content-api answer for `target` (a record, a page, or the settings). */
export function snapshotOf(target: HistoryTarget, body: unknown): FieldSnapshot {
  if ('settings' in target) return settingsSnapshot(target, body)
  if ('page' in target) return pageSnapshot(target, body as PageContent)
  return recordSnapshot(target, isObject(body) ? body : {})
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

/** The language a compared field is in: a translation is keyed "fr.<field>" (translatedFields). */
export function languageOfField(field: string): LanguageCode {
  const code = field.slice(0, Math.max(0, field.indexOf('.')))
  return isTranslationLanguage(code) ? code : defaultLanguage
}

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
