import { data } from 'react-router'
import { errorsByField } from '@site/contract'
import { ContentApiError, ContentApiUnreachableError } from '@site/contract/client'
import { describeApiError } from '../api-errors'
import { forbidden } from './roles.server'

/** What the users and account actions answer: which form, whether it worked, and what to say. */
export interface AccountActionData {
  intent: string
  ok: boolean
  message?: string
  fieldErrors?: Partial<Record<string, string>>
  /** echoed back so the admin need not retype them (never passwords) */
  values?: Record<string, string>
}

export function actionOk(intent: string, message: string) {
  return data<AccountActionData>({ intent, ok: true, message })
}

export function actionInvalid(
  intent: string,
  fields: Record<string, string>,
  values?: Record<string, string>,
  message = 'Some fields need attention',
) {
  return data<AccountActionData>(
    {
      intent,
      ok: false,
      message,
      fieldErrors: errorsByField(fields),
      ...(values ? { values } : {}),
    },
    { status: 400 },
  )
}

/**
 * A failed content-api call as the action's answer: its status (400, 404, 409; 503 when
 * content-api is down) and message; the field errors it named. 403 becomes the page's "admins
 * only" error; redirects (a thrown Response) pass through.
 */
export function actionFailure(intent: string, error: unknown, values?: Record<string, string>) {
  if (error instanceof Response) throw error
  if (error instanceof ContentApiError && error.status === 403) throw forbidden(error.message)
  const status =
    error instanceof ContentApiUnreachableError
      ? 503
      : error instanceof ContentApiError
        ? error.status >= 500
          ? 502
          : error.status
        : 500
  const fields = error instanceof ContentApiError ? error.fields : {}
  return data<AccountActionData>(
    {
      intent,
      ok: false,
      message: describeApiError(error),
      fieldErrors: errorsByField(fields),
      ...(values ? { values } : {}),
    },
    { status },
  )
}
