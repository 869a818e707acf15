import {
  defaultLanguage,
  translationLanguages,
  type ContentCheckProblem,
  type LanguageCode,
} from '@site/contract'

export type ChecksByField = Partial<Record<string, ContentCheckProblem[]>>

/**
 * An item's content check problems by the key of the field the editor draws in one language:
 * `ar.detailed_description` is the Arabic form's `detailed_description`, `legal.body` the
 * English form's `legal.body` (a page's section and field).
 */
export function checksByField(
  problems: readonly ContentCheckProblem[],
  lang: LanguageCode,
): ChecksByField {
  const out: ChecksByField = {}
  for (const problem of problems) {
    const [first = '', ...rest] = problem.field.split('.')
    const inTranslation = (translationLanguages as readonly string[]).includes(first)
    const key =
      lang === defaultLanguage
        ? inTranslation
          ? null
          : problem.field
        : first === lang
          ? rest.join('.')
          : null
    if (key) (out[key] ??= []).push(problem)
  }
  return out
}

/** A page section's share of `checksByField`, by the section's own field keys (`body`). */
export function inSection(byField: ChecksByField, section: string): ChecksByField {
  const prefix = `${section}.`
  return Object.fromEntries(
    Object.entries(byField).flatMap(([key, problems]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), problems]] : [],
    ),
  )
}
