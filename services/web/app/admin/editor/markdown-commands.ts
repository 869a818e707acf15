import { EditorSelection, type EditorState, type StateCommand } from '@codemirror/state'

/**
 * The toolbar's and shortcuts' Markdown edits, as CodeMirror commands. Each one changes only the
 * text it is about (the selection, or the lines under it): the rest of the document is never
 * rewritten, so a stored file changes only where the editor typed.
 */

/** Wraps each selection in `mark` (`**`, `*`), or unwraps it when it is already wrapped. */
const toggleWrap =
  (mark: string): StateCommand =>
  ({ state, dispatch }) => {
    const n = mark.length
    const tr = state.changeByRange((range) => {
      const before = state.sliceDoc(range.from - n, range.from)
      const after = state.sliceDoc(range.to, range.to + n)
      if (before === mark && after === mark) {
        return {
          changes: [
            { from: range.from - n, to: range.from },
            { from: range.to, to: range.to + n },
          ],
          range: EditorSelection.range(range.from - n, range.to - n),
        }
      }
      return {
        changes: [
          { from: range.from, insert: mark },
          { from: range.to, insert: mark },
        ],
        range: EditorSelection.range(range.from + n, range.to + n),
      }
    })
    dispatch(state.update(tr, { scrollIntoView: true, userEvent: 'input' }))
    return true
  }

export const toggleBold = toggleWrap('**')
export const toggleItalic = toggleWrap('*')

/** The numbers of the lines a selection touches, each once. */
function selectedLines(state: EditorState): number[] {
  const numbers = new Set<number>()
  for (const range of state.selection.ranges) {
    const last = state.doc.lineAt(range.to).number
    for (let n = state.doc.lineAt(range.from).number; n <= last; n++) numbers.add(n)
  }
  return [...numbers]
}

/**
 * Sets or removes a line prefix on every selected line: `pattern` matches any prefix of the same
 * family (all heading levels, all list markers), replaced by `prefix`; a line that already has
 * exactly `prefix` loses it (the button toggles).
 */
const togglePrefix =
  (prefix: string, pattern: RegExp): StateCommand =>
  ({ state, dispatch }) => {
    const lines = selectedLines(state).map((n) => state.doc.line(n))
    const all = lines.every((line) => line.text.startsWith(prefix))
    const changes = lines.map((line) => {
      const existing = pattern.exec(line.text)?.[0] ?? ''
      return all
        ? { from: line.from, to: line.from + prefix.length }
        : { from: line.from, to: line.from + existing.length, insert: prefix }
    })
    dispatch(state.update({ changes, scrollIntoView: true, userEvent: 'input' }))
    return true
  }

const HEADING = /^#{1,6} /
export const toggleHeading = (level: 2 | 3): StateCommand =>
  togglePrefix(`${'#'.repeat(level)} `, HEADING)
export const toggleBulletList = togglePrefix('- ', /^([-*+]|\d+\.) /)
export const toggleNumberedList = togglePrefix('1. ', /^([-*+]|\d+\.) /)
export const toggleQuote = togglePrefix('> ', /^> ?/)

/**
 * Makes the selection a link: `[selection](url)` with `url` selected, so typing replaces it; an
 * empty selection gets `[text](url)` with "text" selected first.
 */
export const insertLinkTo =
  (url: string, placeholder = 'text'): StateCommand =>
  ({ state, dispatch }) => {
    const tr = state.changeByRange((range) => {
      const text = state.sliceDoc(range.from, range.to)
      const label = text || placeholder
      const insert = `[${label}](${url})`
      // the part to type next: the label when there was none, else the address
      const select = text
        ? { from: range.from + label.length + 3, to: range.from + insert.length - 1 }
        : { from: range.from + 1, to: range.from + 1 + label.length }
      return {
        changes: { from: range.from, to: range.to, insert },
        range: EditorSelection.range(select.from, select.to),
      }
    })
    dispatch(state.update(tr, { scrollIntoView: true, userEvent: 'input' }))
    return true
  }

export const insertLink = insertLinkTo('https://')
