import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '../../ui/Button'
import { Checkbox, Field } from '../../ui/Field'
import { button } from '../../ui/Button.css'
import { Icon } from '../../ui/Icon'
import { fieldId } from '../../admin/fields/field-id'
import * as formStyles from '../../admin/fields/form.css'
import * as styles from '../../admin/login/login.css'
import { adminDocumentHeaders, adminMeta } from '../../admin/meta'
import { Notice } from '../../admin/ui/Notice'
import { PasswordInput } from '../../admin/fields/PasswordInput'
import { FORGOT_PASSWORD_PATH } from '../../admin/login/password-reset'
import { loginAction, loginLoader } from '../../admin/login/login.server'
import { useHydrated } from '../../admin/use-hydrated'
import { AuthPage, EmailField } from '../../admin/login/AuthPage'
import { CodeForm } from '../../admin/login/CodeForm'
import { SsoSignIn } from '../../admin/login/SsoSignIn'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import type { Route } from './+types/login'

/*
 * "Remember me" keeps the session 30 days (a cookie with Max-Age); unticked, the cookie ends with
 * the browser session. "Forgot password?" leads to /admin/forgot-password when content-api can
 * deliver a reset link; otherwise the page says to ask an admin.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  return loginLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('login.title'))

// React Router adds the loader's and action's Set-Cookie to these itself.
export const headers: Route.HeadersFunction = () => adminDocumentHeaders

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, demo, serviceDown, resetDelivery, passwordChanged, sso, ssoProblem } =
    loaderData
  const navigation = useNavigation()
  // also while following the post-login redirect, so the button does not flash back to "Sign in"
  const submitting =
    navigation.state !== 'idle' && navigation.formAction?.startsWith('/admin/login') === true
  const hydrated = useHydrated()
  // before sign-in there is no user to choose a language: the admin's default one
  const { t } = useAdminI18n()

  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const [filledNote, setFilledNote] = useState('')

  const fieldErrors = actionData?.fieldErrors ?? {}
  const formError = actionData?.formError

  // After a failed attempt, take the editor to the problem: the message, or the first bad field.
  useEffect(() => {
    if (!actionData || actionData.ticket) return
    if (formError) alertRef.current?.focus()
    else if (fieldErrors.email) emailRef.current?.focus()
    else if (fieldErrors.password) passwordRef.current?.focus()
  }, [actionData, formError, fieldErrors.email, fieldErrors.password])

  function autoFill() {
    if (!demo || !emailRef.current || !passwordRef.current) return
    emailRef.current.value = demo.email
    passwordRef.current.value = demo.password
    setFilledNote(t('login.demoFilled'))
    submitRef.current?.focus()
  }

  if (actionData?.ticket) {
    return (
      <AuthPage title={t('login.codeTitle')} subtitle={t('login.subtitle')}>
        {formError && (
          <Notice tone="error" role="alert">
            {formError}
          </Notice>
        )}
        <CodeForm
          ticket={actionData.ticket}
          email={actionData.email}
          remember={actionData.remember}
          redirectTo={redirectTo}
          error={fieldErrors.code}
          submitting={submitting}
        />
      </AuthPage>
    )
  }

  return (
    <AuthPage title={t('login.title')} subtitle={t('login.subtitle')}>
      {passwordChanged && !actionData && (
        <Notice tone="success" title={t('login.passwordChangedTitle')}>
          {t('login.passwordChangedText')}
        </Notice>
      )}
      {serviceDown && !formError && (
        <Notice tone="warning" title={t('login.serviceDownTitle')}>
          {t('login.serviceDownText')}
        </Notice>
      )}
      {ssoProblem && !actionData && (
        <Notice tone="error" role="alert">
          {t(ssoProblem)}
        </Notice>
      )}
      {formError && (
        <div ref={alertRef} tabIndex={-1}>
          <Notice tone="error" role="alert">
            {formError}
          </Notice>
        </div>
      )}

      <SsoSignIn sso={sso} redirectTo={redirectTo} />

      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {/* demo mode: the demo admin's address is filled in; after a refusal, what was typed */}
        <EmailField
          inputRef={emailRef}
          error={fieldErrors.email}
          defaultValue={actionData?.email ?? demo?.email ?? ''}
        />
        <Field
          label={t('login.password')}
          id={fieldId('password')}
          error={fieldErrors.password}
          required
        >
          {(control) => (
            <PasswordInput
              {...control}
              ref={passwordRef}
              name="password"
              autoComplete="current-password"
            />
          )}
        </Field>
        <Checkbox
          name="remember"
          label={t('login.remember')}
          defaultChecked={actionData?.remember ?? false}
        />
        <button
          ref={submitRef}
          type="submit"
          className={button({ variant: 'secondary', fullWidth: true })}
          disabled={submitting}
        >
          {submitting ? t('login.signingIn') : t('login.signIn')}
        </button>
      </Form>

      {resetDelivery === 'none' ? (
        <p className={styles.note}>
          {t('login.forgotYourPassword')} {t('password.unavailable')}
        </p>
      ) : (
        <p className={styles.note}>
          <Link to={FORGOT_PASSWORD_PATH}>{t('login.forgotPassword')}</Link>
        </p>
      )}

      {demo && (
        <section className={styles.demo} aria-labelledby="demo-title">
          <h2 id="demo-title" className={styles.demoTitle}>
            <Icon name="key" size={16} />
            {t('login.demoCredentials')}
          </h2>
          <dl className={styles.demoList}>
            <dt className={styles.demoTerm}>{t('login.email')}</dt>
            <dd className={styles.demoValue}>{demo.email}</dd>
            <dt className={styles.demoTerm}>{t('login.password')}</dt>
            <dd className={styles.demoValue}>{demo.password}</dd>
          </dl>
          {hydrated && (
            <div>
              <Button type="button" variant="outline" size="sm" onClick={autoFill}>
                {t('login.autoFill')}
              </Button>
            </div>
          )}
          <p role="status" className={formStyles.status}>
            {filledNote}
          </p>
        </section>
      )}
    </AuthPage>
  )
}
