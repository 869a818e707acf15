import { fieldErrorsOf } from '../common.js'
import { sameValue } from '../same-value.js'
import { type FieldSet } from './field-kinds.js'
import { type FormValue, type FormValues, storedValueOf } from './form.js'

/** Three-way merge of form values: two editors' saves of one record or page combine by field. */

export interface ThreeWay {
  /** mine where I changed a field, theirs elsewhere; where both changed it, mine */
  merged: Record<string, unknown>
  /** fields both changed, to different values */
  conflicts: string[]
  /** fields only they changed: their value is in `merged` */
  theirs: string[]
}

/**
 * THE three-way merge, field by field (content-api merges saves with it; the admin rebases a
 * refused form with it). `base` is what the editor loaded, `mine` what they saved, `theirs` what
 * is current. A field changed on one side takes that side's value; changed on both to different
 * values is a conflict (mine kept in `merged`). Nothing is silently lost.
 */
export function threeWayMerge(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  same: (key: string, a: unknown, b: unknown) => boolean = (_k, a, b) => sameValue(a, b),
): ThreeWay {
  const keys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])
  const merged: Record<string, unknown> = {}
  const conflicts: string[] = []
  const taken: string[] = []
  for (const key of [...keys].sort()) {
    const changedByMe = !same(key, mine[key], base[key])
    const changedByThem = !same(key, theirs[key], base[key])
    if (changedByMe) {
      merged[key] = mine[key]
      if (changedByThem && !same(key, mine[key], theirs[key])) conflicts.push(key)
    } else {
      merged[key] = theirs[key]
      if (changedByThem) taken.push(key)
    }
    if (merged[key] === undefined) delete merged[key]
  }
  return { merged, conflicts, theirs: taken }
}

/**
 * The merge as the admin form needs it: form values compared as they would be stored (lines
 * trimmed, blank lines dropped), the result kept as form values.
 */
export function mergeFormValues(
  fields: FieldSet,
  base: FormValues,
  mine: FormValues,
  theirs: FormValues,
): ThreeWay & { merged: FormValues } {
  const stored = (key: string, v: unknown) => {
    const f = fields[key]
    if (!f) return v
    const s = storedValueOf(f, v as FormValue)
    return typeof s === 'string' ? s.trim() : s
  }
  const pick = (o: FormValues) =>
    Object.fromEntries(Object.keys(fields).map((k) => [k, o[k]])) as Record<string, unknown>
  const result = threeWayMerge(pick(base), pick(mine), pick(theirs), (key, a, b) =>
    sameValue(stored(key, a), stored(key, b)),
  )
  // in form order, as the editor reads them
  const inOrder = (keys: string[]) => Object.keys(fields).filter((k) => keys.includes(k))
  return {
    merged: { ...mine, ...(result.merged as FormValues) },
    conflicts: inOrder(result.conflicts),
    theirs: inOrder(result.theirs),
  }
}

export { fieldErrorsOf }
