import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button } from '../../ui/Button'
import { AdminErrorState } from './AdminErrorState'
import * as styles from '../ui/page.css'
import { card } from '../theme.css'

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
      return data.message
    }
    if (typeof data === 'string' && data) return data
    return `${error.status} ${error.statusText}`.trim()
  }
  if (error instanceof Error) return error.message
  return 'An error occurred'
}

/**
 * The error boundary of the admin pages under the shell: the menu stays usable, the page shows
 * what went wrong. 404s get a way back instead of a Retry (retrying will not make it exist).
 */
export function AdminRouteError({
  notFound,
}: {
  notFound?: { title: string; back: { to: string; label: string } }
}) {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404 && notFound) {
    return (
      <section className={`${card} ${styles.errorState}`} aria-labelledby="not-found-title">
        <h1 id="not-found-title" className={styles.title}>
          {notFound.title}
        </h1>
        <p>{messageOf(error)}</p>
        <Button to={notFound.back.to} variant="secondary" size="sm">
          {notFound.back.label}
        </Button>
      </section>
    )
  }
  return <AdminErrorState message={messageOf(error)} />
}
