import { useRef } from 'react'
import type { CollectionKey } from '@site/contract'
import type { EditLanguage } from '../edit-language'
import { itemFormValuesOf, rebaseOnConflict, type ItemFormValues } from '../fields/item-form'
import type { ItemEditorResult, LoadedRecord } from './item-editor-types'

/**
 * The values the record form starts with: after a conflict, the editor's values merged onto the
 * version someone else saved; after another refused save, what the editor sent; else the record.
 */
export function useMergedValues(
  collection: CollectionKey,
  record: LoadedRecord | null,
  answer: ItemEditorResult | undefined,
  lang: EditLanguage,
): { values: ItemFormValues; rebased: ReturnType<typeof rebaseOnConflict> | null } {
  // Every version of this record seen on this page, so a conflict can be merged against the
  // version the editor's form was based on (the loaded one, or one a previous conflict brought in).
  const seen = useRef(new Map<string, LoadedRecord>())
  if (record) seen.current.set(record.version, record)
  const current = answer?.current
  if (current) seen.current.set(current.version, current)
  const base = answer ? seen.current.get(answer.values.version) : undefined
  // Without the base (a no-JavaScript post re-renders with fresh loader data) the form keeps the
  // editor's values and old version: the next Save is merged or refused again, never forced.
  const rebased =
    answer && current && base
      ? rebaseOnConflict(collection, base, answer.values, current, lang)
      : null
  const values =
    rebased?.values ?? answer?.values ?? itemFormValuesOf(collection, record ?? {}, lang)
  return { values, rebased }
}
