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
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { fillNodes } from '../i18n/fill-nodes'

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
  const { t } = useAdminI18n()
  return (
    <section className={`${card} ${styles.panel}`} aria-labelledby="history-versions">
      <h2 id="history-versions" className={styles.panelTitle}>
        {t('history.versions')}
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
                    <bdi>{commit.author.name}</bdi> · <DateTime value={commit.date} />
                  </span>
                  {i === 0 && <span className={styles.badge}>{t('history.current')}</span>}
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
  const { t } = useAdminI18n()
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
        {busy ? t('history.restoring') : t('history.restoreThis')}
      </Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialog.overlay} />
          <Dialog.Content className={dialog.content} role="alertdialog">
            <Dialog.Title className={dialog.title}>{t('history.restoreTitle')}</Dialog.Title>
            <Dialog.Description className={dialog.description}>
              {fillNodes(t('history.restoreText'), { title: <bdi>{title}</bdi>, when })}
            </Dialog.Description>
            <div className={dialog.actions}>
              <Dialog.Close asChild>
                <Button variant="secondary" size="sm">
                  {t('ui.cancel')}
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
                {t('history.restore')}
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
  const { t, count } = useAdminI18n()
  return (
    <section className={`${card} ${styles.panel}`} aria-labelledby="history-comparison">
      <h2 id="history-comparison" className={styles.panelTitle}>
        {fillNodes(t('history.comparedWithNow'), { date: <DateTime value={commit.date} /> })}
      </h2>
      <p className={styles.muted}>
        {fillNodes(t('history.messageBy'), {
          message: <bdi>{commit.message}</bdi>,
          name: <bdi>{commit.author.name}</bdi>,
        })}
      </p>
      {changes.length === 0 ? (
        <p>{isCurrent ? t('history.isCurrent') : t('history.sameAsCurrent')}</p>
      ) : (
        <>
          <p>{count('count.fieldsDiffer', changes.length)}</p>
          <FieldChanges
            changes={changes}
            thenLabel={t('history.thisVersion')}
            nowLabel={t('history.now')}
          />
        </>
      )}
      {changes.length > 0 &&
        (canRestore ? (
          <RestoreForm commit={commit} version={currentVersion} title={title} />
        ) : (
          <p className={styles.muted}>{t('history.onlyAdmin')}</p>
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
  const { t } = useAdminI18n()

  return (
    <>
      <PageHeader
        back={back ?? { to: '/admin', label: t('nav.dashboard') }}
        title={t('meta.history', { title })}
        description={t('history.description')}
      />
      {(actionData || restored) && (
        <div ref={noticeRef} tabIndex={-1} className={focusTarget}>
          {actionData ? (
            <Notice
              tone={actionData.conflict ? 'warning' : 'error'}
              role="alert"
              title={t('history.notRestored')}
            >
              <p>{actionData.error}</p>
              {actionData.sessionEnded && (
                <p>
                  <a href="/admin/login" target="_blank" rel="noopener">
                    {t('workflow.signInAgain')}
                  </a>
                </p>
              )}
            </Notice>
          ) : restored ? (
            <Notice tone="success" role="status" title={t('history.restored')}>
              <p>
                {fillNodes(t('history.restoredText'), {
                  date: restoredCommit ? <DateTime value={restoredCommit.date} /> : restored,
                })}
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
          <section className={`${card} ${styles.panel}`} aria-label={t('history.comparison')}>
            <p className={styles.muted}>{t('history.chooseHint')}</p>
          </section>
        )}
      </div>
    </>
  )
}
