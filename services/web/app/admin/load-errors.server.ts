import { data } from 'react-router'
import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import { describeApiError } from './api-errors'

/** What an admin error boundary receives (as `error.data`) when a content-api call failed. */
export interface AdminLoadErrorData {
  message: string
}

function statusOf(error: unknown): number {
  if (error instanceof ContentApiUnreachableError) return 503
  if (error instanceof ContentApiError) return error.status >= 500 ? 502 : error.status
  return 500
}

/**
 * A failed content-api call as a thrown route error response. A thrown plain Error reaches the
 * browser as "Unexpected Server Error" in production; this keeps a message the editor can act on
 * ("Error: {message}" with Retry in the page's error boundary).
 */
export function loadFailure(error: unknown) {
  return data<AdminLoadErrorData>({ message: describeApiError(error) }, { status: statusOf(error) })
}

/** Awaits `work`; a content-api failure becomes a loadFailure (responses pass through). */
export async function orLoadFailure<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (error instanceof Response) throw error
    throw loadFailure(error)
  }
}
