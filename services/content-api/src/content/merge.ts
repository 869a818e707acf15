import { threeWayMerge } from '../schemas/fields.js'

export type Fields = Record<string, unknown>

export type MergeResult =
  { ok: true; merged: Fields; theirs: string[] } | { ok: false; conflicts: string[] }

/**
 * Three-way merge of a record, field by field (the registry's one merge, `threeWayMerge`). `base`
 * is what the editor loaded, `mine` what they saved, `theirs` what is on disk now. A field changed
 * on one side only takes that side's value; a field changed on both sides to different values is
 * a conflict. Nothing is silently lost.
 */
export function mergeFields(base: Fields, mine: Fields, theirs: Fields): MergeResult {
  const result = threeWayMerge(base, mine, theirs)
  return result.conflicts.length > 0
    ? { ok: false, conflicts: result.conflicts }
    : { ok: true, merged: result.merged, theirs: result.theirs }
}

/** Page values are nested by section; merging works on "section.field" keys. */
export function flattenSections(values: Record<string, Record<string, unknown>>): Fields {
  const out: Fields = {}
  for (const [section, fields] of Object.entries(values)) {
    for (const [field, value] of Object.entries(fields)) out[`${section}.${field}`] = value
  }
  return out
}

export function unflattenSections(fields: Fields): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {}
  for (const [key, value] of Object.entries(fields)) {
    const dot = key.indexOf('.')
    const section = key.slice(0, dot)
    ;(out[section] ??= {})[key.slice(dot + 1)] = value
  }
  return out
}
