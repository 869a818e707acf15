import { ContentApiError, ContentApiUnreachableError } from '@site/content-api/client'

export const UNREACHABLE_MESSAGE =
  'The content service is not reachable right now. Check that content-api is running, then retry.'

/**
 * A message an editor can act on, for a failed content-api call. The unreachable error's own
 * message names internal URLs, which mean nothing to an editor.
 */
export function describeApiError(error: unknown): string {
  if (error instanceof ContentApiUnreachableError) return UNREACHABLE_MESSAGE
  if (error instanceof ContentApiError) return error.message
  if (error instanceof Error) return error.message
  return 'An error occurred'
}
