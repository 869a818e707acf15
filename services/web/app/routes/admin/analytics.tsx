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
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import { fillNodes } from '../../admin/i18n/fill-nodes'

export function loader({ request, context }: Route.LoaderArgs) {
  return analyticsLoader(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('nav.analytics'))

const providerNames = { plausible: 'Plausible', umami: 'Umami', ga4: 'Google Analytics 4' }

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { dashboardUrl, summary, error, days, provider } = loaderData
  const { t } = useAdminI18n()
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('nav.analytics')}
        description={
          <>
            {summary
              ? t('analytics.descriptionZone', { zone: summary.timeZone })
              : t('analytics.description')}
            {provider ? ` ${t('analytics.alsoSent', { provider: providerNames[provider] })}` : null}
          </>
        }
        actions={<PeriodSwitch days={days} />}
      />
      {summary ? (
        <AnalyticsReport summary={summary} days={days} />
      ) : (
        <Notice tone="error" title={t('analytics.loadFailed')}>
          {error} {t('analytics.loadFailedText')}
        </Notice>
      )}
      {dashboardUrl ? (
        <section className={styles.framePage} aria-labelledby="analytics-dashboard-title">
          <div className={styles.frameHead}>
            <h2 id="analytics-dashboard-title" className={styles.setupTitle}>
              {t('analytics.dashboard')}
            </h2>
            <a
              href={dashboardUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.open}
            >
              {t('analytics.openNewTab')}
            </a>
          </div>
          <iframe
            src={dashboardUrl}
            title={t('analytics.frameTitle')}
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
            {t('analytics.setupTitle')}
          </h2>
          <p>{t('analytics.setupText')}</p>
          <ol className={styles.steps}>
            <li>{fillNodes(t('analytics.setupStep1'), { https: <strong>https</strong> })}</li>
            <li>
              {fillNodes(t('analytics.setupStep2'), {
                variable: <code>ANALYTICS_DASHBOARD_URL</code>,
                file: <code>docker-compose.yml</code>,
              })}
            </li>
            <li>{t('analytics.setupStep3')}</li>
          </ol>
          <p className={styles.note}>{t('analytics.setupNote')}</p>
        </section>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
