import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { button } from '../../ui/Button.css'
import * as styles from '../../admin/login/login.css'
import { adminDocumentHeaders, adminMeta } from '../../admin/meta'
import { Notice } from '../../admin/ui/Notice'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import { forgotPasswordAction, forgotPasswordLoader } from '../../admin/login/password-reset.server'
import { AuthPage, EmailField } from '../../admin/login/AuthPage'
import type { Route } from './+types/forgot-password'

/*
 * "Forgot password?": asks content-api to mail a reset link. The answer is the same whether or
 * not the address has an account (content-api's, and this page's).
 */

export async function loader({ context }: Route.LoaderArgs) {
  return forgotPasswordLoader(context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('password.forgotTitle'))

export const headers: Route.HeadersFunction = () => adminDocumentHeaders

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { delivery } = loaderData
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const emailRef = useRef<HTMLInputElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const sentRef = useRef<HTMLDivElement>(null)
  const fieldErrors = actionData?.fieldErrors ?? {}
  const formError = actionData?.formError
  const sent = actionData?.sent === true
  // before sign-in there is no user: the default language (as the sign-in page)
  const { t } = useAdminI18n()

  // After a submit, take the visitor to the answer: the result, the message, or the bad field.
  useEffect(() => {
    if (!actionData) return
    if (actionData.sent) sentRef.current?.focus()
    else if (actionData.formError) alertRef.current?.focus()
    else if (actionData.fieldErrors.email) emailRef.current?.focus()
  }, [actionData])

  return (
    <AuthPage title={t('password.forgotTitle')} subtitle={t('password.forgotSubtitle')}>
      {delivery === 'none' ? (
        <Notice tone="warning" title={t('password.unavailableTitle')}>
          {t('password.unavailable')}
        </Notice>
      ) : sent ? (
        <div ref={sentRef} tabIndex={-1}>
          <Notice tone="success" role="status" title={t('password.checkEmail')}>
            {t('password.requested')}
          </Notice>
        </div>
      ) : (
        <>
          {delivery === 'log' && (
            <Notice tone="info" title={t('password.mailNotConfigured')}>
              {t('password.linkInLog')}
            </Notice>
          )}
          {delivery === null && !formError && (
            <Notice tone="warning" title={t('login.serviceDownTitle')}>
              {t('password.serviceDown')}
            </Notice>
          )}
          {formError && (
            <div ref={alertRef} tabIndex={-1}>
              <Notice tone="error" role="alert">
                {formError}
              </Notice>
            </div>
          )}
          <Form method="post" className={styles.form} noValidate>
            <EmailField
              inputRef={emailRef}
              error={fieldErrors.email}
              defaultValue={actionData?.email ?? ''}
            />
            <button
              type="submit"
              className={button({ variant: 'secondary', fullWidth: true })}
              disabled={submitting}
            >
              {submitting ? t('password.sending') : t('password.sendLink')}
            </button>
          </Form>
        </>
      )}
      <p className={styles.note}>
        <Link to="/admin/login">{t('password.backToSignIn')}</Link>
      </p>
    </AuthPage>
  )
}
