import { useId } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import type { DraftStatus } from '@site/contract'
import { Button } from '../../ui/Button'
import { DateTime, placeOf, useDates } from '../dates'
import { wallClockOf } from '../drafts/zoned-time'
import { FieldChanges } from '../history/FieldChanges'
import { card } from '../theme.css'
import { Notice } from '../ui/Notice'
import { PageHeader } from '../ui/PageHeader'
import type { DraftCard, WorkflowData } from './workflow.server'
import { statusLabels } from '../drafts/status-labels'
import * as styles from './workflow.css'

/** The button that moves a draft to a status. */
const moveLabels: Record<DraftStatus, string> = {
  draft: 'Back to draft',
  review: 'Ask for review',
  ready: 'Mark ready',
}

const emptyColumn: Record<DraftStatus, string> = {
  draft: 'No drafts being worked on.',
  review: 'Nothing waits for review.',
  ready: 'Nothing is ready to publish.',
}

const drafts = (n: number) => `${n} ${n === 1 ? 'draft' : 'drafts'}`

/** What a board action answered, as far as the board shows it (see workflow-action.server). */
export interface BoardActionResult {
  ok: boolean
  message: string
  fieldErrors?: Partial<Record<string, string>>
  sessionEnded?: boolean
  /** the draft whose card asked */
  target?: string | null
  /** a publish refused until a version of each of these fields is chosen (by their labels) */
  conflicts?: Array<{ field: string; label: string }>
}

/** The answer to a card's form: what happened, why not, and where to go on from there. */
function ActionNotice({
  result,
  editorHref,
}: {
  result: BoardActionResult
  editorHref?: string | null
}) {
  const fieldErrors = Object.values(result.fieldErrors ?? {}).filter(Boolean)
  return (
    <Notice tone={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
      <p>{result.message}</p>
      {fieldErrors.length > 0 && (
        <ul>
          {fieldErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {result.conflicts && result.conflicts.length > 0 && editorHref && (
        <p>
          Fields changed on both sides: {result.conflicts.map((c) => c.label).join(', ')}.{' '}
          <Link to={editorHref}>Open the editor to choose and publish</Link>
        </p>
      )}
      {result.sessionEnded && (
        <p>
          <a href="/admin/login" target="_blank" rel="noopener">
            Sign in again (opens in a new tab)
          </a>
        </p>
      )}
    </Notice>
  )
}

export interface WorkflowBoardProps extends WorkflowData {
  actionData?: BoardActionResult | undefined
}

/** "Ada Admin, Eli Editor" */
const names = (people: Array<{ name: string }>) => people.map((p) => p.name).join(', ')

const cardId = (target: string) => `draft-${target.replace(/[^a-z0-9-]/g, '-')}`

function Hidden({ target, intent }: { target: string; intent: string }) {
  return (
    <>
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="intent" value={intent} />
    </>
  )
}

function CardActions({ card: draft, now, busy }: { card: DraftCard; now: string; busy: boolean }) {
  const { timeZone } = useDates()
  // today in the company's zone: the usual day to start from
  const today = wallClockOf(new Date(now), timeZone).date
  const id = useId()
  const { may, target, title } = draft
  return (
    <div className={styles.disclosureBody}>
      <div className={styles.actions}>
        {may.status.map((status) => (
          <Form key={status} method="post" className={styles.inlineForm}>
            <Hidden target={target} intent="draft-status" />
            <input type="hidden" name="status" value={status} />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              {moveLabels[status]}
            </Button>
          </Form>
        ))}
        {may.publish && (
          <Form method="post" className={styles.inlineForm}>
            <Hidden target={target} intent="draft-publish" />
            <Button type="submit" variant="primary" size="sm" disabled={busy}>
              Publish now
            </Button>
          </Form>
        )}
        {may.schedule && draft.publishAt && (
          <Form method="post" className={styles.inlineForm}>
            <Hidden target={target} intent="draft-unschedule" />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              Cancel schedule
            </Button>
          </Form>
        )}
      </div>
      {may.schedule && (
        <Form method="post" className={styles.schedule} aria-label={`Schedule ${title}`}>
          <Hidden target={target} intent="draft-schedule" />
          <label className={styles.scheduleField} htmlFor={`${id}-date`}>
            Publish on ({placeOf(timeZone)} time)
            <input
              id={`${id}-date`}
              className={styles.input}
              type="date"
              name="date"
              defaultValue={today}
              required
            />
          </label>
          <label className={styles.scheduleField} htmlFor={`${id}-time`}>
            at
            <input id={`${id}-time`} className={styles.input} type="time" name="time" required />
          </label>
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {draft.publishAt ? 'Reschedule' : 'Schedule'}
          </Button>
        </Form>
      )}
      {may.discard && (
        <details className={styles.disclosure}>
          <summary className={styles.summary}>Discard this draft…</summary>
          <Form method="post" className={styles.disclosureBody}>
            <Hidden target={target} intent="draft-discard" />
            <p>
              The draft of {title} and its changes are deleted. The published version stays as it
              is. This cannot be undone.
            </p>
            <div>
              <Button type="submit" variant="danger" size="sm" disabled={busy}>
                Discard for good
              </Button>
            </div>
          </Form>
        </details>
      )}
    </div>
  )
}

function Card({
  card: draft,
  now,
  busy,
  result,
}: {
  card: DraftCard
  now: string
  busy: boolean
  /** the answer to this card's last form */
  result: BoardActionResult | undefined
}) {
  const { dateTime, timeAgo } = useDates()
  const titleId = `${cardId(draft.target)}-title`
  const { changes } = draft
  return (
    <li>
      <article
        id={cardId(draft.target)}
        className={`${card} ${styles.cardBody}`}
        aria-labelledby={titleId}
      >
        <div>
          <h3 id={titleId} className={styles.cardTitle}>
            {draft.editorHref ? <Link to={draft.editorHref}>{draft.title}</Link> : draft.title}
          </h3>
          <p className={styles.kind}>
            {draft.kind}
            {draft.isNew && <span className={styles.badge}>New, not on the site yet</span>}
          </p>
        </div>
        <dl className={styles.facts}>
          <dt className={styles.factName}>Status</dt>
          <dd className={styles.factValue}>{statusLabels[draft.status]}</dd>
          <dt className={styles.factName}>Begun by</dt>
          <dd className={styles.factValue}>{draft.createdBy.name}</dd>
          <dt className={styles.factName}>Authors</dt>
          <dd className={styles.factValue}>{names(draft.authors)}</dd>
          <dt className={styles.factName}>Last change</dt>
          <dd className={styles.factValue}>
            {timeAgo(draft.updatedAt, new Date(now))} (
            <time dateTime={draft.updatedAt}>{dateTime(draft.updatedAt)}</time>)
          </dd>
          <dt className={styles.factName}>Publishes</dt>
          <dd className={styles.factValue}>
            {draft.publishAt ? <DateTime value={draft.publishAt} /> : 'Not scheduled'}
          </dd>
        </dl>
        <details className={styles.disclosure}>
          <summary className={styles.summary}>
            Show changes
            {changes.ok &&
              ` (${changes.value.length} ${changes.value.length === 1 ? 'field' : 'fields'})`}
          </summary>
          <div className={styles.disclosureBody}>
            {!changes.ok ? (
              <p>Could not compare the draft with the published version: {changes.message}</p>
            ) : changes.value.length === 0 ? (
              <p>The draft has the same content as the published version.</p>
            ) : (
              <FieldChanges
                changes={changes.value}
                thenLabel={draft.isNew ? 'Not on the site' : 'Published'}
                nowLabel="Draft"
                headingLevel={4}
                stacked
              />
            )}
          </div>
        </details>
        {result && <ActionNotice result={result} editorHref={draft.editorHref} />}
        <CardActions card={draft} now={now} busy={busy} />
      </article>
    </li>
  )
}

/** The workflow board: drafts by status with counts, the scheduled ones, each with its actions. */
export function WorkflowBoard({ columns, scheduled, now, actionData }: WorkflowBoardProps) {
  const busy = useNavigation().state === 'submitting'
  const total = columns.reduce((n, column) => n + column.cards.length, 0)
  // the answer shows on the card that asked, or above the board when that card is gone
  const onACard = columns.some((column) =>
    column.cards.some((card) => card.target === actionData?.target),
  )
  return (
    <>
      <PageHeader
        title="Drafts & review"
        description="Unpublished work, by status: editors save drafts and ask for review; an admin marks them ready, publishes them or schedules them. Nothing here is on the site yet."
      />
      {actionData && !onACard && <ActionNotice result={actionData} />}
      <p className={styles.muted}>
        {total === 0 ? 'There are no drafts.' : `${drafts(total)} in all.`}
      </p>

      {scheduled.length > 0 && (
        <section className={`${card} ${styles.panel}`} aria-labelledby="scheduled-title">
          <h2 id="scheduled-title" className={styles.sectionTitle}>
            Scheduled <span className={styles.count}>{scheduled.length}</span>
          </h2>
          <ol className={styles.scheduledList}>
            {scheduled.map((draft) => (
              <li key={draft.target} className={styles.scheduledItem}>
                <a href={`#${cardId(draft.target)}`}>{draft.title}</a>
                <span>
                  {statusLabels[draft.status]} · publishes{' '}
                  {draft.publishAt && <DateTime value={draft.publishAt} />}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className={styles.columns}>
        {columns.map((column) => {
          const headingId = `column-${column.status}`
          return (
            <section
              key={column.status}
              className={styles.column}
              aria-labelledby={headingId}
              data-testid={headingId}
            >
              <h2 id={headingId} className={styles.columnTitle}>
                {statusLabels[column.status]}{' '}
                <span className={styles.count}>{column.cards.length}</span>
              </h2>
              {column.cards.length === 0 ? (
                <p className={styles.empty}>{emptyColumn[column.status]}</p>
              ) : (
                <ul
                  className={styles.cards}
                  aria-label={`${statusLabels[column.status]}: ${drafts(column.cards.length)}`}
                >
                  {column.cards.map((draft) => (
                    <Card
                      key={draft.target}
                      card={draft}
                      now={now}
                      busy={busy}
                      result={actionData?.target === draft.target ? actionData : undefined}
                    />
                  ))}
                </ul>
              )}
            </section>
          )
        })}
      </div>
    </>
  )
}
