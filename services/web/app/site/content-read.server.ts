import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import { data } from 'react-router'
import { log } from '../log.server'

/**
 * The public pages' policy when content-api cannot answer (honest when a part is down):
 * a page is never answered 200 with empty content, which a crawler or CDN would keep. Instead the
 * loader throws a 503 with Retry-After and no-store; the public layout's error boundary shows the
 * designed "temporarily unavailable" page with the site chrome (site/RouteError.tsx).
 *
 * "No records" is not "down": an empty list from content-api is an empty state, not a 503.
 */

/** How long a crawler or browser should wait before asking again. */
export const retryAfterSeconds = 30

/** Headers of every "temporarily unavailable" answer: retry soon, keep no copy. */
export const unavailableHeaders = {
  'Retry-After': String(retryAfterSeconds),
  'Cache-Control': 'no-store',
} as const

/** content-api could not be reached, timed out, was overloaded or failed on its side. */
export function isContentUnavailable(error: unknown): boolean {
  if (error instanceof ContentApiUnreachableError) return true
  return error instanceof ContentApiError && (error.status >= 500 || error.status === 429)
}

/** The 503 a public loader throws: `throw contentUnavailable('solutions', error)`. */
export function contentUnavailable(what: string, error: unknown) {
  log.warn('content_unavailable', { what, error })
  return data(null, { status: 503, headers: unavailableHeaders })
}

/**
 * Runs a content-api read for a public page. Content-api down -> throws the 503 response;
 * any other failure (a bug: a 400 from our own request) propagates as the error it is.
 */
export async function readPublic<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (isContentUnavailable(error)) throw contentUnavailable(what, error)
    throw error
  }
}

/** For a route's `headers` export: the thrown 503's Retry-After and no-store reach the browser. */
export function errorOrLoaderHeaders({
  errorHeaders,
  loaderHeaders,
}: {
  errorHeaders?: Headers
  loaderHeaders: Headers
}): Headers {
  return errorHeaders ?? loaderHeaders
}
