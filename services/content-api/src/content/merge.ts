import { isDeepStrictEqual } from 'node:util'

export type Fields = Record<string, unknown>

export type MergeResult =
  { ok: true; merged: Fields; theirs: string[] } | { ok: false; conflicts: string[] }

/**
 * Three-way merge of a record, field by field. `base` is what the editor loaded, `mine` what they
 * saved, `theirs` what is on disk now. A field changed on one side only takes that side's value;
 * a field changed on both sides to different values is a conflict. Nothing is silently lost.
 */
export function mergeFields(base: Fields, mine: Fields, theirs: Fields): MergeResult {
  const keys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])
  const merged: Fields = {}
  const conflicts: string[] = []
  const takenFromTheirs: string[] = []
  for (const key of [...keys].sort()) {
    const changedByMe = !isDeepStrictEqual(mine[key], base[key])
    const changedByThem = !isDeepStrictEqual(theirs[key], base[key])
    if (changedByMe && changedByThem && !isDeepStrictEqual(mine[key], theirs[key]))
      conflicts.push(key)
    else if (changedByMe) merged[key] = mine[key]
    else {
      merged[key] = theirs[key]
      if (changedByThem) takenFromTheirs.push(key)
    }
    if (merged[key] === undefined) delete merged[key]
  }
  return conflicts.length > 0
    ? { ok: false, conflicts }
    : { ok: true, merged, theirs: takenFromTheirs }
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
