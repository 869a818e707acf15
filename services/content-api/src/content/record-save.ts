import { validationError } from '@site/platform'
import {
  UNPUBLISH_AT_KEY,
  Version,
  defaultLanguage,
  fieldErrorsOf,
  translationLanguages,
  type FieldErrors,
} from '@site/contract'
import { encodeRecord, type RecordData } from './codecs.js'
import { collections, type CollectionName } from './collections.js'
import { readOnlyKeysOf } from './presenter.js'
import {
  storedTranslations,
  translatableFieldKeys,
  withoutEmptyTranslation,
} from './translation.js'
import { type ByLanguage, stampTranslations } from './translation-source.js'

/**
 * A save of a record's fields, however it is written (a save to the site, its replay onto an
 * outside edit, a draft): its body read one way and its file's text made one way, so a save and a
 * draft of the same fields cannot drift apart: both commit the same clean diff.
 */

/** The record's schema applied (400 naming each field); a blank translation is no `ar`/`fr`. */
export function validateRecord(collection: CollectionName, input: unknown): RecordData {
  const parsed = collections[collection].schema.safeParse(input)
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
  return withoutEmptyTranslation(parsed.data)
}

/** A record save's body (POST /<collection>/<slug>, PUT /drafts/<collection>/<slug>). */
export interface RecordSaveBody {
  /** the version the editor loaded; null only where none is required (a draft's first save) */
  version: string | null
  /** the record's fields as sent (not yet validated) */
  fields: Record<string, unknown>
  /**
   * per language, the translations the translator says still fit the changed English
   * (translation-source.ts)
   */
  confirmed: ByLanguage
}

const fieldNames = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : []

/**
 * `confirm: { ar: [...], fr: [...] }`, field names by language; the deprecated `confirm_<code>`
 * (`confirm_ar`, before languages were a list) is still read for one release.
 */
function readConfirmed(body: Record<string, unknown>): ByLanguage {
  const confirm = body.confirm
  const byLanguage =
    typeof confirm === 'object' && confirm !== null ? (confirm as Record<string, unknown>) : {}
  const out: ByLanguage = {}
  for (const lang of translationLanguages) {
    const keys = [...fieldNames(byLanguage[lang]), ...fieldNames(body[`confirm_${lang}`])]
    if (keys.length > 0) out[lang] = keys
  }
  return out
}

/**
 * The record's fields in a write's body. What a read of the record adds (presenter.ts's
 * readOnlyKeysOf: id, slug, version, ...) is ignored, so a read can be sent back as it came; any
 * other key that is not one of the collection's fields is refused (400 naming each), and so is a
 * read in another language (its fields hold that language's text, which would replace the
 * English). A record's schedule to unpublish is set only by its own route (unpublish-schedule.ts):
 * a save's `unpublish_at` is ignored like what a read adds, and the stored one kept (keptOnSave).
 */
export function fieldsOfBody(
  collection: CollectionName,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const { lang } = body
  if (lang !== undefined && lang !== defaultLanguage) {
    throw validationError({
      lang: 'A read in another language holds its text in the fields: write back a read without ?lang',
    })
  }
  const readOnly = readOnlyKeysOf(collection)
  const known = collections[collection].schema.shape
  const fields: Record<string, unknown> = {}
  const unknown: FieldErrors = {}
  for (const [key, value] of Object.entries(body)) {
    if (key === UNPUBLISH_AT_KEY) continue
    if (Object.hasOwn(known, key)) fields[key] = value
    else if (!readOnly.has(key)) unknown[key] = `Not a field of a ${collections[collection].label}`
  }
  if (Object.keys(unknown).length > 0) throw validationError(unknown)
  return fields
}

/**
 * What a save keeps of the stored record without being sent it: the translations (an
 * English-only form sends none) and the schedule to unpublish (no form shows it; it changes
 * only through POST/DELETE .../unpublish-at).
 */
export function keptOnSave(record: RecordData | null | undefined): Record<string, unknown> {
  const scheduled = record?.[UNPUBLISH_AT_KEY]
  return {
    ...storedTranslations(record),
    ...(scheduled === undefined ? {} : { [UNPUBLISH_AT_KEY]: scheduled }),
  }
}

/**
 * `data` with the schedule to unpublish `now` has (or none when it has none): what a restore of an
 * old version writes. `data` itself when they already agree.
 */
export function withScheduleOf(data: RecordData, now: RecordData | null): RecordData {
  const scheduled = now?.[UNPUBLISH_AT_KEY]
  if (data[UNPUBLISH_AT_KEY] === scheduled) return data
  const { [UNPUBLISH_AT_KEY]: _old, ...rest } = data
  return scheduled === undefined ? rest : { ...rest, [UNPUBLISH_AT_KEY]: scheduled }
}

/**
 * Reads a save's body: `version` (400 when it is not one, or absent where `versionRequired`),
 * `confirm` (and the deprecated `confirm_<code>`), and the fields (fieldsOfBody: what a read
 * adds is ignored, other keys refused).
 */
export function readRecordSave(
  collection: CollectionName,
  body: unknown,
  options: { versionRequired: true },
): RecordSaveBody & { version: string }
export function readRecordSave(
  collection: CollectionName,
  body: unknown,
  options: { versionRequired: false },
): RecordSaveBody
export function readRecordSave(
  collection: CollectionName,
  body: unknown,
  { versionRequired }: { versionRequired: boolean },
): RecordSaveBody {
  const all = (body ?? {}) as Record<string, unknown>
  const confirmed = readConfirmed(all)
  const { version: rawVersion, confirm: _confirm, ...rest } = all
  for (const lang of translationLanguages) delete rest[`confirm_${lang}`]
  const fields = fieldsOfBody(collection, rest)
  if (rawVersion === undefined && !versionRequired) return { version: null, fields, confirmed }
  const version = Version.safeParse(rawVersion)
  if (!version.success)
    throw validationError({ version: version.error.issues[0]?.message ?? 'Invalid version' })
  return { version: version.data, fields, confirmed }
}

/**
 * The last steps of every write of a record's fields: validated (400), each translation stamped
 * with the English it was made from given the version it replaces (`previous.data`; null for a
 * new record), and encoded in the layout of the text it replaces (`previous.text`).
 */
export function recordText(
  collection: CollectionName,
  fields: Record<string, unknown>,
  previous: { data: RecordData | null; text: string | null },
  confirmed: ByLanguage = {},
): { data: RecordData; text: string } {
  const keys = translatableFieldKeys(collection)
  const data = stampTranslations(keys, previous.data, validateRecord(collection, fields), confirmed)
  return { data, text: encodeRecord(collection, data, previous.text) }
}

const isBlock = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A PATCH's fields over the stored record. A language's block is patched field by field like the
 * English: `{ "ar": { "title": ... } }` changes the Arabic title and keeps the other Arabic
 * fields, instead of replacing the whole block with the one field sent.
 */
export function patchedRecord(
  stored: RecordData,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...stored, ...fields }
  for (const lang of translationLanguages) {
    const sent = fields[lang]
    const had = stored[lang]
    if (isBlock(sent) && isBlock(had)) out[lang] = { ...had, ...sent }
  }
  return out
}
