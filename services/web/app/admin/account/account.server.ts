import { redirect, type AppLoadContext } from 'react-router'
import { ContentApiError } from '@site/contract/client'
import { NotificationSettings, PasswordChangeInput, fieldErrorsOf } from '@site/contract'
import { orLoadFailure } from '../load-errors.server'
import { clearSessionCookieHeader, LOGIN_PATH, requireEditor } from '../../session.server'
import { actionFailure, actionInvalid, actionOk } from './action-result.server'

/** /admin/account: everyone's own password, sessions and which draft e-mails they get. */
export async function accountLoader(request: Request, context: AppLoadContext) {
  const { user, api } = await requireEditor(request, context)
  const [sessions, notifications] = await orLoadFailure(
    Promise.all([api.listSessions(), api.notificationSettings()]),
  )
  return { user, sessions, notifications, now: new Date().toISOString() }
}

export async function accountAction(request: Request, context: AppLoadContext) {
  const { api } = await requireEditor(request, context)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const text = (name: string) => String(form.get(name) ?? '')

  if (intent === 'password') {
    const parsed = PasswordChangeInput.safeParse({
      currentPassword: text('currentPassword'),
      newPassword: text('newPassword'),
    })
    const fields = parsed.success ? {} : fieldErrorsOf(parsed.error)
    if (text('confirmPassword') !== text('newPassword')) {
      fields.confirmPassword ??= 'The two new passwords are not the same'
    }
    if (!parsed.success || Object.keys(fields).length > 0) return actionInvalid('password', fields)
    try {
      await api.changePassword(parsed.data)
      return actionOk(
        'password',
        'Your password was changed. Your other sessions were signed out; this one stays.',
      )
    } catch (error) {
      return actionFailure('password', error)
    }
  }

  if (intent === 'notifications') {
    // an unticked box is absent from the form: absent is "off"
    const parsed = NotificationSettings.safeParse({
      reviewRequests: form.get('reviewRequests') === 'on',
      ownDrafts: form.get('ownDrafts') === 'on',
    })
    if (!parsed.success) return actionInvalid('notifications', fieldErrorsOf(parsed.error))
    try {
      await api.setNotificationSettings(parsed.data)
      return actionOk('notifications', 'Your e-mail choices were saved.')
    } catch (error) {
      return actionFailure('notifications', error)
    }
  }

  if (intent === 'revoke') {
    try {
      await api.revokeSession(text('id'))
    } catch (error) {
      return actionFailure('revoke', error)
    }
    // Revoking the session this browser uses signs it out: back to the login page.
    try {
      await api.me()
    } catch (error) {
      if (error instanceof ContentApiError && error.status === 401) {
        throw redirect(LOGIN_PATH, {
          headers: { 'Set-Cookie': clearSessionCookieHeader(context.config.secureCookies) },
        })
      }
      return actionFailure('revoke', error)
    }
    return actionOk('revoke', 'The session was signed out.')
  }

  return actionInvalid('unknown', {}, undefined, 'Unknown action')
}
