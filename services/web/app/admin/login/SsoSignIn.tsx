import type { SsoOptions } from '@site/contract'
import { button } from '../../ui/Button.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import * as styles from './login.css'

/**
 * "Sign in with <OIDC_NAME>": shown only when content-api has single sign-on configured. A plain
 * form post (not a fetch): its answer sends the browser on to the provider's own page.
 */
export function SsoSignIn({ sso, redirectTo }: { sso: SsoOptions['sso']; redirectTo: string }) {
  const { t } = useAdminI18n()
  if (!sso) return null
  return (
    <form method="post" action="/admin/login/sso" className={styles.form}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className={button({ variant: 'primary', fullWidth: true })}>
        {t('login.sso.signInWith', { name: sso.name })}
      </button>
      <p className={styles.note}>{sso.only ? t('login.sso.onlyNote') : t('login.sso.or')}</p>
    </form>
  )
}
