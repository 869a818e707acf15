import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button } from '../../ui/Button'
import { AdminRouteError } from '../shell/AdminRouteError'
import * as styles from '../ui/page.css'
import { card } from '../theme.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * The error boundary of admin-only pages: a 403 says plainly that this needs an admin (no Retry:
 * retrying will not change the role); anything else is the usual admin error.
 */
export function ForbiddenOrError() {
  const error = useRouteError()
  const { t } = useAdminI18n()
  if (isRouteErrorResponse(error) && error.status === 403) {
    const message =
      (error.data as { message?: unknown } | undefined)?.message ?? t('users.mayNotOpen')
    return (
      <section className={`${card} ${styles.errorState}`} aria-labelledby="forbidden-title">
        <h1 id="forbidden-title" className={styles.title}>
          {t('users.adminsOnly')}
        </h1>
        <p>{String(message)}</p>
        <Button to="/admin" variant="secondary" size="sm">
          {t('notFound.backToDashboard')}
        </Button>
      </section>
    )
  }
  return <AdminRouteError />
}
