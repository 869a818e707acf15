import { data, type AppLoadContext } from 'react-router'
import { ContentApiError } from '@site/contract/client'
import { errorsByField, Redirect, can, fieldErrorsOf } from '@site/contract'
import { describeApiError, sessionEndedMessage, writeFailureOf } from '../api-errors'
import { orLoadFailure } from '../load-errors.server'
import { getEditor, requireEditor } from '../../session.server'
import { adminI18n, adminLanguageOf, type AdminI18n } from '../i18n/admin-i18n'

/** /admin/redirects: the redirects in force (content-api leaves out those a live page hides). */
export async function redirectsLoader(request: Request, context: AppLoadContext) {
  const { api } = await requireEditor(request, context)
  return orLoadFailure(api.redirects())
}

/** What the page's forms answer: which form, whether it worked, and what to say. */
export interface RedirectsActionData {
  intent: string
  ok: boolean
  message: string
  fieldErrors?: { from?: string; to?: string }
  /** the add form's values, kept after a refusal */
  values?: { from: string; to: string }
}

export const SESSION_ENDED_MESSAGE = sessionEndedMessage('nothing was changed', 'retry here')

/**
 * `intent=add` (from, to) and `intent=delete` (from): each applies its one change to the list as
 * content-api has it now and saves it from that version, so two editors adding at once both
 * keep theirs (a 409 is left only to the same millisecond).
 */
export async function redirectsAction(request: Request, context: AppLoadContext) {
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const text = (name: string) => String(form.get(name) ?? '').trim()
  const values = { from: text('from'), to: text('to') }
  const answer = (status: number, result: Omit<RedirectsActionData, 'intent'>) =>
    data<RedirectsActionData>({ intent, ...result }, { status })
  const kept = intent === 'add' ? { values } : {}

  let editor
  try {
    editor = await getEditor(request, context)
  } catch (error) {
    const message = (error as { data?: { message?: unknown } }).data?.message
    return answer(503, {
      ok: false,
      message: typeof message === 'string' ? message : describeApiError(error),
      ...kept,
    })
  }
  if (!editor) return answer(401, { ok: false, message: SESSION_ENDED_MESSAGE, ...kept })
  const { t } = adminI18n(adminLanguageOf(editor.user))
  if (!can(editor.user.role, 'redirects', 'update'))
    return answer(403, { ok: false, message: t('redirects.mayNotChange'), ...kept })
  const { api } = editor

  try {
    if (intent === 'add') {
      const parsed = Redirect.safeParse(values)
      if (!parsed.success) {
        const fieldErrors = errorsByField(fieldErrorsOf(parsed.error))
        return answer(400, {
          ok: false,
          message: t('redirects.notAdded'),
          fieldErrors,
          values,
        })
      }
      const current = await api.redirects()
      try {
        await api.updateRedirects(current.version, [...current.redirects, parsed.data])
      } catch (error) {
        // content-api names the new entry's fields by its place in the list: the last one
        const fields = error instanceof ContentApiError ? error.fields : {}
        const mine = `redirects.${current.redirects.length}.`
        const fieldErrors = Object.fromEntries(
          Object.entries(fields)
            .filter(([key]) => key.startsWith(mine))
            .map(([key, message]) => [key.slice(mine.length), message]),
        )
        if (
          error instanceof ContentApiError &&
          error.status === 400 &&
          Object.keys(fieldErrors).length
        )
          return answer(400, {
            ok: false,
            message: t('redirects.notAdded'),
            fieldErrors,
            values,
          })
        throw error
      }
      return answer(200, {
        ok: true,
        message: t('redirects.added', { from: parsed.data.from, to: parsed.data.to }),
      })
    }
    if (intent === 'delete') {
      const from = text('from')
      if (!from) return answer(400, { ok: false, message: t('redirects.nothingToDelete') })
      const current = await api.redirects()
      const next = current.redirects.filter((r) => r.from !== from)
      if (next.length === current.redirects.length)
        return answer(404, { ok: false, message: t('redirects.gone', { from }) })
      await api.updateRedirects(current.version, next)
      return answer(200, { ok: true, message: t('redirects.removed', { from }) })
    }
    return answer(400, { ok: false, message: t('inbox.unknownAction') })
  } catch (error) {
    return failure(intent, error, kept, t)
  }
}

/** A failed content-api call as the action's answer (503 when content-api is down). */
function failure(
  intent: string,
  error: unknown,
  kept: Partial<RedirectsActionData>,
  t: AdminI18n['t'],
) {
  if (error instanceof Response) throw error
  const failure = writeFailureOf(error)
  const { status } = failure
  const message =
    failure.kind === 'session-ended'
      ? SESSION_ENDED_MESSAGE
      : failure.kind === 'conflict'
        ? t('redirects.conflict')
        : failure.message
  return data<RedirectsActionData>({ intent, ok: false, message, ...kept }, { status })
}
