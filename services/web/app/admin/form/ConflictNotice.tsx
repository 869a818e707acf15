import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { button } from '../../ui/Button.css'
import { Notice } from '../ui/Notice'
import { focusTarget } from '../ui/notice.css'

/**
 * "Someone else saved since you opened it": takes focus when it appears, offers their version
 * (a full reload, so the browser asks before dropping the edits below), and says what the merge
 * did to the form: their changes brought in, and the fields you both changed (yours kept, theirs
 * shown under each).
 */
export function ConflictNotice({
  message,
  reloadTo,
  takenFromTheirs,
  bothChanged,
  merged,
  focusKey,
}: {
  message: string
  reloadTo: string
  /** labels of the fields only they changed, now holding their value */
  takenFromTheirs: readonly string[]
  /** labels of the fields you both changed */
  bothChanged: readonly string[]
  /** the form was rebased on their version (else it keeps yours and the version you opened) */
  merged: boolean
  /** changes with every new answer, so each conflict moves focus here again */
  focusKey: unknown
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [focusKey])
  return (
    <div ref={ref} tabIndex={-1} className={focusTarget}>
      <Notice
        tone="warning"
        role="alert"
        title={message}
        actions={
          <Link reloadDocument to={reloadTo} className={button({ variant: 'outline', size: 'sm' })}>
            Reload their version
          </Link>
        }
      >
        {takenFromTheirs.length > 0 && (
          <p>Their changes to {takenFromTheirs.join(', ')} are now in the form.</p>
        )}
        {bothChanged.length > 0 && (
          <p>
            You both changed {bothChanged.join(', ')}: your text is kept, theirs is shown under it.
            Choose, then Save again.
          </p>
        )}
        {merged && bothChanged.length === 0 && <p>Check the form, then Save again.</p>}
      </Notice>
    </div>
  )
}
