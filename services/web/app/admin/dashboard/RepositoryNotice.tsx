import type { RepositoryStatus } from '@site/contract'
import { useDates } from '../dates'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Notice } from '../ui/Notice'
import * as styles from './dashboard.css'

/**
 * What editors should know about the content repository: another program holding its git lock
 * (saves wait, then fail with "try again"), and what start-up repaired after an unexpected stop.
 * Nothing at all when both are clear.
 */
export function RepositoryNotice({ status }: { status: RepositoryStatus }) {
  const { git, interruptedSaves: repaired } = status
  const { dateTime } = useDates()
  const { t, count } = useAdminI18n()
  const files = (n: number) => count('count.files', n)
  if (!git.locked && !repaired) return null
  return (
    <>
      {git.locked && (
        <Notice tone="warning" role="status" title={t('repository.paused')}>
          <p>
            {git.waitingSince
              ? t('repository.inUseSince', { date: dateTime(git.waitingSince) })
              : t('repository.inUse')}
          </p>
        </Notice>
      )}
      {repaired && (
        <Notice tone="info" title={t('repository.repaired', { date: dateTime(repaired.at) })}>
          <ul className={styles.problemList}>
            {repaired.rolledForward.length > 0 && (
              <li>
                {t('repository.rolledForward', { files: files(repaired.rolledForward.length) })}{' '}
                {repaired.rolledForward.map((f) => (
                  <code key={f}>{f} </code>
                ))}
              </li>
            )}
            {repaired.undone.length > 0 && (
              <li>
                {t('repository.undone', { files: files(repaired.undone.length) })}{' '}
                {repaired.undone.map((f) => (
                  <code key={f}>{f} </code>
                ))}
              </li>
            )}
            {repaired.unreadable > 0 && (
              <li>{t('repository.dropped', { count: repaired.unreadable })}</li>
            )}
          </ul>
        </Notice>
      )}
    </>
  )
}
