import { redirect, type AppLoadContext } from 'react-router'
import { ContentApiError } from '@site/contract/client'
import {
  AdminLanguageInput,
  NotificationSettings,
  PasswordChangeInput,
  fieldErrorsOf,
} from '@site/contract'
import { adminI18n, adminLanguageOf } from '../i18n/admin-i18n'
import { orLoadFailure } from '../load-errors.server'
import { clearSessionCookieHeader, LOGIN_PATH, requireEditor } from '../../session.server'
import { actionFailure, actionInvalid, actionOk } from './action-result.server'
import { isTwoFactorIntent, twoFactorAction } from './two-factor.server'

/**
 * /admin/account: everyone's own admin language, password, two-step sign-in, sessions and which
 * draft e-mails they get.
 */
export async function accountLoader(request: Request, context: AppLoadContext) {
  const { user, api } = await requireEditor(request, context)
  if (user.mustSetUpSecondFactor) {
    // only the set-up is open to them (content-api refuses the rest until it is done)
    const twoFactor = await orLoadFailure(api.totp.status())
    return { user, sessions: [], notifications: null, twoFactor, now: new Date().toISOString() }
  }
  const [sessions, notifications, twoFactor] = await orLoadFailure(
    Promise.all([api.listSessions(), api.notificationSettings(), api.totp.status()]),
  )
  return { user, sessions, notifications, twoFactor, now: new Date().toISOString() }
}

export async function accountAction(request: Request, context: AppLoadContext) {
  const { user, api } = await requireEditor(request, context)
  // the answer is in the user's admin language (the new one, once they changed it)
  const { t } = adminI18n(adminLanguageOf(user))
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const text = (name: string) => String(form.get(name) ?? '')

  if (intent === 'language') {
    // the signed-in user's own choice: content-api takes it for the session's user only
    const parsed = AdminLanguageInput.safeParse({ adminLanguage: text('adminLanguage') })
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error)
      return actionInvalid('language', fields, undefined, t('account.fieldsNeedAttention'))
    }
    try {
      const updated = await api.setAdminLanguage(parsed.data.adminLanguage)
      return actionOk('language', adminI18n(adminLanguageOf(updated)).t('account.languageSaved'))
    } catch (error) {
      return actionFailure('language', error)
    }
  }

  if (intent === 'password') {
    const parsed = PasswordChangeInput.safeParse({
      currentPassword: text('currentPassword'),
      newPassword: text('newPassword'),
    })
    const fields = parsed.success ? {} : fieldErrorsOf(parsed.error)
    if (text('confirmPassword') !== text('newPassword')) {
      fields.confirmPassword ??= t('account.passwordsDiffer')
    }
    if (!parsed.success || Object.keys(fields).length > 0) {
      return actionInvalid('password', fields, undefined, t('account.fieldsNeedAttention'))
    }
    try {
      await api.changePassword(parsed.data)
      return actionOk('password', t('account.passwordChanged'))
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
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error)
      return actionInvalid('notifications', fields, undefined, t('account.fieldsNeedAttention'))
    }
    try {
      await api.setNotificationSettings(parsed.data)
      return actionOk('notifications', t('account.emailsSaved'))
    } catch (error) {
      return actionFailure('notifications', error)
    }
  }

  if (isTwoFactorIntent(intent)) return twoFactorAction(intent, form, api, { t })

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
    return actionOk('revoke', t('account.sessionRevoked'))
  }

  return actionInvalid('unknown', {}, undefined, t('account.unknownAction'))
}
