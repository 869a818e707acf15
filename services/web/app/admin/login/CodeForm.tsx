import { useEffect, useRef } from 'react'
import { Form, Link } from 'react-router'
import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import { button } from '../../ui/Button.css'
import { fieldId } from '../fields/field-id'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import * as styles from './login.css'

/**
 * The second step of a sign-in: a code of the authenticator app, or a recovery code. The ticket
 * content-api gave for the right password rides along; the password is never sent again.
 */
export function CodeForm({
  ticket,
  email,
  remember,
  redirectTo,
  error,
  submitting,
}: {
  ticket: string
  email: string
  remember: boolean
  redirectTo: string
  error: string | undefined
  submitting: boolean
}) {
  const { t } = useAdminI18n()
  const codeRef = useRef<HTMLInputElement>(null)
  // the code is all that is asked: straight to it (and back to it after a wrong one)
  useEffect(() => codeRef.current?.focus(), [ticket, error])
  return (
    <Form method="post" className={styles.form} noValidate>
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="ticket" value={ticket} />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {remember && <input type="hidden" name="remember" value="on" />}
      <p className={styles.note}>{t('login.codeIntro')}</p>
      <Field
        label={t('login.code')}
        hint={t('login.codeHint')}
        id={fieldId('code')}
        error={error}
        required
      >
        {(control) => (
          <input
            {...control}
            ref={codeRef}
            name="code"
            className={fieldStyles.control}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
          />
        )}
      </Field>
      <button
        type="submit"
        className={button({ variant: 'secondary', fullWidth: true })}
        disabled={submitting}
      >
        {submitting ? t('login.verifying') : t('login.verify')}
      </button>
      <p className={styles.note}>
        <Link to="/admin/login">{t('login.startAgain')}</Link>
      </p>
    </Form>
  )
}
