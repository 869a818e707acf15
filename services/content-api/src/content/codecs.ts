import matter from 'gray-matter'
import type { z } from 'zod'
import {
  CompanySettings,
  pageValuesSchema,
  type PageKey,
  type PageValues,
} from '../schemas/index.js'
import { collections, type CollectionName } from './collections.js'

/** One reason a content file cannot be used, named by file and field. */
export interface ContentProblem {
  file: string
  field: string
  message: string
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

export function encodeRecord(collection: CollectionName, data: RecordData): string {
  const def = collections[collection]
  if (def.format === 'json') return `${JSON.stringify(data, null, 2)}\n`
  const bodyField = def.bodyField ?? 'body'
  const { [bodyField]: body, ...frontMatter } = data
  const text = matter.stringify(`\n${String(body ?? '').trim()}\n`, frontMatter)
  return text.endsWith('\n') ? text : `${text}\n`
}

export function decodePage(file: string, page: PageKey, text: string): Decoded<PageValues> {
  const json = parseJson(file, text)
  return json.ok ? (validate(file, pageValuesSchema(page), json.data) as Decoded<PageValues>) : json
}

export function decodeSettings(file: string, text: string): Decoded<CompanySettings> {
  const json = parseJson(file, text)
  return json.ok ? validate(file, CompanySettings, json.data) : json
}

/** Pages and settings are JSON documents written with two-space indentation. */
export const encodeDocument = (values: unknown) => `${JSON.stringify(values, null, 2)}\n`
