import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { collectionDefinitions, recordPathOf, type CollectionKey } from '@site/contract'
import { Notice } from '../ui/Notice'
import * as styles from '../ui/notice.css'

/**
 * "Address changed" on the renamed record's edit page. It takes focus once (a screen reader
 * reads it after the page changed), and says where the old address now leads.
 */
export function RenamedNotice({
  collection,
  from,
  to,
}: {
  collection: CollectionKey
  from: string
  to: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  const label = collectionDefinitions[collection].label
  const oldPath = recordPathOf(collection, from)
  const newPath = recordPathOf(collection, to)
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusTarget}>
      <Notice
        tone="success"
        role="status"
        title={`Address changed: this ${label} is now "${to}" (was "${from}").`}
        actions={
          newPath ? (
            <>
              <Link to={newPath} className={styles.actionLink}>
                View {newPath}
              </Link>
              <Link to="/admin/redirects" className={styles.actionLink}>
                Redirects
              </Link>
            </>
          ) : undefined
        }
      >
        <p>
          {oldPath && newPath
            ? `${oldPath} now redirects to ${newPath}, in English and Arabic. Records that referred to it follow.`
            : 'Records that referred to it follow.'}
        </p>
      </Notice>
    </div>
  )
}
