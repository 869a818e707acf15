import { Button } from '../ui/Button'
import { StatusPage } from './StatusPage'
import { useT } from '../i18n/use-locale'

/** The 404 page body, shared by the splat route and error boundaries. */
export function NotFoundPage() {
  const t = useT()
  return (
    <StatusPage
      code={t('notFound.code')}
      title={t('notFound.title')}
      message={t('notFound.message')}
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
