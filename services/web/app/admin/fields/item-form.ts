import {
  errorsByField,
  Version,
  collectionDefinitions,
  displayFormValue,
  formValuesOf,
  mergeFormValues,
  parseForm,
  readForm,
  schemaOf,
  type CollectionFields,
  type CollectionKey,
  type FieldSet,
  type FormValues,
  type ParsedForm,
  translationDefinition,
} from '@site/contract'
import { isTranslation, valuesIn, type EditLanguage } from '../edit-language'
import { defaultLanguage } from '@site/contract'
import type { AdminI18n } from '../i18n/admin-i18n'

/**
 * A record's edit form, for any collection, from the field registry: the values as the browser
 * sends them (texts as typed, lists one per line), plus the version the record was loaded at.
 * This is what the form re-renders after a failed save, so nothing typed is lost.
 */
export interface ItemFormValues {
  fields: FormValues
  /** the version the record was loaded at (optimistic concurrency); '' for a new record */
  version: string
}

export const definitionOf = (collection: CollectionKey): CollectionFields =>
  collectionDefinitions[collection]

/**
 * The editor's definition in a language: in a translation, the translatable fields only, each with the
 * record's English as its help (`english`: the record as loaded).
 */
export function editorDefinition(
  collection: CollectionKey,
  lang: EditLanguage = defaultLanguage,
  english: Record<string, unknown> = {},
): CollectionFields {
  return namedInTranslation(definitionOf(collection), lang, english)
}

/**
 * The editor's definition as the admin draws it: its fields named in the admin's language
 * (`i18n`), then, in a translation, the translatable ones only with the record's English as help.
 */
export function namedEditorDefinition(
  collection: CollectionKey,
  lang: EditLanguage,
  english: Record<string, unknown>,
  i18n: Pick<AdminI18n, 'fields'>,
): CollectionFields {
  const definition = definitionOf(collection)
  const named = { ...definition, fields: i18n.fields({ collection }, definition.fields) }
  return namedInTranslation(named, lang, english)
}

function namedInTranslation(
  definition: CollectionFields,
  lang: EditLanguage,
  english: Record<string, unknown>,
): CollectionFields {
  return isTranslation(lang) ? translationDefinition(definition, english) : definition
}

export const fieldsOf = (
  collection: CollectionKey,
  lang: EditLanguage = defaultLanguage,
): FieldSet => editorDefinition(collection, lang).fields

/**
 * Field labels by key, in form order (the error summary and notices use them), in the admin's
 * language when given its `field` naming (else the registry's English).
 */
export function fieldLabels(
  collection: CollectionKey,
  i18n?: Pick<AdminI18n, 'field'>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldsOf(collection)).map(([k, f]) => [
      k,
      i18n ? i18n.field({ collection }, k).label : f.label,
    ]),
  )
}

export function itemFormValuesOf(
  collection: CollectionKey,
  record: object & { version?: string },
  lang: EditLanguage = defaultLanguage,
): ItemFormValues {
  return {
    fields: formValuesOf(
      fieldsOf(collection, lang),
      valuesIn(record as Record<string, unknown>, lang),
    ),
    version: record.version ?? '',
  }
}

export function readItemForm(
  collection: CollectionKey,
  form: FormData,
  lang: EditLanguage = defaultLanguage,
): ItemFormValues {
  const version = form.get('version')
  return {
    fields: readForm(fieldsOf(collection, lang), form),
    version: typeof version === 'string' ? version : '',
  }
}

export type ParsedItemForm = ParsedForm<Record<string, unknown>>

/**
 * Form values -> the validated record content-api takes (the same derived schema it applies),
 * with the version when editing. Errors are keyed by field, list lines named ("Line 3: ...").
 */
export function parseItemForm(
  collection: CollectionKey,
  values: ItemFormValues,
  lang: EditLanguage = defaultLanguage,
): ParsedItemForm {
  const fields = fieldsOf(collection, lang)
  const withVersion = values.version !== ''
  const schema = withVersion ? schemaOf(fields).extend({ version: Version }) : schemaOf(fields)
  const parsed = parseForm(
    fields,
    values.fields,
    schema,
    withVersion ? { version: values.version } : {},
  )
  return parsed.ok
    ? parsed
    : { ok: false, fieldErrors: errorsByField(parsed.fieldErrors) as Record<string, string> }
}

export interface RebasedForm {
  /** the form values to continue editing from, based on `current` */
  values: ItemFormValues
  /** fields both editors changed, differently: the editor's value is kept, theirs is shown */
  conflicts: Record<string, string>
  /** fields only the other editor changed: their value is now in the form */
  takenFromTheirs: string[]
}

/**
 * After a 409: the form rebased on the current record with the registry's one three-way merge
 * (base = the record the editor loaded, mine = what they sent, theirs = the record now). The
 * next Save stores exactly what the form shows, and nothing of theirs is dropped unseen.
 */
export function rebaseOnConflict(
  collection: CollectionKey,
  base: object,
  mine: ItemFormValues,
  current: object & { version: string },
  lang: EditLanguage = defaultLanguage,
): RebasedForm {
  const fields = fieldsOf(collection, lang)
  const theirs = formValuesOf(fields, valuesIn(current as Record<string, unknown>, lang))
  const baseValues = formValuesOf(fields, valuesIn(base as Record<string, unknown>, lang))
  const result = mergeFormValues(fields, baseValues, mine.fields, theirs)
  return {
    values: { fields: result.merged, version: current.version },
    conflicts: Object.fromEntries(
      result.conflicts.map((key) => [key, displayFormValue(theirs[key])]),
    ),
    takenFromTheirs: result.theirs,
  }
}
