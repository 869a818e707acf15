import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { visuallyHidden } from '../../theme/utilities.css'
import { Icon } from '../../ui/Icon'
import { Notice } from './Notice'
import * as styles from './notice.css'

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
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusTarget}>
      <Notice
        tone="success"
        role="status"
        title={`Saved "${title}". It is live on the site.`}
        actions={
          <>
            <Link to={publicPath} target="_blank" rel="noopener" className={styles.actionLink}>
              View on site
              <Icon name="external" size={14} />
              <span className={visuallyHidden}> (opens in a new tab)</span>
            </Link>
            <button type="button" onClick={onDismiss} className={styles.dismiss}>
              Dismiss
            </button>
          </>
        }
      />
    </div>
  )
}
