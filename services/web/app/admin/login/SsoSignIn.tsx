import type { SsoOptions } from '@site/contract'
import { button } from '../../ui/Button.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import * as styles from './login.css'

/** Where "Sign in with …" starts (admin/login/sso.server.ts). */
export const SSO_START_PATH = '/admin/login/sso'

/**
 * "Sign in with <OIDC_NAME>": shown only when content-api has single sign-on configured. A plain
 * link, not a client-side navigation: its answer sends the browser on to the provider's page.
 */
export function SsoSignIn({ sso, redirectTo }: { sso: SsoOptions['sso']; redirectTo: string }) {
  const { t } = useAdminI18n()
  if (!sso) return null
  const href = `${SSO_START_PATH}?${new URLSearchParams({ redirectTo })}`
  return (
    <div className={styles.form}>
      <a href={href} className={button({ variant: 'primary', fullWidth: true })}>
        {t('login.sso.signInWith', { name: sso.name })}
      </a>
      <p className={styles.note}>{sso.only ? t('login.sso.onlyNote') : t('login.sso.or')}</p>
    </div>
  )
}
