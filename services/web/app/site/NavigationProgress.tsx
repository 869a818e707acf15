import { useNavigation } from 'react-router'
import { useT } from '../i18n/use-locale'
import { Spinner } from '../ui/Spinner'
import * as styles from './NavigationProgress.css'

/**
 * While a client-side navigation waits for its loaders (e.g. Home waits for page content and
 * solutions), show a progress bar under the header and a spinner. The first page view is
 * server-rendered with its data, so it needs none.
 */
export function NavigationProgress() {
  const navigation = useNavigation()
  const t = useT()
  if (navigation.state !== 'loading') return null
  return (
    <>
      <div className={styles.bar} aria-hidden="true" />
      <div className={styles.pill}>
        <Spinner label={t('site.loading')} showLabel />
      </div>
    </>
  )
}
