import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { button } from '../../ui/Button.css'
import { Notice } from '../ui/Notice'
import { focusTarget } from '../ui/notice.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

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
  const { t } = useAdminI18n()
  const list = (labels: readonly string[]) => labels.join(t('editor.listSeparator'))
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
            {t('editor.reloadTheirs')}
          </Link>
        }
      >
        {takenFromTheirs.length > 0 && (
          <p>{t('editor.theirChanges', { fields: list(takenFromTheirs) })}</p>
        )}
        {bothChanged.length > 0 && <p>{t('editor.bothChanged', { fields: list(bothChanged) })}</p>}
        {merged && bothChanged.length === 0 && <p>{t('editor.checkAndSave')}</p>}
      </Notice>
    </div>
  )
}
