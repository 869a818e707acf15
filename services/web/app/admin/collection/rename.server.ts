import { data, redirect } from 'react-router'
import { Slug, can, collectionDefinitions } from '@site/contract'
import { sessionEndedMessage, writeFailureOf } from '../api-errors'
import type { getEditor } from '../../session.server'
import { getActionEditor } from '../../session.server'
import { collectionOf } from './collection.server'
import { RENAMED_PARAM } from './renamed-param'

type Context = Parameters<typeof getEditor>[1]

/** What a refused rename answers; the edit page shows it on the Web address form. */
export interface RenameResult {
  intent: 'rename'
  /** what the editor typed, kept */
  to: string
  fieldErrors: { to?: string }
  formError?: string
  sessionEnded?: boolean
}

export const RENAME_SESSION_ENDED = sessionEndedMessage(
  'the address was not changed',
  'press Rename here again',
)

/**
 * The edit page's `intent=rename`: a new slug for the record (content-api moves the file, makes
 * its referrers follow and redirects the old address). Success lands on the new edit address with
 * a notice; every refusal answers its status with what the editor typed, like a failed save.
 */
export async function renameItem(
  request: Request,
  context: Context,
  params: { collection?: string; slug?: string },
) {
  const collection = collectionOf(params.collection)
  const slug = params.slug ?? ''
  const label = collectionDefinitions[collection].label
  const form = await request.formData()
  const to = String(form.get('to') ?? '').trim()
  const version = String(form.get('version') ?? '')
  const fail = (status: number, result: Omit<Partial<RenameResult>, 'intent' | 'to'>) =>
    data<RenameResult>({ intent: 'rename', to, fieldErrors: {}, ...result }, { status })

  const found = await getActionEditor(request, context)
  if ('unavailable' in found) return fail(503, { formError: found.unavailable })
  const { editor } = found
  if (!editor) return fail(401, { formError: RENAME_SESSION_ENDED, sessionEnded: true })
  if (!can(editor.user.role, 'records', 'update'))
    return fail(403, { formError: `You may not change the address of a ${label}.` })

  const parsed = Slug.safeParse(to)
  if (!parsed.success) return fail(400, { fieldErrors: { to: parsed.error.issues[0]?.message } })
  if (parsed.data === slug) return fail(400, { fieldErrors: { to: 'This is already its address' } })

  try {
    const renamed = await editor.api.records(collection).rename(slug, parsed.data, version)
    const notice = new URLSearchParams({ [RENAMED_PARAM]: slug })
    return redirect(`/admin/${collection}/${encodeURIComponent(renamed.slug)}?${notice}`)
  } catch (error) {
    const failure = writeFailureOf(error)
    switch (failure.kind) {
      case 'session-ended':
        return fail(401, { formError: RENAME_SESSION_ENDED, sessionEnded: true })
      case 'conflict':
        return fail(409, {
          formError: `This ${label} was changed since you opened it. Reload the page, then rename it.`,
        })
      case 'unavailable':
        return fail(failure.status === 500 ? 503 : failure.status, { formError: failure.message })
      case 'refused': {
        if (failure.code === 'slug_taken')
          return fail(409, {
            fieldErrors: { to: `Another ${label} has this address; choose another` },
          })
        const field = failure.status === 400 ? failure.fields.to : undefined
        return fail(
          failure.status,
          field ? { fieldErrors: { to: field } } : { formError: failure.message },
        )
      }
    }
  }
}
