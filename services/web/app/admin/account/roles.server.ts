import { data } from 'react-router'
import type { AdminLoadErrorData } from '../load-errors.server'
import { requireEditor, type Editor } from '../../session.server'

type Args = Parameters<typeof requireEditor>

export const ADMIN_ONLY_MESSAGE = 'Only an admin can manage users. Ask an admin if you need access.'

/** A 403 route error response; the page's error boundary shows it inside the admin layout. */
export function forbidden(message = ADMIN_ONLY_MESSAGE) {
  return data<AdminLoadErrorData>({ message }, { status: 403 })
}

/**
 * The guard of admin-only pages and actions: signed in (else the login redirect), and an admin
 * (else 403). content-api enforces the same rule; this only spares an editor a page that would
 * fail.
 */
export async function requireAdmin(...[request, context]: Args): Promise<Editor> {
  const editor = await requireEditor(request, context)
  if (editor.user.role !== 'admin') throw forbidden()
  return editor
}
