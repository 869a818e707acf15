import { Link } from 'react-router'
import { defaultLanguage } from '@site/contract'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Notice } from '../ui/Notice'
import type { ListActionResult } from './list.server'

/** What a delete, a bulk action or a reorder answered: done, or why not (with the records still referring). */
export function ListNotices({
  removed,
  reordered,
  bulk,
}: {
  removed: ListActionResult | undefined
  reordered: ListActionResult | undefined
  /** a bulk action's answer: what it changed, or (409) the records changed meanwhile */
  bulk: ListActionResult | undefined
}) {
  const { t } = useAdminI18n()
  return (
    <>
      {removed && (
        <Notice
          tone={removed.ok ? 'success' : 'warning'}
          role={removed.ok ? 'status' : 'alert'}
          title={removed.ok ? removed.message : t('list.notDeleted')}
        >
          {!removed.ok && <p>{removed.message}</p>}
          {removed.referrers && removed.referrers.length > 0 && (
            <ul>
              {removed.referrers.map((r) => (
                <li key={`${r.collection}/${r.slug}`}>
                  <Link to={`/admin/${r.collection}/${r.slug}`}>
                    <bdi lang={defaultLanguage}>{r.title}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      {bulk && (
        <Notice
          tone={bulk.ok ? 'success' : 'warning'}
          role={bulk.ok ? 'status' : 'alert'}
          title={bulk.ok ? bulk.message : t('list.nothingChanged')}
        >
          {!bulk.ok && <p>{bulk.message}</p>}
        </Notice>
      )}
      {reordered && (
        <Notice
          tone={reordered.ok ? 'success' : 'warning'}
          role={reordered.ok ? 'status' : 'alert'}
          title={reordered.message}
        />
      )}
    </>
  )
}
