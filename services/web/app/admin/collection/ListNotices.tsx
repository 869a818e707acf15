import { Link } from 'react-router'
import { Notice } from '../ui/Notice'
import type { ListActionResult } from './collection.server'

/** What a delete or a reorder answered: done, or why not (with the records still referring). */
export function ListNotices({
  removed,
  reordered,
}: {
  removed: ListActionResult | undefined
  reordered: ListActionResult | undefined
}) {
  return (
    <>
      {removed && (
        <Notice
          tone={removed.ok ? 'success' : 'warning'}
          role={removed.ok ? 'status' : 'alert'}
          title={removed.ok ? removed.message : 'Not deleted'}
        >
          {!removed.ok && <p>{removed.message}</p>}
          {removed.referrers && removed.referrers.length > 0 && (
            <ul>
              {removed.referrers.map((r) => (
                <li key={`${r.collection}/${r.slug}`}>
                  <Link to={`/admin/${r.collection}/${r.slug}`}>{r.title}</Link>
                </li>
              ))}
            </ul>
          )}
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
