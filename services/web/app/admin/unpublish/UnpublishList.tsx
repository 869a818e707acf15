import { Link } from 'react-router'
import { isCollectionKey } from '@site/contract'
import { DateTime } from '../dates'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { card } from '../theme.css'
import { Notice } from '../ui/Notice'
import * as styles from '../dashboard/dashboard.css'
import type { SchedulesPart } from './unpublish-intent'

/**
 * The records scheduled to unpublish, soonest first, each linked to its editor (where the time is
 * changed or cancelled): on the dashboard and the workflow board, shown only when there is one.
 */
export function UnpublishList({ schedules }: { schedules: SchedulesPart }) {
  const i18n = useAdminI18n()
  const { t, number } = i18n
  if (!schedules.ok)
    return (
      <Notice tone="error">
        <p>{t('unpublish.loadFailed', { message: schedules.message })}</p>
      </Notice>
    )
  if (schedules.value.length === 0) return null
  return (
    <section aria-labelledby="unpublishing-title">
      <h2 id="unpublishing-title" className={styles.sectionTitle}>
        {t('unpublish.listTitle', { count: number(schedules.value.length) })}
      </h2>
      <div className={`${card} ${styles.panel}`}>
        <ol className={styles.spamList}>
          {schedules.value.map((s) => (
            <li key={`${s.collection}/${s.slug}`} className={styles.spamItem}>
              <Link to={`/admin/${s.collection}/${encodeURIComponent(s.slug)}`}>
                {fillNodes(t('unpublish.item'), {
                  title: <bdi>{s.title}</bdi>,
                  collection: isCollectionKey(s.collection)
                    ? i18n.collection(s.collection).label
                    : s.collection,
                })}
              </Link>
              <span>
                {fillNodes(t('unpublish.unpublishes'), { date: <DateTime value={s.at} /> })}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
