import { createHash } from 'node:crypto'
import { isUntranslated } from '@site/contract'
import { sameValue } from '@site/contract'
import { type TranslationLanguage, translationLanguages } from '@site/contract'

/**
 * Which English each translation was made from (so an editor sees "French may be outdated").
 * Beside the translations, each language's object keeps under `_en`, per field, a short hash of
 * the English value its text was made from (`ar._en`, `fr._en`). When the English changes, the
 * hash no longer matches and the field is outdated in that language until a translator updates
 * the text or confirms it still fits. The stamps are the server's: what a client sends under
 * `<code>._en` is replaced by what these rules compute.
 */
export const SOURCE_KEY = '_en'

type Values = Record<string, unknown>

/** Per translation language, field keys (what a translator confirms; what is outdated). */
export type ByLanguage = Partial<Record<TranslationLanguage, readonly string[]>>

/** A short, stable fingerprint of an English value (text, list or pairs). */
export function sourceStamp(value: unknown): string {
  return createHash('sha1')
    .update(JSON.stringify(value ?? ''))
    .digest('hex')
    .slice(0, 12)
}

/** A record's text in one translation language (`values.ar`), {} when it has none. */
export const overlayOf = (values: Values | null, lang: TranslationLanguage): Values => {
  const overlay = values?.[lang]
  return typeof overlay === 'object' && overlay !== null ? (overlay as Values) : {}
}
const stampsOf = (values: Values | null, lang: TranslationLanguage): Record<string, string> => {
  const stamps = overlayOf(values, lang)[SOURCE_KEY]
  return typeof stamps === 'object' && stamps !== null
    ? { ...(stamps as Record<string, string>) }
    : {}
}

/**
 * `next` with its stamps brought up to date, given the version it replaces (`before`; null for a
 * new record). In each translation language, per translatable field with a translated value:
 * - the translation changed, or `confirmed` by the translator: stamped with the current English;
 * - otherwise the stamp is kept; a translation with no stamp yet (written before stamps existed,
 *   or by hand) whose English changes now is stamped with the English it replaces, so it shows
 *   as outdated.
 * A field without a translation has no stamp.
 */
export function stampTranslations(
  keys: readonly string[],
  before: Values | null,
  next: Values,
  confirmed: ByLanguage = {},
): Values {
  let out: Values = next
  for (const lang of translationLanguages) {
    out = stampLanguage(lang, keys, before, out, confirmed[lang] ?? [])
  }
  return out
}

function stampLanguage(
  lang: TranslationLanguage,
  keys: readonly string[],
  before: Values | null,
  next: Values,
  confirmed: readonly string[],
): Values {
  const overlay = { ...overlayOf(next, lang) }
  const previous = stampsOf(before, lang)
  const stamps: Record<string, string> = {}
  for (const key of keys) {
    if (isUntranslated(overlay[key])) continue
    const translationChanged = !sameValue(overlay[key], overlayOf(before, lang)[key])
    const englishChanged = before !== null && !sameValue(next[key], before[key])
    const kept = previous[key]
    if (translationChanged || confirmed.includes(key) || before === null) {
      stamps[key] = sourceStamp(next[key])
    } else if (kept !== undefined) {
      stamps[key] = kept
    } else if (englishChanged) {
      stamps[key] = sourceStamp(before[key])
    }
  }
  delete overlay[SOURCE_KEY]
  if (Object.keys(stamps).length > 0) overlay[SOURCE_KEY] = stamps
  if (Object.keys(overlay).length === 0) {
    const { [lang]: _gone, ...rest } = next
    return rest
  }
  return { ...next, [lang]: overlay }
}

/** The translatable fields whose translation in `lang` was made from an English changed since. */
export function outdatedTranslations(
  keys: readonly string[],
  values: Values,
  lang: TranslationLanguage,
): string[] {
  const overlay = overlayOf(values, lang)
  const stamps = stampsOf(values, lang)
  return keys.filter(
    (key) =>
      !isUntranslated(overlay[key]) &&
      stamps[key] !== undefined &&
      stamps[key] !== sourceStamp(values[key]),
  )
}

/** outdatedTranslations() in every translation language: `{ ar: [...], fr: [...] }`. */
export function outdatedByLanguage(
  keys: readonly string[],
  values: Values,
): Record<TranslationLanguage, string[]> {
  return Object.fromEntries(
    translationLanguages.map((lang) => [lang, outdatedTranslations(keys, values, lang)]),
  ) as Record<TranslationLanguage, string[]>
}

/**
 * `next`, read from a file changed outside the admin (a hand edit, a pull request's merge), with
 * the stamps its never-stamped translations get from the change, as if the change had been an
 * admin save of the version it replaces (`before`, as indexed, with any stamps so implied
 * before): a translation whose English changed while it did not is stamped with the English it
 * replaces (so it is outdated), and a translation changed with it is stamped current. Only fields
 * the file has no stamp for are touched: what the file says wins.
 */
export function withImpliedStamps(keys: readonly string[], before: Values, next: Values): Values {
  return withStampsAdded(next, impliedStamps(keys, before, next))
}

/** Stamps per language and field, as `<code>._en` holds them. */
export type StampsByLanguage = Partial<Record<TranslationLanguage, Record<string, string>>>

/** The stamps withImpliedStamps adds to `next`: none for a field the file has a stamp for. */
export function impliedStamps(
  keys: readonly string[],
  before: Values,
  next: Values,
): StampsByLanguage {
  const saved = stampTranslations(keys, before, next)
  const implied: StampsByLanguage = {}
  for (const lang of translationLanguages) {
    const written = stampsOf(next, lang)
    const added = Object.entries(stampsOf(saved, lang)).filter(([key]) => !(key in written))
    if (added.length > 0) implied[lang] = Object.fromEntries(added)
  }
  return implied
}

/** `values` with `stamps` added where it has none of its own (what the file says wins). */
export function withStampsAdded(values: Values, stamps: StampsByLanguage): Values {
  let out = values
  for (const lang of translationLanguages) {
    const added = stamps[lang]
    if (!added) continue
    const written = stampsOf(values, lang)
    const missing = Object.entries(added).filter(([key]) => !(key in written))
    if (missing.length === 0) continue
    const overlay = overlayOf(values, lang)
    out = {
      ...out,
      [lang]: { ...overlay, [SOURCE_KEY]: { ...written, ...Object.fromEntries(missing) } },
    }
  }
  return out
}
