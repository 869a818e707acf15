import type { DocumentField } from './documents.js'
import { normaliseWord, wordsOf } from './normalise.js'

/** how much text a snippet shows around the first match */
const SNIPPET_CHARS = 160
const BEFORE_MATCH = 50

export interface Snippet {
  field: DocumentField
  snippet: string
  marks: Array<[number, number]>
}

/**
 * The first field (title field first, then form order) with a word the index matched, and the
 * text around that word with every matched word marked. `matched` are index terms (normalised).
 */
export function snippetOf(fields: DocumentField[], matched: ReadonlySet<string>): Snippet | null {
  for (const field of fields) {
    const hits = wordsOf(field.value).filter((w) => matched.has(normaliseWord(w.word)))
    const first = hits[0]
    if (!first) continue
    return cut(field, first.start, hits)
  }
  const fallback = fields[0]
  return fallback ? cut(fallback, 0, []) : null
}

function cut(
  field: DocumentField,
  around: number,
  hits: Array<{ start: number; end: number }>,
): Snippet {
  const text = field.value
  if (text.length <= SNIPPET_CHARS) {
    return { field, snippet: text, marks: hits.map((h) => [h.start, h.end]) }
  }
  // start at a word's beginning a little before the match, end at a word's end
  let start = Math.max(0, around - BEFORE_MATCH)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < around ? space + 1 : start
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    if (space > around) end = space
  }
  const prefix = start > 0 ? '… ' : ''
  const suffix = end < text.length ? ' …' : ''
  const shift = prefix.length - start
  return {
    field,
    snippet: `${prefix}${text.slice(start, end)}${suffix}`,
    marks: hits
      .filter((h) => h.start >= start && h.end <= end)
      .map((h): [number, number] => [h.start + shift, h.end + shift]),
  }
}
