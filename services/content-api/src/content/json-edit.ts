import { isDeepStrictEqual } from 'node:util'

/**
 * Format-preserving JSON writes: given a file's text, the values it held and the values to write,
 * returns the text with only the changed values re-serialised. Indentation, key order, line endings
 * and every untouched value stay byte-identical. Returns null when it cannot (the caller then
 * writes the canonical form).
 */

interface Span {
  start: number
  end: number
}
type JsonNode =
  | (Span & { kind: 'object'; members: Array<{ key: string; start: number; value: JsonNode }> })
  | (Span & { kind: 'array' | 'scalar' })

export interface TextEdit {
  start: number
  end: number
  text: string
}

class Scanner {
  constructor(
    readonly text: string,
    public pos = 0,
  ) {}

  skip() {
    while (/\s/.test(this.text.charAt(this.pos))) this.pos++
  }

  string(): string {
    const start = this.pos
    this.pos++ // opening quote
    while (this.pos < this.text.length && this.text[this.pos] !== '"') {
      this.pos += this.text[this.pos] === '\\' ? 2 : 1
    }
    this.pos++
    return JSON.parse(this.text.slice(start, this.pos)) as string
  }

  value(): JsonNode {
    this.skip()
    const start = this.pos
    const c = this.text[this.pos]
    if (c === '{') {
      this.pos++
      const members: Array<{ key: string; start: number; value: JsonNode }> = []
      this.skip()
      while (this.text[this.pos] === '"') {
        const keyStart = this.pos
        const key = this.string()
        this.skip()
        this.pos++ // ':'
        members.push({ key, start: keyStart, value: this.value() })
        this.skip()
        if (this.text[this.pos] === ',') this.pos++
        this.skip()
      }
      this.pos++ // '}'
      return { kind: 'object', start, end: this.pos, members }
    }
    if (c === '[') {
      this.pos++
      this.skip()
      while (this.text[this.pos] !== ']' && this.pos < this.text.length) {
        this.value()
        this.skip()
        if (this.text[this.pos] === ',') this.pos++
        this.skip()
      }
      this.pos++
      return { kind: 'array', start, end: this.pos }
    }
    if (c === '"') {
      this.string()
      return { kind: 'scalar', start, end: this.pos }
    }
    while (this.pos < this.text.length && !/[\s,\]}]/.test(this.text.charAt(this.pos))) this.pos++
    return { kind: 'scalar', start, end: this.pos }
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The whitespace a line starts with, for the line holding `offset`. */
export function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? ''
}

/** The line ending a file is written with: "\r\n" when it has any, else "\n". */
export const lineEndingOf = (text: string): '\r\n' | '\n' => (text.includes('\r\n') ? '\r\n' : '\n')

/** Applies non-overlapping edits; null when two overlap. */
export function applyEdits(text: string, edits: TextEdit[]): string | null {
  const sorted = [...edits].sort((a, b) => a.start - b.start)
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]
    const edit = sorted[i]
    if (prev && edit && edit.start < prev.end) return null
  }
  let out = text
  for (const edit of sorted.reverse())
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  return out
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`
  if (isPlainObject(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined)
    return entries.length === 0
      ? '{}'
      : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`
  }
  return JSON.stringify(value ?? null)
}

export function editJson(previous: string, before: unknown, after: unknown): string | null {
  let root: JsonNode
  try {
    JSON.parse(previous)
    const scanner = new Scanner(previous)
    root = scanner.value()
  } catch {
    return null
  }
  const eol = lineEndingOf(previous)
  const firstIndented = /\n([ \t]+)\S/.exec(previous)
  const unit = firstIndented?.[1] ?? '  '

  const render = (value: unknown, indent: string, singleLine: boolean) =>
    singleLine
      ? inline(value)
      : JSON.stringify(value ?? null, null, unit)
          .split('\n')
          .map((line, i) => (i === 0 ? line : indent + line))
          .join(eol)

  const edits: TextEdit[] = []
  const walk = (node: JsonNode, old: unknown, next: unknown) => {
    if (isDeepStrictEqual(old, next)) return
    const singleLine = !previous.slice(node.start, node.end).includes('\n')
    if (node.kind !== 'object' || !isPlainObject(old) || !isPlainObject(next)) {
      edits.push({
        start: node.start,
        end: node.end,
        text: render(next, lineIndent(previous, node.start), singleLine),
      })
      return
    }
    const { members } = node
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || isDeepStrictEqual(old[key], value)) continue
      const member = members.find((m) => m.key === key)
      if (member) {
        walk(member.value, old[key], value)
        continue
      }
      const last = members[members.length - 1]
      const rendered = (indent: string) => `${JSON.stringify(key)}: ${render(value, indent, false)}`
      if (last) {
        const indent = lineIndent(previous, last.start)
        const separator = singleLine ? ', ' : `,${eol}${indent}`
        const text = singleLine
          ? `${separator}${JSON.stringify(key)}: ${inline(value)}`
          : `${separator}${rendered(indent)}`
        edits.push({ start: last.value.end, end: last.value.end, text })
      } else {
        const outer = lineIndent(previous, node.start)
        edits.push({
          start: node.start,
          end: node.end,
          text: `{${eol}${outer}${unit}${rendered(outer + unit)}${eol}${outer}}`,
        })
      }
    }
    for (const key of Object.keys(old)) {
      if (key in next && next[key] !== undefined) continue
      const index = members.findIndex((m) => m.key === key)
      const member = members[index]
      if (!member) continue
      const following = members[index + 1]
      const preceding = members[index - 1]
      if (following) edits.push({ start: member.start, end: following.start, text: '' })
      else if (preceding)
        edits.push({ start: preceding.value.end, end: member.value.end, text: '' })
      else edits.push({ start: node.start, end: node.end, text: '{}' })
    }
  }
  walk(root, before, after)
  return applyEdits(previous, edits)
}
