import { isDeepStrictEqual } from 'node:util'
import matter from 'gray-matter'
import type { z } from 'zod'
import {
  CompanySettings,
  NavigationDocument,
  navigationErrorsOf,
  RedirectsDocument,
  pageValuesSchema,
  type PageKey,
  type PageValues,
} from '@site/contract'
import { collections, type CollectionName } from './collections.js'
import { splitFrontMatter, editYaml } from './front-matter-edit.js'
import { editJson, lineEndingOf } from './json-edit.js'

/** One reason a content file cannot be used, named by file and field. */
export interface ContentProblem {
  file: string
  field: string
  message: string
  /** advice the content check prints without failing (SEO texts, check/seo-warnings.ts) */
  severity?: 'warning'
  /** the line within the field's Markdown text it is on (check/item-checks.ts), 1-based */
  textLine?: number
}

export type Decoded<T> = { ok: true; data: T } | { ok: false; problems: ContentProblem[] }

export type RecordData = Record<string, unknown>

function problemsOf(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(file)',
    message: issue.message,
  }))
}

function validate<T>(file: string, schema: z.ZodType<T>, value: unknown): Decoded<T> {
  const result = schema.safeParse(value)
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, problems: problemsOf(file, result.error) }
}

const fail = <T>(file: string, message: string): Decoded<T> => ({
  ok: false,
  problems: [{ file, field: '(file)', message }],
})

function parseJson(file: string, text: string): Decoded<unknown> {
  try {
    return { ok: true, data: JSON.parse(text) as unknown }
  } catch (error) {
    return fail(file, `Not valid JSON: ${(error as Error).message}`)
  }
}

/** Reads a record file of `collection`: Markdown with front matter, or JSON. */
export function decodeRecord(
  collection: CollectionName,
  file: string,
  text: string,
): Decoded<RecordData> {
  const def = collections[collection]
  if (def.format === 'json') {
    const json = parseJson(file, text)
    return json.ok ? validate(file, def.schema, json.data) : json
  }
  let parsed: matter.GrayMatterFile<string>
  try {
    // passing options turns off gray-matter's global cache (which would grow forever)
    parsed = matter(text, {})
  } catch (error) {
    return fail(file, `Front matter is not valid YAML: ${(error as Error).message}`)
  }
  return validate(file, def.schema, { ...parsed.data, [def.bodyField ?? 'body']: parsed.content })
}

/**
 * `text` (written with "\n") in the line endings of `previous`, the file it replaces: a file
 * written with "\r\n" keeps them even when it is written out whole.
 */
function inLineEndingsOf(previous: string, text: string): string {
  return lineEndingOf(previous) === '\r\n' ? text.replace(/\r?\n/g, '\r\n') : text
}

/** The canonical text of a record: what a new file gets. */
function canonicalRecord(collection: CollectionName, data: RecordData): string {
  const def = collections[collection]
  if (def.format === 'json') return `${JSON.stringify(data, null, 2)}\n`
  const bodyField = def.bodyField ?? 'body'
  const { [bodyField]: body, ...frontMatter } = data
  const text = matter.stringify(`\n${String(body ?? '').trim()}\n`, frontMatter)
  return text.endsWith('\n') ? text : `${text}\n`
}

/**
 * The text of a record file. Given the file's `previous` text, only what changed is rewritten:
 * the front matter or JSON keeps its comments, key order, quoting and layout, and the Markdown
 * body is replaced only when it changed, so a save's diff shows only the fields it changed.
 */
export function encodeRecord(
  collection: CollectionName,
  data: RecordData,
  previous?: string | null,
): string {
  if (previous === undefined || previous === null) return canonicalRecord(collection, data)
  const canonical = inLineEndingsOf(previous, canonicalRecord(collection, data))
  const file = collections[collection].name
  const before = decodeRecord(collection, file, previous)
  if (!before.ok) return canonical
  const edited = editRecordText(collection, previous, before.data, data)
  if (edited === null) return canonical
  // what is written must read back as exactly what was saved, or the canonical form is written
  const check = decodeRecord(collection, file, edited)
  const expected = decodeRecord(collection, file, canonical)
  return check.ok && expected.ok && isDeepStrictEqual(check.data, expected.data)
    ? edited
    : canonical
}

function editRecordText(
  collection: CollectionName,
  previous: string,
  before: RecordData,
  after: RecordData,
): string | null {
  const def = collections[collection]
  if (def.format === 'json') return editJson(previous, before, after)
  const parts = splitFrontMatter(previous)
  if (!parts) return null
  const bodyField = def.bodyField ?? 'body'
  const { [bodyField]: oldBody, ...oldFront } = before
  const { [bodyField]: newBody, ...newFront } = after
  const yaml = editYaml(parts.yaml, oldFront, newFront)
  if (yaml === null) return null
  let body = parts.body
  if (!isDeepStrictEqual(oldBody, newBody)) {
    const eol = lineEndingOf(previous)
    body = `\n${String(newBody ?? '').trim()}\n`.replace(/\r?\n/g, eol)
  }
  return parts.open + yaml + parts.close + body
}

export function decodePage(file: string, page: PageKey, text: string): Decoded<PageValues> {
  const json = parseJson(file, text)
  return json.ok ? (validate(file, pageValuesSchema(page), json.data) as Decoded<PageValues>) : json
}

export function decodeSettings(file: string, text: string): Decoded<CompanySettings> {
  const json = parseJson(file, text)
  return json.ok ? validate(file, CompanySettings, json.data) : json
}

export function decodeRedirects(file: string, text: string): Decoded<RedirectsDocument> {
  const json = parseJson(file, text)
  return json.ok ? validate(file, RedirectsDocument, json.data) : json
}

/** The menus file; a problem names its menu and item ("Header menu, item 2.1: ..."). */
export function decodeNavigation(file: string, text: string): Decoded<NavigationDocument> {
  const json = parseJson(file, text)
  if (!json.ok) return json
  const result = NavigationDocument.safeParse(json.data)
  if (result.success) return { ok: true, data: result.data }
  return {
    ok: false,
    problems: Object.entries(navigationErrorsOf(result.error)).map(([field, message]) => ({
      file,
      field,
      message,
    })),
  }
}

/**
 * Pages and settings are JSON documents; a new one is written with two-space indentation, an
 * existing one (`previous`) keeps its layout and only its changed values are rewritten. `schema`
 * reads `previous` as the service does.
 */
export function encodeDocument(
  values: unknown,
  previous?: string | null,
  schema?: z.ZodType,
): string {
  const fresh = `${JSON.stringify(values, null, 2)}\n`
  if (previous === undefined || previous === null) return fresh
  const canonical = inLineEndingsOf(previous, fresh)
  let before: unknown
  try {
    before = JSON.parse(previous)
  } catch {
    return canonical
  }
  // compared as read (defaults filled in), so a default is not written out as a change
  if (schema) {
    const read = schema.safeParse(before)
    if (!read.success) return canonical
    before = read.data
  }
  const edited = editJson(previous, before, values)
  if (edited === null) return canonical
  try {
    const raw: unknown = JSON.parse(edited)
    const read = schema ? schema.safeParse(raw) : { success: true, data: raw }
    return read.success && holds(read.data, values) ? edited : canonical
  } catch {
    return canonical
  }
}

/** Every value of `expected` is in `actual` (keys `expected` does not have may stay). */
function holds(actual: unknown, expected: unknown): boolean {
  if (
    typeof expected === 'object' &&
    expected !== null &&
    !Array.isArray(expected) &&
    typeof actual === 'object' &&
    actual !== null &&
    !Array.isArray(actual)
  ) {
    const a = actual as Record<string, unknown>
    return Object.entries(expected).every(([k, v]) => v === undefined || holds(a[k], v))
  }
  return isDeepStrictEqual(actual, expected)
}
