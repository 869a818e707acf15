import type { ReactNode, Ref } from 'react'
import { Link } from 'react-router'
import { Icon } from '../../ui/Icon'
import { LogoMark } from '../../ui/Logo'
import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import { fieldId } from '../fields/field-id'
import { adminRoot, card } from '../theme.css'
import * as styles from './login.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * The frame of the pages before sign-in (sign in, forgot password, new password): the brand, one
 * card with the page's title and line of context, and the way back to the site.
 */
export function AuthPage({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: ReactNode
  children: ReactNode
}) {
  const { t } = useAdminI18n()
  return (
    <div className={`${adminRoot} ${styles.page}`}>
      <Link to="/" className={styles.brand}>
        <LogoMark size={40} />
        Falcon Gridworks
      </Link>
      <main className={`${card} ${styles.panel}`}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        {children}
      </main>
      <Link to="/" className={styles.back}>
        <Icon name="arrow-left" size={16} />
        {t('auth.backToSite')}
      </Link>
    </div>
  )
}

/** The e-mail address of an account, as browsers and password managers expect to fill it. */
export function EmailField({
  inputRef,
  error,
  defaultValue,
}: {
  inputRef: Ref<HTMLInputElement>
  error: string | undefined
  defaultValue: string
}) {
  const { t } = useAdminI18n()
  return (
    <Field label={t('auth.emailAddress')} id={fieldId('email')} error={error} required>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          name="email"
          type="email"
          className={fieldStyles.control}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={defaultValue}
        />
      )}
    </Field>
  )
}
