/**
 * The search's language rules, applied alike to indexed words and to query words, so that what
 * a person types matches however the text was written.
 *
 * Arabic: harakat and other marks (U+064B-U+065F, the superscript alef U+0670) and tatweel
 * (U+0640) are dropped; the alef forms أ إ آ ٱ are ا, taa marbuta ة is ه and alef maqsura ى is
 * ي, since writers use them interchangeably. English (any Latin script): lower case, accents
 * dropped (NFD), and a light plural stemmer, so "batteries" finds "battery".
 */

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g
const LATIN_MARKS = /[\u0300-\u036F]/g
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g
const ARABIC_LETTER = /[\u0600-\u06FF]/

/** A plural's singular, by the common English rules (short words and -ss/-us/-is stay). */
export function singular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(?:ss|us|is)$/.test(word)) return word
  if (/(?:sses|xes|zes|ches|shes)$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/** One word as the index keeps it ('' when nothing of it is searchable). */
export function normaliseWord(word: string): string {
  if (ARABIC_LETTER.test(word)) {
    return word
      .normalize('NFC')
      .replace(ARABIC_MARKS, '')
      .replace(ALEF_FORMS, '\u0627')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0649/g, '\u064A')
  }
  return singular(word.normalize('NFD').replace(LATIN_MARKS, '').toLowerCase())
}

/** Letters and digits with their marks and tatweel: what a word is made of. */
const WORD = /[\p{L}\p{N}\p{M}\u0640]+/gu

/** The words of a text with where each is, for snippets that mark what matched. */
export function wordsOf(text: string): Array<{ word: string; start: number; end: number }> {
  return [...text.matchAll(WORD)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }))
}

/** The words of a text, split the same way for the index and for a query. */
export function tokenise(text: string): string[] {
  return text.match(WORD) ?? []
}
