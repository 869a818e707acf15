import { localeFromPath } from '../i18n/locale'
import { translate, type MessageKey } from '../i18n/messages'
import { useT } from '../i18n/use-locale'
import { loadClosedPreview, type ClosedPreviewReason } from '../preview/preview-closed.server'
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

/** What the page says for each reason. */
const words = {
  expired: {
    code: 'preview.expired.code',
    title: 'preview.expired.title',
    message: 'preview.expired.message',
  },
  'no-draft': {
    code: 'notFound.code',
    title: 'preview.noDraft.title',
    message: 'preview.noDraft.message',
  },
  unknown: {
    code: 'notFound.code',
    title: 'preview.unknown.title',
    message: 'preview.unknown.message',
  },
} as const satisfies Record<ClosedPreviewReason, Record<string, MessageKey>>

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeFromPath(location.pathname)
  return seoMeta(
    {
      title: translate(locale, words[loaderData?.reason ?? 'unknown'].title),
      path: location.pathname,
      noIndex: true,
    },
    siteUrlsFrom(matches),
  )
}

export default function ClosedPreview({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const said = words[loaderData.reason]
  return (
    <SiteShell menus={loaderData.menus} contact={loaderData.contact}>
      <StatusPage
        code={t(said.code)}
        icon="compass"
        title={t(said.title)}
        message={t(said.message)}
        actions={
          <Button to="/" iconStart="home">
            {t('button.backHome')}
          </Button>
        }
      />
    </SiteShell>
  )
}
