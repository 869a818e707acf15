import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { visuallyHidden } from '../../theme/utilities.css'
import { Icon } from '../../ui/Icon'
import { Notice } from './Notice'
import * as styles from './notice.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { fillNodes } from '../i18n/fill-nodes'

/**
 * "Saved ..." after an edit. It takes focus once, so a screen reader reads it (a live region that
 * arrives together with a new page is often not announced), and links to the public page.
 */
export function SavedNotice({
  title,
  publicPath,
  onDismiss,
}: {
  title: string
  publicPath: string
  onDismiss: () => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  const { t } = useAdminI18n()
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusTarget}>
      <Notice
        tone="success"
        role="status"
        title={fillNodes(t('ui.saved'), { title: <bdi>{title}</bdi> })}
        actions={
          <>
            <Link to={publicPath} target="_blank" rel="noopener" className={styles.actionLink}>
              {t('ui.viewOnSite')}
              <Icon name="external" size={14} />
              <span className={visuallyHidden}> {t('ui.newTab')}</span>
            </Link>
            <button type="button" onClick={onDismiss} className={styles.dismiss}>
              {t('media.dismiss')}
            </button>
          </>
        }
      />
    </div>
  )
}
