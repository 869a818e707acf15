import type { ReactNode } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { RouteError } from './site/RouteError'
import { MinimalShell } from './site/MinimalShell'
import { consentProbeScript } from './site/consent'
import { staticEnhanceScript } from './site/static-enhance'
import { pageViewBeaconScript } from './site/analytics-beacon'
import { pageHydrates } from './hydration'
import { useNonce } from './nonce'
import { dirOf, localeFromPath, stripLocale } from './i18n/locale'
import { defaultAdminLanguage, languageOf } from '@site/contract'
import { ArabicFontLinks } from './i18n/ArabicFont'
import { PreviewBar } from './preview/PreviewBar'
import { useAdminLayoutData } from './admin/shell/admin-layout-data'
import { previewing } from './preview/PreviewBar.css'
import './theme/theme.css'
import './theme/global.css'

/** What the browser may know of the server config (read with usePublicConfig()). */
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, publicMediaUrl, demoMode, mapTileUrl, mapAttribution } = context.config
  // a draft's preview (server/app.ts): the bar, noindex, and no React runtime to hydrate with
  const preview = context.preview
    ? { editorPath: context.preview.editorPath, signedIn: context.preview.signedIn }
    : null
  // a hosted analytics provider (ANALYTICS_PROVIDER), loaded after consent by the beacon script
  const analyticsProvider = context.config.analyticsProvider ?? null
  return {
    siteUrl,
    publicMediaUrl,
    demoMode,
    mapTileUrl,
    mapAttribution,
    preview,
    analyticsProvider,
  }
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  // the language comes from the URL (/fr/... is French), for every page and error page alike;
  // the admin's pages are in the signed-in user's admin language (My Account)
  const adminLayout = useAdminLayoutData()
  const pathLocale = localeFromPath(useLocation().pathname)
  // (read here without the admin's catalogue: the public pages' bundle does not carry it)
  const locale = adminLayout ? (adminLayout.user.adminLanguage ?? defaultAdminLanguage) : pathLocale
  const rootData = useRouteLoaderData<typeof loader>('root')
  const preview = rootData?.preview ?? null
  const pathname = useLocation().pathname
  // the public site's page views, after consent (site/analytics-beacon.ts); never the admin's
  // or a draft preview's (the script checks the browser's address too)
  const countViews = !preview && !/^\/(?:admin|preview)(?:\/|$)/i.test(stripLocale(pathname))
  // a preview is rendered at its public path but shown at /preview/…: hydrating would match the
  // browser's address instead, so it is always sent as a static page
  const hydrate = pageHydrates(useMatches()) && !preview
  return (
    // the head script may mark <html> before hydration (consentProbeScript)
    <html lang={locale} dir={dirOf(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a4f" />
        <Meta />
        {preview ? <meta name="robots" content="noindex" /> : null}
        <Links />
        {languageOf(locale).font === 'noto-sans-arabic' ? <ArabicFontLinks /> : null}
        {/* before the body paints: hides the server-rendered cookie banner for visitors who chose */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentProbeScript }} />
      </head>
      <body className={preview ? previewing : undefined}>
        {preview ? <PreviewBar preview={preview} /> : null}
        {children}
        {hydrate ? (
          <>
            {/* Scroll to top on navigation; smooth unless reduced motion (global.css.ts). */}
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // a content page sent without React: its menu, dropdown and banner (hydration.ts)
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: staticEnhanceScript }} />
        )}
        {countViews ? (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{
              __html: pageViewBeaconScript(rootData?.analyticsProvider ?? null),
            }}
          />
        ) : null}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

/**
 * Last-resort boundary (errors in the root itself or in admin routes without their own
 * boundary). Public pages have a boundary in their layout that keeps the site chrome.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MinimalShell>
      <RouteError error={error} />
    </MinimalShell>
  )
}
