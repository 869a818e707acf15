import type { AppLoadContext } from 'react-router'
import {
  MIN_PASSWORD_LENGTH,
  NewUserInput,
  PasswordResetInput,
  fieldErrorsOf,
} from '@site/contract'
import { orLoadFailure } from '../load-errors.server'
import { actionFailure, actionInvalid, actionOk } from './action-result.server'
import { requireAccess } from './roles.server'

/** /admin/users: admins only (403 for editors before content-api is asked). */
export async function usersLoader(request: Request, context: AppLoadContext) {
  const { user, api } = await requireAccess(request, context, ['users', 'read'])
  const users = await orLoadFailure(api.listUsers())
  return { users, currentUserId: user.id }
}

export async function usersAction(request: Request, context: AppLoadContext) {
  const { api } = await requireAccess(request, context, ['users', 'update'])
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const text = (name: string) => String(form.get(name) ?? '')

  if (intent === 'add') {
    const values = { name: text('name'), email: text('email'), role: text('role') }
    const parsed = NewUserInput.safeParse({ ...values, password: text('password') })
    if (!parsed.success) return actionInvalid('add', fieldErrorsOf(parsed.error), values)
    try {
      const added = await api.addUser(parsed.data)
      return actionOk('add', `${added.name} can now sign in as ${added.role}.`)
    } catch (error) {
      return actionFailure('add', error, values)
    }
  }

  if (intent === 'remove') {
    try {
      await api.removeUser(text('id'))
      return actionOk('remove', `${text('name') || 'The user'} was removed and signed out.`)
    } catch (error) {
      return actionFailure('remove', error)
    }
  }

  if (intent === 'reset') {
    const parsed = PasswordResetInput.safeParse({ password: text('password') })
    if (!parsed.success)
      return actionInvalid(
        'reset',
        fieldErrorsOf(parsed.error),
        undefined,
        `The new password was not set: use at least ${MIN_PASSWORD_LENGTH} characters.`,
      )
    try {
      await api.resetUserPassword(text('id'), parsed.data.password)
      return actionOk(
        'reset',
        `${text('name') || 'The user'} has a new password; their sessions were signed out.`,
      )
    } catch (error) {
      return actionFailure('reset', error)
    }
  }

  return actionInvalid('unknown', {}, undefined, 'Unknown action')
}
