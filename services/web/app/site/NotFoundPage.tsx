import { Button } from '../ui/Button'
import { StatusPage } from './StatusPage'

/** The 404 page body, shared by the splat route and error boundaries. */
export function NotFoundPage() {
  return (
    <StatusPage
      code="Error 404"
      title="Page not found"
      message="The page you are looking for does not exist or has moved. Let us take you back to familiar ground."
      actions={
        <>
          <Button to="/" iconStart="home">
            Back to home
          </Button>
          <Button to="/contact" variant="outline">
            Contact us
          </Button>
        </>
      }
    />
  )
}
