import { Link } from 'react-router'
import { DateTime, useDates } from '../dates'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { card } from '../theme.css'
import { Notice } from '../ui/Notice'
import type { DraftLine, DraftLists, Part } from './dashboard-data.server'
import * as styles from './dashboard.css'

function DraftName({ draft }: { draft: DraftLine }) {
  return draft.editorHref ? <Link to={draft.editorHref}>{draft.label}</Link> : <>{draft.label}</>
}

/**
 * What waits for review (in review or ready, newest first) and what publishes next, each shown
 * only when there is some; the counts are of all drafts, the lists of the first five.
 */
export function DraftsLists({ drafts, now }: { drafts: Part<DraftLists>; now: string }) {
  const { dateTime, timeAgo } = useDates()
  const { t, number } = useAdminI18n()
  const board = (count: number, shown: number) =>
    count > shown
      ? t('dashboardDrafts.allOnBoard', { count: number(count) })
      : t('dashboardDrafts.openBoard')
  if (!drafts.ok) {
    return (
      <Notice tone="error">
        <p>{t('dashboardDrafts.failed', { message: drafts.message })}</p>
      </Notice>
    )
  }
  const { waiting, scheduled } = drafts.value
  return (
    <>
      {waiting.count > 0 && (
        <section aria-labelledby="waiting-title">
          <h2 id="waiting-title" className={styles.sectionTitle}>
            {t('dashboardDrafts.waiting', { count: number(waiting.count) })}
          </h2>
          <div className={`${card} ${styles.panel}`}>
            <ul className={styles.spamList}>
              {waiting.items.map((draft) => (
                <li key={draft.target} className={styles.spamItem}>
                  <span>
                    {fillNodes(t('dashboardDrafts.by'), {
                      draft: <DraftName draft={draft} />,
                      name: <bdi>{draft.by}</bdi>,
                    })}
                  </span>
                  <span>
                    {t(`draft.status.${draft.status}`)} ·{' '}
                    <time dateTime={draft.updatedAt} title={dateTime(draft.updatedAt)}>
                      {timeAgo(draft.updatedAt, new Date(now))}
                    </time>
                  </span>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/admin/workflow">{board(waiting.count, waiting.items.length)}</Link>
            </p>
          </div>
        </section>
      )}
      {scheduled.count > 0 && (
        <section aria-labelledby="scheduled-title">
          <h2 id="scheduled-title" className={styles.sectionTitle}>
            {t('dashboardDrafts.scheduled', { count: number(scheduled.count) })}
          </h2>
          <div className={`${card} ${styles.panel}`}>
            <ol className={styles.spamList}>
              {scheduled.items.map((draft) => (
                <li key={draft.target} className={styles.spamItem}>
                  <DraftName draft={draft} />
                  <span>
                    {fillNodes(t('dashboardDrafts.publishes'), {
                      date: draft.publishAt && <DateTime value={draft.publishAt} />,
                    })}
                  </span>
                </li>
              ))}
            </ol>
            <p>
              <Link to="/admin/workflow">{board(scheduled.count, scheduled.items.length)}</Link>
            </p>
          </div>
        </section>
      )}
    </>
  )
}
