import type { LanguageCode } from '@site/contract'
import { frenchTypography } from './french-typography'

/**
 * How each language prints what editors type: applied to the content a public page reads, at
 * render (load-context.server.ts), so editors type ordinary spaces and the page still follows the
 * language's typography. Like the catalogue, one entry per language (a new language without one is
 * a type error); `null` leaves the text as typed.
 */
export const typography: Record<LanguageCode, ((text: string) => string) | null> = {
  en: null,
  ar: null,
  fr: frenchTypography,
}

/** Every string of a JSON value passed through `print` (keys and non-strings as they are). */
export function printedJson(value: unknown, print: (text: string) => string): unknown {
  if (typeof value === 'string') return print(value)
  if (Array.isArray(value)) return value.map((item) => printedJson(item, print))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, printedJson(item, print)]),
    )
  }
  return value
}

/**
 * A fetch whose JSON answers have every string printed by `print`: content-api's text as the
 * language prints it (slugs, URLs, e-mails, telephone numbers and dates pass through unchanged:
 * the rules leave what is not prose alone).
 */
export function printingFetch(
  fetchFn: typeof fetch,
  print: (text: string) => string,
): typeof fetch {
  return async (input, init) => {
    const res = await fetchFn(input, init)
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('application/json')) return res
    const body = printedJson(await res.json(), print)
    const headers = new Headers(res.headers)
    headers.delete('content-length')
    headers.delete('content-encoding')
    return new Response(JSON.stringify(body), {
      status: res.status,
      statusText: res.statusText,
      headers,
    })
  }
}
