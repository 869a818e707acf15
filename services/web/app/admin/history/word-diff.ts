/** A run of words of a changed text: kept on both sides, or only on one. */
export interface WordPart {
  text: string
  kind: 'same' | 'removed' | 'added'
}

/**
 * The most word pairs compared between two changed middles (their LCS table's cells): beyond it
 * the whole middle is marked as changed, so a long rewritten text costs bounded time and memory.
 */
const MAX_CELLS = 250_000

const tokens = (text: string) => text.split(/(\s+)/).filter((token) => token !== '')

function push(parts: WordPart[], text: string, kind: WordPart['kind']) {
  if (text === '') return
  const last = parts[parts.length - 1]
  if (last && last.kind === kind) last.text += text
  else parts.push({ text, kind })
}

/**
 * Which words of a text field changed between two versions: `then` is the older text with the
 * words taken out marked 'removed', `now` the newer with the words put in marked 'added'. Words
 * and the spaces between them are compared as they are (longest common subsequence).
 */
export function wordDiff(before: string, after: string): { then: WordPart[]; now: WordPart[] } {
  const a = tokens(before)
  const b = tokens(after)
  // the common start and end first: most edits change a few words in the middle
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const midA = a.slice(start, endA)
  const midB = b.slice(start, endB)
  const then: WordPart[] = []
  const now: WordPart[] = []
  const head = a.slice(0, start).join('')
  push(then, head, 'same')
  push(now, head, 'same')

  if (midA.length * midB.length > MAX_CELLS) {
    push(then, midA.join(''), 'removed')
    push(now, midB.join(''), 'added')
  } else {
    // lcs[i][j]: the longest common run of midA[i..] and midB[j..]
    const width = midB.length + 1
    const lcs = new Uint32Array((midA.length + 1) * width)
    for (let i = midA.length - 1; i >= 0; i--)
      for (let j = midB.length - 1; j >= 0; j--)
        lcs[i * width + j] =
          midA[i] === midB[j]
            ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
            : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0)
    let i = 0
    let j = 0
    while (i < midA.length || j < midB.length) {
      const x = midA[i]
      const y = midB[j]
      if (x !== undefined && x === y) {
        push(then, x, 'same')
        push(now, x, 'same')
        i++
        j++
      } else if (
        y === undefined ||
        (x !== undefined && (lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0))
      ) {
        push(then, x ?? '', 'removed')
        i++
      } else {
        push(now, y, 'added')
        j++
      }
    }
  }
  const tail = a.slice(endA).join('')
  push(then, tail, 'same')
  push(now, tail, 'same')
  return { then, now }
}
