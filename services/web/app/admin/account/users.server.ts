import type { AppLoadContext } from 'react-router'
import {
  MIN_PASSWORD_LENGTH,
  NewUserInput,
  PasswordResetInput,
  SecuritySettings,
  fieldErrorsOf,
} from '@site/contract'
import { orLoadFailure } from '../load-errors.server'
import { actionFailure, actionInvalid, actionOk } from './action-result.server'
import { requireAccess } from './roles.server'
import { adminI18n, adminLanguageOf } from '../i18n/admin-i18n'

/** /admin/users: admins only (403 for editors before content-api is asked). */
export async function usersLoader(request: Request, context: AppLoadContext) {
  const { user, api } = await requireAccess(request, context, ['users', 'read'])
  const [users, security] = await orLoadFailure(
    Promise.all([api.listUsers(), api.securitySettings()]),
  )
  return { users, security, currentUserId: user.id }
}

export async function usersAction(request: Request, context: AppLoadContext) {
  const { api, user } = await requireAccess(request, context, ['users', 'update'])
  const { t } = adminI18n(adminLanguageOf(user))
  const role = (role: string) => t(role === 'admin' ? 'account.role.admin' : 'account.role.editor')
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const text = (name: string) => String(form.get(name) ?? '')

  if (intent === 'add') {
    const values = { name: text('name'), email: text('email'), role: text('role') }
    const parsed = NewUserInput.safeParse({ ...values, password: text('password') })
    if (!parsed.success) return actionInvalid('add', fieldErrorsOf(parsed.error), values)
    try {
      const added = await api.addUser(parsed.data)
      return actionOk('add', t('users.added', { name: added.name, role: role(added.role) }))
    } catch (error) {
      return actionFailure('add', error, values)
    }
  }

  if (intent === 'remove') {
    try {
      await api.removeUser(text('id'))
      return actionOk('remove', t('users.removed', { name: text('name') || t('users.theUser') }))
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
        t('users.passwordNotSet', { count: MIN_PASSWORD_LENGTH }),
      )
    try {
      await api.resetUserPassword(text('id'), parsed.data.password)
      return actionOk(
        'reset',
        t('users.passwordReset', { name: text('name') || t('users.theUser') }),
      )
    } catch (error) {
      return actionFailure('reset', error)
    }
  }

  if (intent === 'security') {
    const parsed = SecuritySettings.safeParse({ requireSecondFactor: text('requireSecondFactor') })
    if (!parsed.success) return actionInvalid('security', fieldErrorsOf(parsed.error))
    try {
      await api.setSecuritySettings(parsed.data)
      return actionOk('security', t('security.saved'))
    } catch (error) {
      return actionFailure('security', error)
    }
  }

  if (intent === 'reset-2fa') {
    try {
      await api.resetUserSecondFactor(text('id'))
      return actionOk(
        'reset-2fa',
        t('users.twoFactorReset', { name: text('name') || t('users.theUser') }),
      )
    } catch (error) {
      return actionFailure('reset-2fa', error)
    }
  }

  return actionInvalid('unknown', {}, undefined, t('account.unknownAction'))
}
