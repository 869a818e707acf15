import { Form, Link } from 'react-router'
import type { ActivityChange, RemoteConflict, RemoteState } from '@site/contract'
import { Button } from '../../ui/Button'
import { useDates } from '../dates'
import { Notice } from '../ui/Notice'
import { editorHrefOf } from './links'
import * as styles from './dashboard.css'

/** A remote no fetch has reached for this long is a problem on the dashboard (content-api agrees). */
const UNREACHABLE_PROBLEM_MS = 10 * 60_000

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '')
  return text.length > 140 ? `${text.slice(0, 139)}…` : text
}

function editorHref(conflict: RemoteConflict): string | null {
  const { target, file } = conflict
  if (!target) return null
  const change: ActivityChange =
    'settings' in target
      ? { kind: 'settings', file }
      : 'page' in target
        ? { kind: 'page', page: target.page, file }
        : { kind: 'record', collection: target.collection, slug: target.slug, file }
  return editorHrefOf(change)
}

/**
 * The content remote (CONTENT_GIT_REMOTE) as editors need to know it: where it is and when it
 * was last reached; a rewritten remote history or a remote unreachable for 10 minutes as a
 * problem; and each field the remote won over a save, with the saved value one click away.
 */
export function RemoteNotice({ remote, now }: { remote: RemoteState; now: string }) {
  const { dateTime, timeAgo } = useDates()
  const at = new Date(now)
  const unreachable =
    remote.unreachableSince !== null &&
    at.getTime() - Date.parse(remote.unreachableSince) >= UNREACHABLE_PROBLEM_MS
  const waiting = remote.pendingCommits
  return (
    <>
      {remote.rewritten && (
        <Notice tone="error" role="alert" title="The content remote's history was rewritten">
          <p>
            Someone force-pushed <code>{remote.branch}</code> on <code>{remote.remote}</code>. The
            site keeps its content and has stopped following the remote; nothing saved here is lost.
            Local commits are kept on the branch <code>{remote.rewritten.rescueBranch}</code> (
            {dateTime(remote.rewritten.at)}). A developer should put the remote right (push the
            rescue branch back, or accept the rewrite as the README describes).
          </p>
        </Notice>
      )}
      {unreachable && !remote.rewritten && (
        <Notice tone="error" role="alert" title="The content remote cannot be reached">
          <p>
            No fetch has reached <code>{remote.remote}</code> since{' '}
            {dateTime(remote.unreachableSince ?? now)}. Saves still work and are kept here
            {waiting > 0 ? ` (${waiting} ${waiting === 1 ? 'commit waits' : 'commits wait'})` : ''};
            they are pushed once it answers. Last error: {remote.lastError ?? 'unknown'}.
          </p>
        </Notice>
      )}
      {remote.conflicts.length > 0 && (
        <Notice
          tone="warning"
          title={`${remote.conflicts.length} saved ${remote.conflicts.length === 1 ? 'value was' : 'values were'} replaced by a change on the content remote`}
        >
          <p>
            The remote (a reviewed pull request) and a save here changed the same field; the site
            shows the remote&apos;s value. The saved value stays in history and comes back with one
            click.
          </p>
          <ul className={styles.problemList}>
            {remote.conflicts.map((c) => (
              <RemoteConflictItem key={c.id} conflict={c} />
            ))}
          </ul>
        </Notice>
      )}
      <p className={styles.remoteLine} data-testid="remote-state">
        Content remote <code>{remote.remote}</code> ({remote.branch}): last fetched{' '}
        {remote.lastFetchAt ? timeAgo(remote.lastFetchAt, at) : 'never'}, last pushed{' '}
        {remote.lastPushAt ? timeAgo(remote.lastPushAt, at) : 'never'}
        {waiting > 0
          ? `, ${waiting} ${waiting === 1 ? 'commit' : 'commits'} waiting to be pushed`
          : ''}
        {remote.lastError && !unreachable && !remote.rewritten
          ? `. Last error: ${remote.lastError}`
          : ''}
        .
      </p>
    </>
  )
}

function RemoteConflictItem({ conflict: c }: { conflict: RemoteConflict }) {
  const href = editorHref(c)
  const item = href ? <Link to={href}>{c.file}</Link> : <code>{c.file}</code>
  const restorable = c.target !== null && c.field !== '(file)'
  return (
    <li>
      {item}, {c.field === '(file)' ? 'the whole file' : <code>{c.field}</code>}
      {c.editor ? ` (saved by ${c.editor})` : ''}: the site shows “{shown(c.remote)}”, the saved
      value was “{shown(c.local)}”.{' '}
      <Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="id" value={c.id} />
        {restorable && (
          <Button
            type="submit"
            name="intent"
            value="restore-remote-value"
            variant="secondary"
            size="sm"
            // the visible words first: speech users say what they see (WCAG 2.5.3)
            aria-label={`Restore my value: ${c.field} in ${c.file}`}
          >
            Restore my value
          </Button>
        )}{' '}
        <Button
          type="submit"
          name="intent"
          value="dismiss-remote-notice"
          variant="ghost"
          size="sm"
          aria-label={`Dismiss: ${c.field} in ${c.file}`}
        >
          Dismiss
        </Button>
      </Form>
    </li>
  )
}
