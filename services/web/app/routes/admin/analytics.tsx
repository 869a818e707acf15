import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import * as styles from '../../admin/dashboard/analytics.css'
import { adminMeta } from '../../admin/meta'
import { PageHeader } from '../../admin/ui/PageHeader'
import * as pageStyles from '../../admin/ui/page.css'
import { card } from '../../admin/theme.css'
import { analyticsLoader } from '../../admin/dashboard/admin-pages.server'
import type { Route } from './+types/analytics'
import { AnalyticsReport, PeriodSwitch } from '../../admin/analytics/AnalyticsReport'
import { Notice } from '../../admin/ui/Notice'

export function loader({ request, context }: Route.LoaderArgs) {
  return analyticsLoader(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('nav.analytics'))

const providerNames = { plausible: 'Plausible', umami: 'Umami', ga4: 'Google Analytics 4' }

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { dashboardUrl, summary, error, days, provider } = loaderData
  return (
    <div className={styles.page}>
      <PageHeader
        title="Analytics"
        description={
          <>
            Visits to the public site, counted only after visitors accept analytics
            {summary ? <> (days in {summary.timeZone})</> : null}.
            {provider ? (
              <> Also sent to {providerNames[provider]}, which has its own reports.</>
            ) : null}
          </>
        }
        actions={<PeriodSwitch days={days} />}
      />
      {summary ? (
        <AnalyticsReport summary={summary} days={days} />
      ) : (
        <Notice tone="error" title="The figures could not be loaded">
          {error} The page shows them again once it can reach the content service: reload it.
        </Notice>
      )}
      {dashboardUrl ? (
        <section className={styles.framePage} aria-labelledby="analytics-dashboard-title">
          <div className={styles.frameHead}>
            <h2 id="analytics-dashboard-title" className={styles.setupTitle}>
              Your reporting dashboard
            </h2>
            <a
              href={dashboardUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.open}
            >
              Open in a new tab
            </a>
          </div>
          <iframe
            src={dashboardUrl}
            title="Site analytics dashboard"
            className={`${card} ${styles.frame}`}
            sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-popups-to-escape-sandbox"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        </section>
      ) : (
        <section
          className={`${card} ${pageStyles.sectionCard} ${styles.setup}`}
          aria-labelledby="analytics-setup-title"
        >
          <h2 id="analytics-setup-title" className={styles.setupTitle}>
            An external reporting dashboard (optional)
          </h2>
          <p>
            Besides the report above, this page can show your own reporting dashboard (for example a
            shared Looker Studio, Plausible or Matomo report) once web knows its address. To set it
            up:
          </p>
          <ol className={styles.steps}>
            <li>
              In your analytics tool, create a shared or embeddable link to the report (it must be
              an <strong>https</strong> address that allows being shown in a frame).
            </li>
            <li>
              Set the web service&apos;s environment variable <code>ANALYTICS_DASHBOARD_URL</code>{' '}
              to that address, for example in <code>docker-compose.yml</code> or the service&apos;s
              environment.
            </li>
            <li>
              Restart web. Its security policy then allows framing exactly that address&apos;s
              origin, and the report appears here.
            </li>
          </ol>
          <p className={styles.note}>
            Visitors are counted only after they accept analytics in the cookie notice.
          </p>
        </section>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
