/**
 * Named placeholders in a text field: `{name}` is replaced by a value the page fills in (the
 * company's name from its settings, a number from the configuration), and `[[name: text]]` keeps
 * `text` only when that value is there (a telephone sentence without a telephone is left out).
 * A field that takes them lists their names (`placeholders` on a text field); any other name is
 * refused at save time, so a typo is the editor's error message, never a broken page.
 */

/** `{name}`: a value filled in where it stands. */
const valuePattern = /\{(\w+)\}/g
/**
 * `[[name: text]]`: text shown only when the value is there. Spaces before the colon are allowed
 * (French typography puts a narrow no-break space there at render); one space after it is the
 * separator, anything further belongs to the text.
 */
const fragmentPattern = /\[\[(\w+)[ \u00A0\u202F]*: ?((?:(?!\]\])[\s\S])*)\]\]/g

/** The placeholder names a text uses, each once, in order of first use. */
export function placeholdersIn(text: string): string[] {
  const names = [
    ...[...text.matchAll(fragmentPattern)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(valuePattern)].map((m) => m[1] ?? ''),
  ]
  return [...new Set(names)]
}

/** What is wrong with a text's placeholders, as messages (none when it is right). */
export function placeholderProblems(text: string, allowed: readonly string[]): string[] {
  const known = allowed.map((name) => `{${name}}`).join(', ')
  const problems = placeholdersIn(text)
    .filter((name) => !allowed.includes(name))
    .map((name) => `unknown placeholder {${name}} (the placeholders are ${known})`)
  const opened = text.split('[[').length - 1
  if (opened !== [...text.matchAll(fragmentPattern)].length)
    problems.push('a "[[name: text]]" fragment is not closed with "]]" or names no placeholder')
  return problems
}

/**
 * The text with each `[[name: text]]` fragment kept (its text) when `present(name)`, dropped
 * otherwise; `{name}` values are left for the renderer.
 */
export function withFragments(text: string, present: (name: string) => boolean): string {
  return text.replace(fragmentPattern, (_whole, name: string, inner: string) =>
    present(name) ? inner : '',
  )
}

/**
 * The words the text itself says, whatever the values: each fragment's text kept and each
 * `{name}` gone (what search indexes: a placeholder's name is no word of the text).
 */
export function placeholderFreeText(text: string): string {
  return withFragments(text, () => true)
    .replace(valuePattern, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
