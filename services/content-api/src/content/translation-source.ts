import { createHash } from 'node:crypto'
import { isUntranslated } from '@site/contract'
import { sameValue } from '@site/contract'

/**
 * Which English each Arabic text was translated from (so an editor sees "Arabic may be outdated"). Beside
 * the translations, `ar._en` keeps, per field, a short hash of the English value the Arabic was
 * made from. When the English changes, the hash no longer matches and the field is "Arabic may be
 * outdated" until a translator updates the Arabic or confirms it still fits. The stamps are the
 * server's: what a client sends under `ar._en` is replaced by what these rules compute.
 */
export const SOURCE_KEY = '_en'

type Values = Record<string, unknown>

/** A short, stable fingerprint of an English value (text, list or pairs). */
export function sourceStamp(value: unknown): string {
  return createHash('sha1')
    .update(JSON.stringify(value ?? ''))
    .digest('hex')
    .slice(0, 12)
}

const arOf = (values: Values | null): Values => {
  const ar = values?.ar
  return typeof ar === 'object' && ar !== null ? (ar as Values) : {}
}
const stampsOf = (values: Values | null): Record<string, string> => {
  const stamps = arOf(values)[SOURCE_KEY]
  return typeof stamps === 'object' && stamps !== null
    ? { ...(stamps as Record<string, string>) }
    : {}
}

/**
 * `next` with its stamps brought up to date, given the version it replaces (`before`; null for a
 * new record). Per translatable field with an Arabic value:
 * - Arabic changed, or `confirmed` by the translator: stamped with the current English;
 * - otherwise the stamp is kept; a translation with no stamp yet (written before stamps existed)
 *   whose English changes now is stamped with the English it replaces, so it shows as outdated.
 * A field without Arabic has no stamp.
 */
export function stampTranslations(
  keys: readonly string[],
  before: Values | null,
  next: Values,
  confirmed: readonly string[] = [],
): Values {
  const ar = { ...arOf(next) }
  const previous = stampsOf(before)
  const stamps: Record<string, string> = {}
  for (const key of keys) {
    if (isUntranslated(ar[key])) continue
    const arabicChanged = !sameValue(ar[key], arOf(before)[key])
    const englishChanged = before !== null && !sameValue(next[key], before[key])
    const kept = previous[key]
    if (arabicChanged || confirmed.includes(key) || before === null) {
      stamps[key] = sourceStamp(next[key])
    } else if (kept !== undefined) {
      stamps[key] = kept
    } else if (englishChanged) {
      stamps[key] = sourceStamp(before[key])
    }
  }
  delete ar[SOURCE_KEY]
  if (Object.keys(stamps).length > 0) ar[SOURCE_KEY] = stamps
  if (Object.keys(ar).length === 0) {
    const { ar: _ar, ...rest } = next
    return rest
  }
  return { ...next, ar }
}

/** The translatable fields whose Arabic was made from an English that has changed since. */
export function outdatedTranslations(keys: readonly string[], values: Values): string[] {
  const ar = arOf(values)
  const stamps = stampsOf(values)
  return keys.filter(
    (key) =>
      !isUntranslated(ar[key]) &&
      stamps[key] !== undefined &&
      stamps[key] !== sourceStamp(values[key]),
  )
}
