import { data } from 'react-router'
import type { AdminLoadErrorData } from '../load-errors.server'
import { can, type AccessAction, type AccessTarget } from '@site/contract'
import { requireEditor, type Editor } from '../../session.server'
import { adminI18n, adminLanguageOf, type AdminMessageKey } from '../i18n/admin-i18n'

type Args = Parameters<typeof requireEditor>

/** A 403 route error response; the page's error boundary shows it inside the admin layout. */
export function forbidden(message: string) {
  return data<AdminLoadErrorData>({ message }, { status: 403 })
}

/**
 * The guard of pages and actions the access table (schemas/access.ts) keeps from some roles:
 * signed in (else the login redirect), and allowed `action` on `target` (else 403). content-api
 * enforces the same table; this only spares a user a page that would fail.
 */
export async function requireAccess(
  request: Args[0],
  context: Args[1],
  access: readonly [AccessTarget, AccessAction],
  /** what the refusal says, in the user's admin language */
  message: AdminMessageKey = 'users.onlyAdminsManage',
): Promise<Editor> {
  const editor = await requireEditor(request, context)
  if (!can(editor.user.role, ...access))
    throw forbidden(adminI18n(adminLanguageOf(editor.user)).t(message))
  return editor
}
