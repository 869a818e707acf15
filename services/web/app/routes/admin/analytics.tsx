import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import * as styles from '../../admin/dashboard/analytics.css'
import { adminMeta } from '../../admin/meta'
import { PageHeader } from '../../admin/ui/PageHeader'
import * as pageStyles from '../../admin/ui/page.css'
import { card } from '../../admin/theme.css'
import { analyticsLoader } from '../../admin/dashboard/admin-pages.server'
import type { Route } from './+types/analytics'

export function loader({ request, context }: Route.LoaderArgs) {
  return analyticsLoader(request, context)
}

export const meta: Route.MetaFunction = () => adminMeta('Analytics')

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { dashboardUrl } = loaderData
  if (!dashboardUrl) {
    return (
      <>
        <PageHeader title="Analytics" description="Visits and traffic of the public site." />
        <section
          className={`${card} ${pageStyles.sectionCard} ${styles.setup}`}
          aria-labelledby="analytics-setup-title"
        >
          <h2 id="analytics-setup-title" className={styles.setupTitle}>
            No analytics dashboard is configured
          </h2>
          <p>
            This page shows your reporting dashboard (for example a shared Looker Studio, Plausible
            or Matomo report) once web knows its address. To set it up:
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
      </>
    )
  }
  return (
    <div className={styles.framePage}>
      <PageHeader
        title="Analytics"
        description="Visits and traffic of the public site, from your reporting dashboard."
        actions={
          <a href={dashboardUrl} target="_blank" rel="noopener noreferrer" className={styles.open}>
            Open in a new tab
          </a>
        }
      />
      <iframe
        src={dashboardUrl}
        title="Site analytics dashboard"
        className={`${card} ${styles.frame}`}
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
