import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import type { CommitInfo, HistoryTarget } from '@site/contract'
import { Button } from '../../ui/Button'
import * as dialog from '../ui/dialog.css'
import { Notice } from '../ui/Notice'
import { focusTarget } from '../ui/notice.css'
import { PageHeader } from '../ui/PageHeader'
import { card } from '../theme.css'
import { DateTime, useDates } from '../dates'
import { useHydrated } from '../use-hydrated'
import { historyHref } from './href'
import * as styles from './HistoryView.css'
import { FieldChanges } from './FieldChanges'
import type { FieldComparison } from './snapshot'

export interface HistoryViewProps {
  target: HistoryTarget
  title: string
  back: { to: string; label: string } | null
  commits: CommitInfo[]
  selected: { commit: CommitInfo; changes: FieldComparison[] } | null
  currentVersion: string | null
  /** whether the access table lets this user restore this target (settings: admins only) */
  canRestore: boolean
  restored: string | null
  actionData?: { error: string; conflict?: boolean; sessionEnded?: boolean }
}

function CommitList({
  target,
  commits,
  selectedId,
}: {
  target: HistoryTarget
  commits: CommitInfo[]
  selectedId: string | null
}) {
  return (
    <section className={`${card} ${styles.panel}`} aria-labelledby="history-versions">
      <h2 id="history-versions" className={styles.panelTitle}>
        Versions
      </h2>
      <ol className={styles.commits}>
        {commits.map((commit, i) => {
          const current = commit.id === selectedId
          return (
            <li key={commit.id}>
              <Link
                to={historyHref(target, commit.id)}
                className={styles.commit}
                aria-current={current ? 'true' : undefined}
                preventScrollReset
              >
                <span className={styles.commitMessage}>{commit.message}</span>
                <span className={styles.commitMeta}>
                  <span>
                    {commit.author.name} · <DateTime value={commit.date} />
                  </span>
                  {i === 0 && <span className={styles.badge}>Current</span>}
                </span>
              </Link>
            </li>
          )
        })}
      </ol>
    </section>
  )
}

function RestoreForm({
  commit,
  version,
  title,
}: {
  commit: CommitInfo
  version: string | null
  title: string
}) {
  const hydrated = useHydrated()
  const { dateTime } = useDates()
  const [open, setOpen] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const when = dateTime(commit.date)
  return (
    <Form method="post" ref={formRef} className={styles.restore}>
      <input type="hidden" name="commit" value={commit.id} />
      <input type="hidden" name="version" value={version ?? ''} />
      {/* without JavaScript the button restores at once; with it, a dialog asks first */}
      <Button
        type={hydrated ? 'button' : 'submit'}
        variant="primary"
        size="sm"
        disabled={busy}
        onClick={hydrated ? () => setOpen(true) : undefined}
      >
        {busy ? 'Restoring…' : 'Restore this version'}
      </Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialog.overlay} />
          <Dialog.Content className={dialog.content} role="alertdialog">
            <Dialog.Title className={dialog.title}>Restore this version?</Dialog.Title>
            <Dialog.Description className={dialog.description}>
              {title} goes back to how it was on {when}. This is saved as a new change and is live
              on the site at once; the current version stays in the history.
            </Dialog.Description>
            <div className={dialog.actions}>
              <Dialog.Close asChild>
                <Button variant="secondary" size="sm">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button
                variant="primary"
                size="sm"
                onClick={() => {
                  setOpen(false)
                  formRef.current?.requestSubmit()
                }}
              >
                Restore
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Form>
  )
}

function Comparison({
  selected,
  isCurrent,
  currentVersion,
  title,
  canRestore,
}: {
  selected: NonNullable<HistoryViewProps['selected']>
  isCurrent: boolean
  currentVersion: string | null
  title: string
  canRestore: boolean
}) {
  const { commit, changes } = selected
  return (
    <section className={`${card} ${styles.panel}`} aria-labelledby="history-comparison">
      <h2 id="history-comparison" className={styles.panelTitle}>
        <DateTime value={commit.date} /> compared with now
      </h2>
      <p className={styles.muted}>
        {commit.message} — by {commit.author.name}
      </p>
      {changes.length === 0 ? (
        <p>
          {isCurrent
            ? 'This is the current version.'
            : 'This version has the same content as the current one.'}
        </p>
      ) : (
        <>
          <p>
            {changes.length === 1 ? '1 field differs' : `${changes.length} fields differ`} from the
            current version.
          </p>
          <FieldChanges changes={changes} thenLabel="This version" nowLabel="Now" />
        </>
      )}
      {changes.length > 0 &&
        (canRestore ? (
          <RestoreForm commit={commit} version={currentVersion} title={title} />
        ) : (
          <p className={styles.muted}>Only an admin may restore this.</p>
        ))}
    </section>
  )
}

/** Who changed what and when, a version compared field by field with now, and Restore. */
export function HistoryView(props: HistoryViewProps) {
  const { target, title, back, commits, selected, currentVersion, canRestore, restored } = props
  const { actionData } = props
  const noticeRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (restored || actionData) noticeRef.current?.focus()
  }, [restored, actionData])
  const restoredCommit = restored ? commits.find((c) => c.id.startsWith(restored)) : undefined

  return (
    <>
      <PageHeader
        back={back ?? { to: '/admin', label: 'Dashboard' }}
        title={`History: ${title}`}
        description="Every saved change, newest first. Choose a version to compare it with the current one, field by field, and to restore it."
      />
      {(actionData || restored) && (
        <div ref={noticeRef} tabIndex={-1} className={focusTarget}>
          {actionData ? (
            <Notice
              tone={actionData.conflict ? 'warning' : 'error'}
              role="alert"
              title="Not restored"
            >
              <p>{actionData.error}</p>
              {actionData.sessionEnded && (
                <p>
                  <a href="/admin/login" target="_blank" rel="noopener">
                    Sign in again (opens in a new tab)
                  </a>
                </p>
              )}
            </Notice>
          ) : restored ? (
            <Notice tone="success" role="status" title="Restored. It is live on the site.">
              <p>
                The version of{' '}
                {restoredCommit ? <DateTime value={restoredCommit.date} /> : restored} is back,
                saved as a new change at the top of the list.
              </p>
            </Notice>
          ) : null}
        </div>
      )}
      <div className={styles.layout}>
        <CommitList target={target} commits={commits} selectedId={selected?.commit.id ?? null} />
        {selected ? (
          <Comparison
            selected={selected}
            isCurrent={selected.commit.id === commits[0]?.id}
            currentVersion={currentVersion}
            title={title}
            canRestore={canRestore}
          />
        ) : (
          <section className={`${card} ${styles.panel}`} aria-label="Comparison">
            <p className={styles.muted}>
              Choose a version in the list to see what differs from the current one.
            </p>
          </section>
        )}
      </div>
    </>
  )
}
