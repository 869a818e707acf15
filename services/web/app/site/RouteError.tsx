import { isRouteErrorResponse } from 'react-router'
import { Button } from '../ui/Button'
import { NotFoundPage } from './NotFoundPage'
import { StatusPage } from './StatusPage'
import { UnavailablePage } from './UnavailablePage'
import { useT } from '../i18n/use-locale'

/**
 * What an ErrorBoundary shows: the 404 page for "not found" responses, otherwise a generic error
 * page. Stack traces appear only in development builds (import.meta.env.DEV is false in production
 * bundles, so they are not even shipped).
 */
export function RouteError({ error }: { error: unknown }) {
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (isRouteErrorResponse(error) && error.status === 503) return <UnavailablePage />

  const status = isRouteErrorResponse(error) ? error.status : 500
  const details =
    import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined

  return (
    <StatusPage
      icon="alert-triangle"
      code={t('error.code', { status })}
      title={t('error.title')}
      message={t('error.message')}
      details={details}
      actions={
        <>
          <Button to="/" iconStart="home">
            {t('button.backHome')}
          </Button>
          <Button to="/contact" variant="outline">
            {t('button.contactUs')}
          </Button>
        </>
      }
    />
  )
}
