import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { button } from '../../ui/Button.css'
import * as styles from '../../admin/login/login.css'
import { adminDocumentHeaders, adminMeta } from '../../admin/meta'
import { Notice } from '../../admin/ui/Notice'
import { RESET_REQUESTED, RESET_UNAVAILABLE } from '../../admin/login/password-reset'
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

export const meta: Route.MetaFunction = () => adminMeta('Forgot password')

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

  // After a submit, take the visitor to the answer: the result, the message, or the bad field.
  useEffect(() => {
    if (!actionData) return
    if (actionData.sent) sentRef.current?.focus()
    else if (actionData.formError) alertRef.current?.focus()
    else if (actionData.fieldErrors.email) emailRef.current?.focus()
  }, [actionData])

  return (
    <AuthPage
      title="Forgot password"
      subtitle="We mail you a link to choose a new password. It works once, for 30 minutes."
    >
      {delivery === 'none' ? (
        <Notice tone="warning" title="Password reset is unavailable">
          {RESET_UNAVAILABLE}
        </Notice>
      ) : sent ? (
        <div ref={sentRef} tabIndex={-1}>
          <Notice tone="success" role="status" title="Check your e-mail">
            {RESET_REQUESTED}
          </Notice>
        </div>
      ) : (
        <>
          {delivery === 'log' && (
            <Notice tone="info" title="Mail is not configured here">
              In demo mode and development the link is written to content-api&apos;s log instead.
            </Notice>
          )}
          {delivery === null && !formError && (
            <Notice tone="warning" title="The content service is not responding">
              Asking for a link may fail until it is back. Please try again in a moment.
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
              {submitting ? 'Sending...' : 'Send reset link'}
            </button>
          </Form>
        </>
      )}
      <p className={styles.note}>
        <Link to="/admin/login">Back to sign in</Link>
      </p>
    </AuthPage>
  )
}
