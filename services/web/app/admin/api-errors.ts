import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'

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

/**
 * What a failed content-api write means to the editor, the same for every admin form: each
 * action then words it for its own form (what was not done, which button to press again).
 */
export type WriteFailure =
  /** the session ended: nothing was written, sign in again (the form keeps what was typed) */
  | { kind: 'session-ended'; status: 401 }
  /** someone else saved since the editor loaded it; `current` is their version when sent */
  | { kind: 'conflict'; status: 409; current: unknown }
  /** content-api refused it: its message, its per-field messages and its code */
  | {
      kind: 'refused'
      status: number
      code: string
      message: string
      fields: Record<string, string>
    }
  /** content-api could not be reached (503) or failed itself (502), or the call broke (500) */
  | { kind: 'unavailable'; status: 500 | 502 | 503; message: string }

export function writeFailureOf(error: unknown): WriteFailure {
  if (error instanceof ContentApiUnreachableError)
    return { kind: 'unavailable', status: 503, message: UNREACHABLE_MESSAGE }
  if (!(error instanceof ContentApiError))
    return { kind: 'unavailable', status: 500, message: describeApiError(error) }
  if (error.status === 401) return { kind: 'session-ended', status: 401 }
  if (error.status === 409 && error.code === 'conflict') {
    const current = (error.body as { error?: { current?: unknown } } | undefined)?.error?.current
    return { kind: 'conflict', status: 409, current: current ?? null }
  }
  if (error.status >= 500) return { kind: 'unavailable', status: 502, message: error.message }
  return {
    kind: 'refused',
    status: error.status,
    code: error.code,
    message: error.message,
    fields: error.fields,
  }
}

/**
 * "Your session has ended, so nothing was saved. Sign in again in a new tab, then press Save
 * again." - the one sentence every admin form says when a write finds the session gone.
 */
export function sessionEndedMessage(
  notDone: string,
  retry: string,
  options: { newTab?: boolean; kept?: boolean } = {},
): string {
  const where = options.newTab === false ? '' : ' in a new tab'
  const kept = options.kept ? '; your edits are kept below' : ''
  return `Your session has ended, so ${notDone}. Sign in again${where}, then ${retry}${kept}.`
}
