import matter from 'gray-matter'
import type { z } from 'zod'
import {
  SolutionInput,
  pageValuesSchema,
  type PageKey,
  type PageValues,
} from '../schemas/index.js'

/** One reason a content file cannot be used, named by file and field. */
export interface ContentProblem {
  file: string
  field: string
  message: string
}

export type Decoded<T> = { ok: true; data: T } | { ok: false; problems: ContentProblem[] }

function problemsOf(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(file)',
    message: issue.message,
  }))
}

function fail<T>(file: string, message: string): Decoded<T> {
  return { ok: false, problems: [{ file, field: '(file)', message }] }
}

/** Markdown with front matter; the body is the record's long-text field. */
function decodeMarkdown<T>(
  file: string,
  text: string,
  bodyField: string,
  schema: z.ZodType<T>,
): Decoded<T> {
  let parsed: matter.GrayMatterFile<string>
  try {
    // passing options turns off gray-matter's global cache (which would grow forever)
    parsed = matter(text, {})
  } catch (error) {
    return fail(file, `Front matter is not valid YAML: ${(error as Error).message}`)
  }
  const result = schema.safeParse({ ...parsed.data, [bodyField]: parsed.content })
  return result.success ? { ok: true, data: result.data } : { ok: false, problems: problemsOf(file, result.error) }
}

function encodeMarkdown(data: Record<string, unknown>, bodyField: string): string {
  const { [bodyField]: body, ...frontMatter } = data
  const text = matter.stringify(`\n${String(body ?? '').trim()}\n`, frontMatter)
  return text.endsWith('\n') ? text : `${text}\n`
}

export function decodeSolution(file: string, text: string): Decoded<SolutionInput> {
  return decodeMarkdown(file, text, 'detailed_description', SolutionInput)
}

export function encodeSolution(data: SolutionInput): string {
  return encodeMarkdown(data, 'detailed_description')
}

export function decodePage(file: string, page: PageKey, text: string): Decoded<PageValues> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return fail(file, `Not valid JSON: ${(error as Error).message}`)
  }
  const result = pageValuesSchema(page).safeParse(json)
  return result.success
    ? { ok: true, data: result.data as PageValues }
    : { ok: false, problems: problemsOf(file, result.error) }
}

export function encodePage(values: PageValues): string {
  return `${JSON.stringify(values, null, 2)}\n`
}
