import type { RepositoryStatus } from '@site/contract'
import { useDates } from '../dates'
import { Notice } from '../ui/Notice'
import * as styles from './dashboard.css'

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`

/**
 * What editors should know about the content repository: another program holding its git lock
 * (saves wait, then fail with "try again"), and what start-up repaired after an unexpected stop.
 * Nothing at all when both are clear.
 */
export function RepositoryNotice({ status }: { status: RepositoryStatus }) {
  const { git, interruptedSaves: repaired } = status
  const { dateTime } = useDates()
  if (!git.locked && !repaired) return null
  return (
    <>
      {git.locked && (
        <Notice tone="warning" role="status" title="Saving is paused">
          <p>
            Another program is using the content repository
            {git.waitingSince ? ` (since ${dateTime(git.waitingSince)})` : ''}. Saves wait for it a
            few seconds and then ask you to try again; nothing is lost.
          </p>
        </Notice>
      )}
      {repaired && (
        <Notice
          tone="info"
          title={`The content service stopped unexpectedly and was repaired on start (${dateTime(repaired.at)})`}
        >
          <ul className={styles.problemList}>
            {repaired.rolledForward.length > 0 && (
              <li>
                Saved and committed, now also on disk ({files(repaired.rolledForward.length)}):{' '}
                {repaired.rolledForward.map((f) => (
                  <code key={f}>{f} </code>
                ))}
              </li>
            )}
            {repaired.undone.length > 0 && (
              <li>
                Never saved, so taken out ({files(repaired.undone.length)}):{' '}
                {repaired.undone.map((f) => (
                  <code key={f}>{f} </code>
                ))}
              </li>
            )}
            {repaired.unreadable > 0 && (
              <li>{repaired.unreadable} damaged save records were dropped.</li>
            )}
          </ul>
        </Notice>
      )}
    </>
  )
}
