import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { recordPathOf, type CollectionKey } from '@site/contract'
import { useAdminI18n } from '../i18n/use-admin-i18n'
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
  const i18n = useAdminI18n()
  const { t } = i18n
  const label = i18n.collection(collection).label
  const oldPath = recordPathOf(collection, from)
  const newPath = recordPathOf(collection, to)
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusTarget}>
      <Notice
        tone="success"
        role="status"
        title={t('renamed.title', { singular: label, to, from })}
        actions={
          newPath ? (
            <>
              <Link to={newPath} className={styles.actionLink}>
                {t('renamed.view', { path: newPath })}
              </Link>
              <Link to="/admin/redirects" className={styles.actionLink}>
                {t('nav.redirects')}
              </Link>
            </>
          ) : undefined
        }
      >
        <p>
          {oldPath && newPath
            ? t('renamed.redirectsTo', { from: oldPath, to: newPath })
            : t('renamed.referrersFollow')}
        </p>
      </Notice>
    </div>
  )
}
