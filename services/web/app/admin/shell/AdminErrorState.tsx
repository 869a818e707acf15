import { useRevalidator } from 'react-router'
import { button } from '../../ui/Button.css'
import { Icon } from '../../ui/Icon'
import * as styles from '../ui/page.css'
import { card } from '../theme.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * A page's data could not be loaded: 'Error: {message}' and a Retry that re-runs the
 * loaders in place (no full reload, so the rest of the admin stays as it is).
 */
export function AdminErrorState({
  message,
  title,
  headingLevel = 1,
}: {
  message: string
  title?: string
  /** 1 when the state stands for the whole page (an error boundary), 2 inside a page */
  headingLevel?: 1 | 2
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const revalidator = useRevalidator()
  const retrying = revalidator.state === 'loading'
  const { t } = useAdminI18n()
  return (
    <section className={`${card} ${styles.errorState}`} role="alert" aria-labelledby="load-error">
      <Heading id="load-error" className={styles.errorTitle}>
        {title ?? t('error.couldNotLoad')}
      </Heading>
      <p>{t('error.message', { message })}</p>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        onClick={() => void revalidator.revalidate()}
        disabled={retrying}
      >
        <Icon name="refresh" size={16} />
        {retrying ? t('error.retrying') : t('error.retry')}
      </button>
    </section>
  )
}
