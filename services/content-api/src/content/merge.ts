import { threeWayMerge } from '@site/contract'

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

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Documents are nested (a page by section, Arabic under `ar`); merging works on their leaves by
 * dotted path: "hero.title", "ar.hero.title", "ar.company_name". Keys never contain dots.
 */
export function flattenTree(values: Record<string, unknown>, prefix = ''): Fields {
  const out: Fields = {}
  for (const [key, value] of Object.entries(values)) {
    if (isPlainObject(value)) Object.assign(out, flattenTree(value, `${prefix}${key}.`))
    else out[`${prefix}${key}`] = value
  }
  return out
}

export function unflattenTree(fields: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [path, value] of Object.entries(fields)) {
    const keys = path.split('.')
    let node = out
    for (const key of keys.slice(0, -1)) {
      const next = node[key]
      node = isPlainObject(next) ? next : (node[key] = {})
    }
    node[keys[keys.length - 1] as string] = value
  }
  return out
}
