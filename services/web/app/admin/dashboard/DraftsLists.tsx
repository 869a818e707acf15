import { Link } from 'react-router'
import { DateTime, useDates } from '../dates'
import { card } from '../theme.css'
import { Notice } from '../ui/Notice'
import { statusLabels } from '../drafts/status-labels'
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
  if (!drafts.ok) {
    return (
      <Notice tone="error">
        <p>Could not load the drafts: {drafts.message}</p>
      </Notice>
    )
  }
  const { waiting, scheduled } = drafts.value
  return (
    <>
      {waiting.count > 0 && (
        <section aria-labelledby="waiting-title">
          <h2 id="waiting-title" className={styles.sectionTitle}>
            Waiting for review ({waiting.count})
          </h2>
          <div className={`${card} ${styles.panel}`}>
            <ul className={styles.spamList}>
              {waiting.items.map((draft) => (
                <li key={draft.target} className={styles.spamItem}>
                  <span>
                    <DraftName draft={draft} /> by {draft.by}
                  </span>
                  <span>
                    {statusLabels[draft.status]} ·{' '}
                    <time dateTime={draft.updatedAt} title={dateTime(draft.updatedAt)}>
                      {timeAgo(draft.updatedAt, new Date(now))}
                    </time>
                  </span>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/admin/workflow">
                {waiting.count > waiting.items.length
                  ? `All ${waiting.count} on the workflow board`
                  : 'Open the workflow board'}
              </Link>
            </p>
          </div>
        </section>
      )}
      {scheduled.count > 0 && (
        <section aria-labelledby="scheduled-title">
          <h2 id="scheduled-title" className={styles.sectionTitle}>
            Scheduled ({scheduled.count})
          </h2>
          <div className={`${card} ${styles.panel}`}>
            <ol className={styles.spamList}>
              {scheduled.items.map((draft) => (
                <li key={draft.target} className={styles.spamItem}>
                  <DraftName draft={draft} />
                  <span>publishes {draft.publishAt && <DateTime value={draft.publishAt} />}</span>
                </li>
              ))}
            </ol>
            <p>
              <Link to="/admin/workflow">
                {scheduled.count > scheduled.items.length
                  ? `All ${scheduled.count} on the workflow board`
                  : 'Open the workflow board'}
              </Link>
            </p>
          </div>
        </section>
      )}
    </>
  )
}
