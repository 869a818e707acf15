import { useLocation } from 'react-router'
import { Button } from '../ui/Button'
import { StatusPage } from './StatusPage'

/**
 * The page shown with a 503 when content-api cannot be reached (site/content-read.server.ts):
 * says plainly that this is temporary, and offers to try again.
 */
export function UnavailablePage() {
  const { pathname, search } = useLocation()
  return (
    <StatusPage
      icon="alert-triangle"
      code="Error 503"
      title="Temporarily unavailable"
      message="This page cannot be shown right now because part of our website is not answering. Nothing is wrong on your side: please try again in a minute."
      actions={
        <>
          <Button to={`${pathname}${search}`} iconEnd="arrow-right">
            Try again
          </Button>
          <Button to="/" variant="outline" iconStart="home">
            Back to home
          </Button>
        </>
      }
    />
  )
}
