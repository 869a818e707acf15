import { isDeepStrictEqual } from 'node:util'
import {
  Document,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Node,
  type Pair,
  type YAMLMap,
} from 'yaml'
import { applyEdits, lineEndingOf, type TextEdit } from './json-edit.js'

/**
 * Format-preserving front matter writes with the `yaml` package's Document API: the existing
 * front matter is parsed, and only the pairs whose value changed are re-serialised (keeping their
 * key as written, their quoting, block or flow style); comments, key order and every other line
 * stay byte-identical. Returns null when the text cannot be edited this way.
 */

export interface FrontMatterParts {
  /** everything up to and including the opening `---` line */
  open: string
  /** the YAML between the fences (ends with its last line break, if any) */
  yaml: string
  /** the closing `---` line, with its line break */
  close: string
  body: string
}

export function splitFrontMatter(text: string): FrontMatterParts | null {
  const open = /^(?:\uFEFF)?---[ \t]*\r?\n/.exec(text)
  if (!open) return null
  const rest = text.slice(open[0].length)
  const close = /(^|\n)---[ \t]*(\r?\n|$)/.exec(rest)
  if (!close) return null
  const yamlEnd = close.index + close[1]!.length
  return {
    open: open[0],
    yaml: rest.slice(0, yamlEnd),
    close: rest.slice(yamlEnd, close.index + close[0].length),
    body: rest.slice(close.index + close[0].length),
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const column = (text: string, offset: number) => offset - (text.lastIndexOf('\n', offset - 1) + 1)

const keyName = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : null)

/** The range a pair covers in the source, from its key to the end of its value. */
function pairSpan(pair: Pair): { start: number; end: number } | null {
  const key = pair.key as Node | null
  if (!key?.range) return null
  const value = pair.value as Node | null
  return { start: key.range[0], end: value?.range ? value.range[1] : key.range[1] }
}

/** `key: value` rendered in the style of the pair it replaces (if any), at `indent`. */
function renderPair(
  source: string,
  key: string,
  value: unknown,
  old: Pair | undefined,
  indent: string,
  eol: string,
): string {
  // YAML 1.1 quotes strings a 1.1 reader (gray-matter's js-yaml) would take for dates or booleans
  const doc = new Document({ [key]: value }, { version: '1.1' })
  const pair = (doc.contents as YAMLMap).items[0] as Pair
  const node = pair.value as Node
  const oldNode = old?.value as Node | null | undefined
  let indentSeq = true
  let width = 2
  if (oldNode && isScalar(oldNode) && isScalar(node) && typeof value === 'string') {
    if (oldNode.type && oldNode.type !== 'PLAIN') node.type = oldNode.type
  }
  if (oldNode && isCollection(oldNode) && isCollection(node)) {
    if (oldNode.flow) node.flow = true
    const keyNode = old?.key as Node | undefined
    const first = oldNode.items[0] as Node | Pair | undefined
    const firstNode = (first && 'key' in first ? first.key : first) as Node | undefined
    if (!oldNode.flow && keyNode?.range && firstNode?.range) {
      const offset = column(source, firstNode.range[0]) - column(source, keyNode.range[0])
      if (isSeq(oldNode)) {
        indentSeq = offset > 2
        if (offset > 2) width = offset - 2
      } else if (offset > 0) width = offset
    }
  }
  let text = doc.toString({ lineWidth: 0, indent: width, indentSeq })
  // keep the key exactly as it was written (quoting and all)
  if (old && (old.key as Node | null)?.range) {
    const oldKey = old.key as Node
    const renderedKey = (parseDocument(text).contents as YAMLMap).items[0]?.key as Node | undefined
    if (renderedKey?.range) {
      text = source.slice(oldKey.range![0], oldKey.range![1]) + text.slice(renderedKey.range[1])
    }
  }
  return text
    .replace(/\n$/, '')
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : indent + line))
    .join(eol)
}

/** Edits `yaml` (a block map at the top) from the values `before` to `after`. */
export function editYaml(
  yaml: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string | null {
  const doc = parseDocument(yaml, { keepSourceTokens: false })
  if (doc.errors.length > 0) return null
  const eol = lineEndingOf(yaml)
  const edits: TextEdit[] = []
  const contents = doc.contents as Node | null
  if (contents !== null && (!isMap(contents) || contents.flow)) return null

  const lineEnd = (offset: number) => {
    const nl = yaml.indexOf('\n', offset)
    return nl === -1 ? yaml.length : nl + 1
  }

  const walk = (
    map: YAMLMap | null,
    indent: string,
    insertAt: number,
    old: Record<string, unknown>,
    next: Record<string, unknown>,
  ) => {
    const pairs = (map?.items ?? []) as Pair[]
    const appended: string[] = []
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || isDeepStrictEqual(old[key], value)) continue
      const pair = pairs.find((p) => keyName(p) === key)
      const span = pair ? pairSpan(pair) : null
      if (!pair || !span) {
        appended.push(renderPair(yaml, key, value, undefined, indent, eol))
        continue
      }
      const valueNode = pair.value as Node | null
      const oldValue = old[key]
      if (
        isPlainObject(oldValue) &&
        isPlainObject(value) &&
        valueNode &&
        isMap(valueNode) &&
        !valueNode.flow &&
        valueNode.items.length > 0 &&
        valueNode.range
      ) {
        const firstKey = (valueNode.items[0] as Pair).key as Node
        const nested = ' '.repeat(column(yaml, firstKey.range![0]))
        walk(valueNode, nested, valueNode.range[1], oldValue, value)
        continue
      }
      let { end } = span
      const rendered = renderPair(yaml, key, value, pair, indent, eol)
      const endsLine = yaml.slice(span.start, end).endsWith('\n')
      // a value that grows to several lines takes its whole line (an inline comment after it
      // would otherwise land inside the new block)
      if (!endsLine && rendered.includes('\n')) end = lineEnd(end)
      edits.push({
        start: span.start,
        end,
        text: endsLine || end !== span.end ? rendered + eol : rendered,
      })
    }
    for (const key of Object.keys(old)) {
      if (next[key] !== undefined) continue
      const pair = pairs.find((p) => keyName(p) === key)
      const span = pair ? pairSpan(pair) : null
      if (!span) continue
      const start = span.start - column(yaml, span.start)
      const end = yaml.slice(span.start, span.end).endsWith('\n') ? span.end : lineEnd(span.end)
      edits.push({ start, end, text: '' })
    }
    if (appended.length > 0) {
      const needsBreak = insertAt > 0 && yaml[insertAt - 1] !== '\n'
      const text = appended.map((line) => indent + line + eol).join('')
      edits.push({ start: insertAt, end: insertAt, text: (needsBreak ? eol : '') + text })
    }
  }
  walk(contents as YAMLMap | null, '', yaml.length, before, after)
  return applyEdits(yaml, edits)
}
