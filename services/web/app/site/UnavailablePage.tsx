import { useLocation } from 'react-router'
import { Button } from '../ui/Button'
import { StatusPage } from './StatusPage'
import { useT } from '../i18n/use-locale'

/**
 * The page shown with a 503 when content-api cannot be reached (site/content-read.server.ts):
 * says plainly that this is temporary, and offers to try again.
 */
export function UnavailablePage() {
  const { pathname, search } = useLocation()
  const t = useT()
  return (
    <StatusPage
      icon="alert-triangle"
      code={t('unavailable.code')}
      title={t('unavailable.title')}
      message={t('unavailable.message')}
      actions={
        <>
          <Button to={`${pathname}${search}`} iconEnd="arrow-right">
            {t('button.tryAgain')}
          </Button>
          <Button to="/" variant="outline" iconStart="home">
            {t('button.backHome')}
          </Button>
        </>
      }
    />
  )
}
