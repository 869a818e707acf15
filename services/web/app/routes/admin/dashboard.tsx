import { Link } from 'react-router'
import type { ActivityChange } from '@site/contract'
import { Button } from '../../ui/Button'
import { Icon } from '../../ui/Icon'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import { useDates } from '../../admin/dates'
import * as styles from '../../admin/dashboard/dashboard.css'
import { dashboardAction, dashboardLoader } from '../../admin/dashboard/dashboard-data.server'
import { SpamList } from '../../admin/dashboard/SpamList'
import { DraftsLists } from '../../admin/dashboard/DraftsLists'
import { UnpublishList } from '../../admin/unpublish/UnpublishList'
import { changeLabel, editorHrefOf, quickActions } from '../../admin/dashboard/links'
import { activitySentence } from '../../admin/dashboard/activity-sentence'
import { adminMeta } from '../../admin/meta'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import { placeHint, placeName } from '../../admin/shell/admin-places'
import { RepositoryNotice } from '../../admin/dashboard/RepositoryNotice'
import { RemoteNotice } from '../../admin/dashboard/RemoteNotice'
import { OutdatedTranslationsList } from '../../admin/dashboard/OutdatedTranslationsList'
import { ContentChecksList } from '../../admin/checks/ContentChecksList'
import { Notice } from '../../admin/ui/Notice'
import { PageHeader } from '../../admin/ui/PageHeader'
import { card } from '../../admin/theme.css'
import type { Route } from './+types/dashboard'

export function loader({ request, context }: Route.LoaderArgs) {
  return dashboardLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return dashboardAction(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('nav.dashboard'))

/** "Eda Editor" -> "Eda": the greeting uses the first name. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { userName, counts, messages, activity, problems, repository, outdated, spam, now } =
    loaderData
  const { drafts, checks } = loaderData
  const { dateTime, timeAgo } = useDates()
  const i18n = useAdminI18n()
  const { t } = i18n
  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: firstName(userName) })}
        description={t('dashboard.description')}
        actions={
          <Button to="/" variant="outline" size="sm" iconEnd="arrow-right">
            {t('dashboard.viewSite')}
          </Button>
        }
      />

      <section aria-labelledby="overview-title">
        <h2 id="overview-title" className={styles.sectionTitle}>
          {t('dashboard.overview')}
        </h2>
        <ul className={`${styles.grid} ${styles.plainList}`}>
          {counts.map((c) => (
            <li key={c.key} className={`${card} ${styles.stat}`} data-testid={`count-${c.key}`}>
              <p className={styles.statTop}>
                {placeName(i18n, c)}
                <span className={styles.statIcon} aria-hidden="true">
                  <Icon name="layers" size={20} />
                </span>
              </p>
              <p className={styles.statValue}>{i18n.number(c.count)}</p>
              <p className={styles.statFoot}>
                <Link to={c.to}>
                  {t('dashboard.manage', { what: placeName(i18n, c).toLowerCase() })}
                </Link>
              </p>
            </li>
          ))}
          <li className={`${card} ${styles.stat}`} data-testid="count-messages">
            <p className={styles.statTop}>
              {t('dashboard.unreadMessages')}
              <span className={styles.statIcon} aria-hidden="true">
                <Icon name="alert-circle" size={20} />
              </span>
            </p>
            {messages.ok && messages.value ? (
              <>
                <p className={styles.statValue}>{i18n.number(messages.value.unread)}</p>
                <p className={styles.statFoot}>
                  <Link to="/admin/contacts">
                    {t('dashboard.openMessages', { total: i18n.number(messages.value.total) })}
                  </Link>
                </p>
              </>
            ) : (
              <>
                <p className={styles.statValue} aria-hidden="true">
                  –
                </p>
                <p className={styles.statFoot}>
                  {messages.ok
                    ? t('dashboard.inboxNotYet')
                    : t('dashboard.inboxFailed', { message: messages.message })}
                </p>
              </>
            )}
          </li>
        </ul>
      </section>

      {messages.ok && messages.value && spam.ok && (
        <SpamList count={messages.value.spam} items={spam.value} />
      )}

      <DraftsLists drafts={drafts} now={now} />
      <UnpublishList schedules={loaderData.unpublishing} />

      <div className={styles.columns}>
        <section aria-labelledby="activity-title">
          <h2 id="activity-title" className={styles.sectionTitle}>
            {t('dashboard.recentActivity')}
          </h2>
          <div className={`${card} ${styles.panel}`}>
            {!activity.ok ? (
              <p>{t('dashboard.activityFailed', { message: activity.message })}</p>
            ) : activity.value.length === 0 ? (
              <p>{t('dashboard.noChanges')}</p>
            ) : (
              <ol className={styles.activityList}>
                {activity.value.map((entry) => (
                  <li key={entry.id} className={styles.activityItem}>
                    <p className={styles.activityWhat}>{activitySentence(entry, i18n, dateTime)}</p>
                    <p className={styles.activityMeta}>
                      <time dateTime={entry.date} title={dateTime(entry.date)}>
                        {timeAgo(entry.date, new Date(now))}
                      </time>
                    </p>
                    <ChangeLinks changes={entry.changes} />
                  </li>
                ))}
              </ol>
            )}
          </div>
        </section>

        <section aria-labelledby="problems-title">
          <h2 id="problems-title" className={styles.sectionTitle}>
            {t('dashboard.problems')}
          </h2>
          {actionData && 'error' in actionData && (
            <Notice tone="error" role="alert">
              <p>{actionData.error}</p>
            </Notice>
          )}
          {repository.ok && <RepositoryNotice status={repository.value} />}
          {repository.ok && repository.value.remote && (
            <RemoteNotice remote={repository.value.remote} now={now} />
          )}
          {outdated.ok && <OutdatedTranslationsList outdated={outdated.value} />}
          {checks.ok ? (
            <ContentChecksList report={checks.value} />
          ) : (
            <Notice tone="error">
              <p>{t('checks.failed', { message: checks.message })}</p>
            </Notice>
          )}
          {!problems.ok ? (
            <Notice tone="error">
              <p>{t('dashboard.checkFailed', { message: problems.message })}</p>
            </Notice>
          ) : problems.value.length === 0 ? (
            <Notice tone="success">
              <p>{t('dashboard.allValid')}</p>
            </Notice>
          ) : (
            <Notice
              tone="warning"
              title={
                problems.value.length === 1
                  ? t('dashboard.invalidOne')
                  : t('dashboard.invalidMany', { count: i18n.number(problems.value.length) })
              }
            >
              <p>
                {problems.value.length === 1
                  ? t('dashboard.lastGoodOne')
                  : t('dashboard.lastGoodMany')}
              </p>
              <ul className={styles.problemList}>
                {problems.value.map((p) => (
                  <li key={`${p.file}:${p.field}`}>
                    <code>{p.file}</code>
                    {p.field ? (
                      <>
                        {' '}
                        (<code>{p.field}</code>)
                      </>
                    ) : null}
                    : {p.message}
                  </li>
                ))}
              </ul>
            </Notice>
          )}
        </section>
      </div>

      <section aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className={styles.sectionTitle}>
          {t('dashboard.quickActions')}
        </h2>
        <ul className={styles.actions}>
          {quickActions.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className={`${card} ${styles.action}`}>
                <span className={styles.statIcon} aria-hidden="true">
                  <Icon name="pencil" size={20} />
                </span>
                <span className={styles.actionText}>
                  <span className={styles.actionTitle}>
                    {placeName(i18n, { ...action, label: action.title }, 'action')}
                  </span>
                  <span className={styles.actionHint}>{placeHint(i18n, action)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

function ChangeLinks({ changes }: { changes: ActivityChange[] }) {
  const shown = changes.slice(0, 3)
  const more = changes.length - shown.length
  const { t, number } = useAdminI18n()
  return (
    <p className={styles.activityLinks}>
      {shown.map((change) => {
        const href = editorHrefOf(change)
        return href ? (
          <Link key={change.file} to={href}>
            {changeLabel(change)}
          </Link>
        ) : (
          <span key={change.file}>{changeLabel(change)}</span>
        )
      })}
      {more > 0 && <span>{t('dashboard.andMore', { count: number(more) })}</span>}
    </p>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
