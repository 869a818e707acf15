import { isMap, isNode, isScalar, isSeq, parseDocument } from 'yaml'
import type { ContentProblem } from '../content/codecs.js'
import { collections } from '../content/collections.js'
import { splitFrontMatter } from '../content/front-matter-edit.js'
import { locate } from '../content/layout.js'

/**
 * The 1-based line of a content file that a problem is about, so a pull request can show it beside
 * the offending key: the key (or list item) its field path names, the line a parser's syntax error
 * names, or line 1 when the file says nothing more precise (a missing key, an unreadable file).
 *
 * Front matter and JSON are both read with the `yaml` package, whose nodes carry their source
 * offsets (JSON is YAML's flow syntax); the values themselves were already validated elsewhere.
 */
export function problemLine(text: string, problem: ContentProblem): number {
  const segments = problem.field === '(file)' ? [] : problem.field.split('.')
  // a strict object names the keys it refuses only in the message; the first one is the place
  const refusedKey = /^Unrecognized keys?: "([^"]*)"/.exec(problem.message)?.[1]
  if (refusedKey !== undefined) segments.push(refusedKey)
  if (segments.length === 0) return syntaxErrorLine(text, problem.message) ?? 1
  if (!problem.file.endsWith('.md')) {
    const offset = pathOffset(parseDocument(text, { uniqueKeys: false }).contents, segments)
    return offset === null ? 1 : lineAt(text, offset)
  }
  const parts = splitFrontMatter(text)
  if (!parts) return 1
  const offset = pathOffset(parseDocument(parts.yaml, { uniqueKeys: false }).contents, segments)
  if (offset !== null) return lineAt(text, parts.open.length + offset)
  if (segments[0] === bodyFieldOf(problem.file)) {
    const bodyStart = parts.open.length + parts.yaml.length + parts.close.length
    // the body's first written line, past the blank line that usually follows the fence; a
    // problem of the text's own line N (a broken link) is N - 1 lines further
    const blank = parts.body.length - parts.body.trimStart().length
    return lineAt(text, bodyStart + blank) + (problem.textLine ?? 1) - 1
  }
  return 1
}

function bodyFieldOf(file: string): string | null {
  const location = locate(file)
  if (location?.kind !== 'record') return null
  return collections[location.collection].bodyField ?? 'body'
}

/** 1-based line of `offset` (a `\r\n` file counts the same: only `\n` ends a line). */
function lineAt(text: string, offset: number): number {
  let line = 1
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++
  return line
}

/**
 * The offset of the deepest key or list item of `segments` present in the document; a missing
 * key reports its parent's key (null when not even the first key is there).
 */
function pathOffset(root: unknown, segments: string[]): number | null {
  let node = root
  let offset: number | null = null
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment)
      if (!pair || !isNode(pair.key)) break
      offset = pair.key.range?.[0] ?? offset
      node = pair.value
    } else if (isSeq(node) && /^\d+$/.test(segment)) {
      const item = node.items[Number(segment)]
      if (!isNode(item)) break
      offset = item.range?.[0] ?? offset
      node = item
    } else break
  }
  return offset
}

/**
 * The line named by a syntax error's message: gray-matter's YAML parser says "at line N, column M"
 * counting from the opening `---` line (so N is the file's line), JSON.parse says "at position P"
 * or, for a file cut short, "Unexpected end of JSON input".
 */
function syntaxErrorLine(text: string, message: string): number | null {
  const yamlLine = /\bat line (\d+), column \d+/.exec(message)
  if (yamlLine) return Number(yamlLine[1])
  const jsonPosition = /\bat position (\d+)/.exec(message)
  if (jsonPosition) return lineAt(text, Number(jsonPosition[1]))
  // a file cut short: the last line written
  if (/end of JSON input/.test(message)) return lineAt(text, text.trimEnd().length)
  return null
}
