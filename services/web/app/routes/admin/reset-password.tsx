import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Field } from '../../ui/Field'
import { button } from '../../ui/Button.css'
import { fieldId } from '../../admin/fields/field-id'
import * as styles from '../../admin/login/login.css'
import { adminDocumentHeaders, adminMeta } from '../../admin/meta'
import { Notice } from '../../admin/ui/Notice'
import { PasswordInput } from '../../admin/fields/PasswordInput'
import { FORGOT_PASSWORD_PATH } from '../../admin/login/password-reset'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import { resetPasswordAction, resetPasswordLoader } from '../../admin/login/password-reset.server'
import { MIN_PASSWORD_LENGTH } from '@site/contract'
import { AuthPage } from '../../admin/login/AuthPage'
import type { Route } from './+types/reset-password'

/*
 * The page a reset mail links to: a new password, twice. content-api checks the token when the
 * form is sent (single use, 30 minutes); success leads to the sign-in page with a notice.
 */

export function loader({ request }: Route.LoaderArgs) {
  return resetPasswordLoader(request)
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('password.resetTitle'))

export const headers: Route.HeadersFunction = () => adminDocumentHeaders

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData
  const navigation = useNavigation()
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmRef = useRef<HTMLInputElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const fieldErrors = actionData?.fieldErrors ?? {}
  const formError = actionData?.formError
  const linkInvalid = token === null || actionData?.linkInvalid === true
  // before sign-in there is no user: the default language (as the sign-in page)
  const { t } = useAdminI18n()

  // After a refused submit, focus the message, else the first field that needs attention.
  useEffect(() => {
    if (!actionData) return
    if (actionData.formError) alertRef.current?.focus()
    else if (actionData.fieldErrors.password) passwordRef.current?.focus()
    else if (actionData.fieldErrors.confirmPassword) confirmRef.current?.focus()
  }, [actionData])

  const hintId = 'new-password-hint'
  return (
    <AuthPage title={t('password.resetTitle')} subtitle={t('password.resetSubtitle')}>
      {(formError || token === null) && (
        <div ref={alertRef} tabIndex={-1}>
          <Notice
            tone="error"
            role={formError ? 'alert' : undefined}
            actions={
              linkInvalid ? (
                <Link to={FORGOT_PASSWORD_PATH}>{t('password.askNewLink')}</Link>
              ) : undefined
            }
          >
            {formError ?? t('password.linkIncomplete')}
          </Notice>
        </div>
      )}

      {token !== null && !linkInvalid && (
        <Form method="post" className={styles.form} noValidate>
          <input type="hidden" name="token" value={token} />
          <p id={hintId} className={styles.note}>
            {t('password.atLeast', { count: MIN_PASSWORD_LENGTH })}
          </p>
          <Field
            label={t('account.newPassword')}
            id={fieldId('password')}
            error={fieldErrors.password}
            required
          >
            {(control) => (
              <PasswordInput
                {...control}
                aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
                ref={passwordRef}
                name="password"
                autoComplete="new-password"
              />
            )}
          </Field>
          <Field
            label={t('account.newPasswordAgain')}
            id={fieldId('confirmPassword')}
            error={fieldErrors.confirmPassword}
            required
          >
            {(control) => (
              <PasswordInput
                {...control}
                ref={confirmRef}
                name="confirmPassword"
                autoComplete="new-password"
              />
            )}
          </Field>
          <button
            type="submit"
            className={button({ variant: 'secondary', fullWidth: true })}
            disabled={submitting}
          >
            {submitting ? t('password.saving') : t('password.setNew')}
          </button>
        </Form>
      )}
    </AuthPage>
  )
}
