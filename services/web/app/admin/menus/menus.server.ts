import { data, type AppLoadContext } from 'react-router'
import { can, navigationErrorsOf, NavigationUpdate } from '@site/contract'
import { writeFailureOf } from '../api-errors'
import type { AdminMessageKey } from '../i18n/en'
import { orLoadFailure } from '../load-errors.server'
import { getEditor, requireEditor } from '../../session.server'

/** /admin/menus: the stored menus with each item's target and translation state. */
export async function menusLoader(request: Request, context: AppLoadContext) {
  const { api } = await requireEditor(request, context)
  return orLoadFailure(api.navigationEdit())
}

/**
 * The bound on the form's menus JSON before it is parsed: well above what the schema's item and
 * label bounds allow (40 items per menu, each a few labels), so only a forged post meets it.
 */
export const MENUS_FORM_MAX = 200_000

/**
 * What Save answers: whether it worked, what to say (a catalogue key, in the editor's admin
 * language; or content-api's own words), and per item what was wrong.
 */
export interface MenusActionData {
  ok: boolean
  messageKey: AdminMessageKey
  /** content-api's or the schema's message, said after `messageKey` */
  detail?: string
  fieldErrors?: Record<string, string>
}

/** Save: every menu at once, from the version loaded; checked with the shared schema first. */
export async function menusAction(request: Request, context: AppLoadContext) {
  const form = await request.formData()
  const raw = String(form.get('menus') ?? '')
  const answer = (status: number, result: MenusActionData) =>
    data<MenusActionData>(result, { status })
  if (raw.length > MENUS_FORM_MAX) return answer(413, { ok: false, messageKey: 'menus.tooLarge' })
  let sent: unknown
  try {
    sent = JSON.parse(raw)
  } catch {
    return answer(400, { ok: false, messageKey: 'menus.unreadable' })
  }
  const parsed = NavigationUpdate.safeParse({ version: form.get('version') ?? '', menus: sent })
  if (!parsed.success) {
    const fieldErrors = navigationErrorsOf(parsed.error)
    return answer(400, {
      ok: false,
      messageKey: 'menus.notSaved',
      detail: Object.values(fieldErrors)[0],
      fieldErrors,
    })
  }
  const editor = await getEditor(request, context).catch(() => undefined)
  if (editor === undefined) return answer(503, { ok: false, messageKey: 'menus.unreachable' })
  if (!editor) return answer(401, { ok: false, messageKey: 'menus.sessionEnded' })
  if (!can(editor.user.role, 'settings', 'update'))
    return answer(403, { ok: false, messageKey: 'menus.notAllowed' })
  try {
    // the loader reads the saved menus back (a new version: the editor starts clean from them)
    await editor.api.updateNavigation(parsed.data.version, parsed.data.menus)
    return answer(200, { ok: true, messageKey: 'menus.saved' })
  } catch (error) {
    if (error instanceof Response) throw error
    const failure = writeFailureOf(error)
    const messageKey: AdminMessageKey =
      failure.kind === 'session-ended'
        ? 'menus.sessionEnded'
        : failure.kind === 'conflict'
          ? 'menus.conflict'
          : failure.kind === 'unavailable'
            ? 'menus.unreachable'
            : 'menus.notSaved'
    const refused = failure.kind === 'refused' ? failure : null
    return answer(failure.status, {
      ok: false,
      messageKey,
      ...(refused
        ? {
            detail: Object.values(refused.fields)[0] ?? refused.message,
            fieldErrors: refused.fields,
          }
        : {}),
    })
  }
}
