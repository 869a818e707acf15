import { localeFromPath } from '../i18n/locale'
import { translate } from '../i18n/messages'
import { useT } from '../i18n/use-locale'
import { loadClosedPreview } from '../preview/preview-closed.server'
import { seoMeta, siteUrlsFrom } from '../seo'
import { SiteShell } from '../site/SiteShell'
import { StatusPage } from '../site/StatusPage'
import { Button } from '../ui/Button'
import { staticPage } from '../hydration'
import type { Route } from './+types/preview'

/** Content only: sent without React's runtime (hydration.ts). */
export const handle = staticPage

/** A preview that does not open (see preview-closed.server.ts): 410 expired, 404 unknown. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadClosedPreview(context, request)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeFromPath(location.pathname)
  const expired = loaderData?.reason === 'expired'
  return seoMeta(
    {
      title: translate(locale, expired ? 'preview.expired.title' : 'preview.unknown.title'),
      path: location.pathname,
      noIndex: true,
    },
    siteUrlsFrom(matches),
  )
}

export default function ClosedPreview({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const expired = loaderData.reason === 'expired'
  return (
    <SiteShell
      solutionTitles={loaderData.solutionTitles}
      englishTitles={loaderData.englishTitles}
      contact={loaderData.contact}
    >
      <StatusPage
        code={t(expired ? 'preview.expired.code' : 'notFound.code')}
        icon="compass"
        title={t(expired ? 'preview.expired.title' : 'preview.unknown.title')}
        message={t(expired ? 'preview.expired.message' : 'preview.unknown.message')}
        actions={
          <Button to="/" iconStart="home">
            {t('button.backHome')}
          </Button>
        }
      />
    </SiteShell>
  )
}
