import { data } from 'react-router'
import { z } from 'zod'
import { can, collectionDefinitions, canScheduleUnpublish } from '@site/contract'
import { describeApiError, sessionEndedMessage, writeFailureOf } from '../api-errors'
import type { getEditor } from '../../session.server'
import { getActionEditor } from '../../session.server'
import { collectionOf } from '../collection/collection.server'
import { zonedToInstant } from '../drafts/zoned-time'
import type { UnpublishResult } from './unpublish-intent'

type Context = Parameters<typeof getEditor>[1]

const Form = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('unpublish-at'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date'),
    time: z.string().regex(/^\d{2}:\d{2}$/, 'Enter a time'),
  }),
  z.object({ intent: z.literal('unpublish-cancel') }),
])

const SESSION_ENDED = sessionEndedMessage('the schedule was not changed', 'press the button again')

/**
 * The record editor's "Unpublish at" (date and time in the company's zone) and its Cancel:
 * content-api's POST/DELETE `/<collection>/<slug>/unpublish-at`. Each refusal answers with what
 * was typed and content-api's reason (a time passed, a record not shown), never an error page.
 */
export async function unpublishAction(
  request: Request,
  context: Context,
  params: { collection?: string; slug?: string },
) {
  const collection = collectionOf(params.collection)
  const slug = params.slug ?? ''
  const form = Object.fromEntries(await request.formData())
  const typed = {
    ...(typeof form.date === 'string' ? { date: form.date } : {}),
    ...(typeof form.time === 'string' ? { time: form.time } : {}),
  }
  const intent = form.intent === 'unpublish-cancel' ? 'unpublish-cancel' : 'unpublish-at'
  const fail = (status: number, result: Partial<UnpublishResult>) =>
    data<UnpublishResult>({ intent, ok: false, fieldErrors: {}, ...typed, ...result }, { status })

  if (!canScheduleUnpublish(collectionDefinitions[collection].fields))
    return fail(400, { formError: 'These records cannot be hidden, so not unpublished either.' })
  const parsed = Form.safeParse(form)
  if (!parsed.success)
    return fail(400, { fieldErrors: { at: parsed.error.issues[0]?.message ?? 'Enter a time' } })

  const found = await getActionEditor(request, context)
  if ('unavailable' in found) return fail(503, { formError: found.unavailable })
  const { editor } = found
  if (!editor) return fail(401, { formError: SESSION_ENDED, sessionEnded: true })
  if (!can(editor.user.role, 'records', 'update'))
    return fail(403, { formError: 'You may not change this record.' })

  const records = editor.api.records(collection)
  try {
    if (parsed.data.intent === 'unpublish-cancel') await records.cancelUnpublish(slug)
    else {
      const timeZone = context.config.companyTimeZone ?? 'Asia/Dubai'
      const at = zonedToInstant(parsed.data.date, parsed.data.time, timeZone)
      if (!at) return fail(400, { fieldErrors: { at: 'Enter a date and time that exist' } })
      await records.unpublishAt(slug, at.toISOString())
    }
    return { intent, ok: true, fieldErrors: {} } satisfies UnpublishResult
  } catch (error) {
    const failure = writeFailureOf(error)
    switch (failure.kind) {
      case 'session-ended':
        return fail(401, { formError: SESSION_ENDED, sessionEnded: true })
      case 'unavailable':
        return fail(failure.status === 500 ? 503 : failure.status, { formError: failure.message })
      case 'conflict':
        return fail(409, { formError: describeApiError(error) })
      case 'refused':
        return fail(
          failure.status,
          failure.fields.at
            ? { fieldErrors: { at: failure.fields.at } }
            : { formError: failure.message },
        )
    }
  }
}
