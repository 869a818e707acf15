import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Field } from '../../ui/Field'
import { button } from '../../ui/Button.css'
import { fieldId } from '../../admin/fields/field-id'
import * as styles from '../../admin/login/login.css'
import { adminDocumentHeaders, adminMeta } from '../../admin/meta'
import { Notice } from '../../admin/ui/Notice'
import { PasswordInput } from '../../admin/fields/PasswordInput'
import { FORGOT_PASSWORD_PATH, LINK_INCOMPLETE } from '../../admin/login/password-reset'
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

export const meta: Route.MetaFunction = () => adminMeta('Choose a new password')

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

  // After a refused submit, focus the message, else the first field that needs attention.
  useEffect(() => {
    if (!actionData) return
    if (actionData.formError) alertRef.current?.focus()
    else if (actionData.fieldErrors.password) passwordRef.current?.focus()
    else if (actionData.fieldErrors.confirmPassword) confirmRef.current?.focus()
  }, [actionData])

  const hintId = 'new-password-hint'
  return (
    <AuthPage
      title="Choose a new password"
      subtitle="Every session of your account is signed out when the new password is set."
    >
      {(formError || token === null) && (
        <div ref={alertRef} tabIndex={-1}>
          <Notice
            tone="error"
            role={formError ? 'alert' : undefined}
            actions={
              linkInvalid ? <Link to={FORGOT_PASSWORD_PATH}>Ask for a new link</Link> : undefined
            }
          >
            {formError ?? LINK_INCOMPLETE}
          </Notice>
        </div>
      )}

      {token !== null && !linkInvalid && (
        <Form method="post" className={styles.form} noValidate>
          <input type="hidden" name="token" value={token} />
          <p id={hintId} className={styles.note}>
            At least {MIN_PASSWORD_LENGTH} characters.
          </p>
          <Field
            label="New password"
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
            label="New password again"
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
            {submitting ? 'Saving...' : 'Set new password'}
          </button>
        </Form>
      )}
    </AuthPage>
  )
}
