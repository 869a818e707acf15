import { useId } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { isCollectionKey, type DraftStatus } from '@site/contract'
import { Button } from '../../ui/Button'
import { DateTime, placeOf, useDates } from '../dates'
import { wallClockOf } from '../drafts/zoned-time'
import { FieldChanges } from '../history/FieldChanges'
import { card } from '../theme.css'
import { Notice } from '../ui/Notice'
import { PageHeader } from '../ui/PageHeader'
import type { DraftCard, WorkflowData } from './workflow.server'
import type { AdminI18n, AdminMessageKey } from '../i18n/admin-i18n'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { draftItemOf } from './targets'
import { UnpublishList } from '../unpublish/UnpublishList'
import * as styles from './workflow.css'

/** How each status is named on the board (its columns, its cards). */
const statusLabels: Record<DraftStatus, AdminMessageKey> = {
  draft: 'draft.status.draft',
  review: 'draft.status.review',
  ready: 'draft.status.ready',
}

/** The button that moves a draft to a status. */
const moveLabels: Record<DraftStatus, AdminMessageKey> = {
  draft: 'workflow.move.draft',
  review: 'workflow.move.review',
  ready: 'workflow.move.ready',
}

const emptyColumn: Record<DraftStatus, AdminMessageKey> = {
  draft: 'workflow.empty.draft',
  review: 'workflow.empty.review',
  ready: 'workflow.empty.ready',
}

/**
 * A card's kind and, for a page or Company Info, its title, in the admin's language (the server
 * names them in English; a record's title is content and stays as written).
 */
function describeDraft(draft: DraftCard, { t, page, collection }: AdminI18n) {
  const item = draftItemOf(draft.target)
  if (!item) return { kind: t('workflow.kindUnknown'), title: draft.title }
  if ('settings' in item) return { kind: t('nav.companyInfo'), title: t('nav.companyInfo') }
  if ('page' in item) {
    const name = t('nav.pageMenuTitle', { name: page(item.page).name })
    return { kind: name, title: name }
  }
  const kind = isCollectionKey(item.collection)
    ? collection(item.collection).label
    : item.collection
  return { kind, title: draft.title }
}

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
  const { t } = useAdminI18n()
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
          {t('workflow.conflicts', { fields: result.conflicts.map((c) => c.label).join(', ') })}{' '}
          <Link to={editorHref}>{t('workflow.openEditor')}</Link>
        </p>
      )}
      {result.sessionEnded && (
        <p>
          <a href="/admin/login" target="_blank" rel="noopener">
            {t('workflow.signInAgain')}
          </a>
        </p>
      )}
    </Notice>
  )
}

export interface WorkflowBoardProps extends WorkflowData {
  actionData?: BoardActionResult | undefined
}

/** "Ada Admin, Eli Editor", each name isolated from the sentence around it */
const names = (people: Array<{ name: string }>, separator: string) =>
  people.map((p, index) => (
    <span key={index}>
      {index > 0 && separator}
      <bdi>{p.name}</bdi>
    </span>
  ))

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
  const i18n = useAdminI18n()
  const { t } = i18n
  const { may, target } = draft
  const { title } = describeDraft(draft, i18n)
  return (
    <div className={styles.disclosureBody}>
      <div className={styles.actions}>
        {may.status.map((status) => (
          <Form key={status} method="post" className={styles.inlineForm}>
            <Hidden target={target} intent="draft-status" />
            <input type="hidden" name="status" value={status} />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              {t(moveLabels[status])}
            </Button>
          </Form>
        ))}
        {may.publish && (
          <Form method="post" className={styles.inlineForm}>
            <Hidden target={target} intent="draft-publish" />
            <Button type="submit" variant="primary" size="sm" disabled={busy}>
              {t('workflow.publishNow')}
            </Button>
          </Form>
        )}
        {may.schedule && draft.publishAt && (
          <Form method="post" className={styles.inlineForm}>
            <Hidden target={target} intent="draft-unschedule" />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              {t('workflow.cancelSchedule')}
            </Button>
          </Form>
        )}
      </div>
      {may.schedule && (
        <Form
          method="post"
          className={styles.schedule}
          aria-label={t('workflow.scheduleOf', { title })}
        >
          <Hidden target={target} intent="draft-schedule" />
          <label className={styles.scheduleField} htmlFor={`${id}-date`}>
            {t('workflow.publishOn', { place: placeOf(timeZone) })}
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
            {t('workflow.at')}
            <input id={`${id}-time`} className={styles.input} type="time" name="time" required />
          </label>
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {t(draft.publishAt ? 'workflow.reschedule' : 'workflow.schedule')}
          </Button>
        </Form>
      )}
      {may.discard && (
        <details className={styles.disclosure}>
          <summary className={styles.summary}>{t('workflow.discardThis')}</summary>
          <Form method="post" className={styles.disclosureBody}>
            <Hidden target={target} intent="draft-discard" />
            <p>{fillNodes(t('workflow.discardText'), { title: <bdi>{title}</bdi> })}</p>
            <div>
              <Button type="submit" variant="danger" size="sm" disabled={busy}>
                {t('workflow.discardForGood')}
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
  const i18n = useAdminI18n()
  const { t, count } = i18n
  const { kind, title } = describeDraft(draft, i18n)
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
            {draft.editorHref ? <Link to={draft.editorHref}>{title}</Link> : title}
          </h3>
          <p className={styles.kind}>
            {kind}
            {draft.isNew && <span className={styles.badge}>{t('workflow.newBadge')}</span>}
          </p>
        </div>
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('list.status')}</dt>
          <dd className={styles.factValue}>{t(statusLabels[draft.status])}</dd>
          <dt className={styles.factName}>{t('workflow.begunBy')}</dt>
          <dd className={styles.factValue}>
            <bdi>{draft.createdBy.name}</bdi>
          </dd>
          <dt className={styles.factName}>{t('workflow.authors')}</dt>
          <dd className={styles.factValue}>{names(draft.authors, t('workflow.listSeparator'))}</dd>
          <dt className={styles.factName}>{t('workflow.lastChange')}</dt>
          <dd className={styles.factValue}>
            {timeAgo(draft.updatedAt, new Date(now))} (
            <time dateTime={draft.updatedAt}>{dateTime(draft.updatedAt)}</time>)
          </dd>
          <dt className={styles.factName}>{t('workflow.publishes')}</dt>
          <dd className={styles.factValue}>
            {draft.publishAt ? <DateTime value={draft.publishAt} /> : t('workflow.notScheduled')}
          </dd>
          {draft.unpublishAt && (
            <>
              <dt className={styles.factName}>{t('workflow.unpublishes')}</dt>
              <dd className={styles.factValue}>
                <DateTime value={draft.unpublishAt} />
              </dd>
            </>
          )}
        </dl>
        <details className={styles.disclosure}>
          <summary className={styles.summary}>
            {changes.ok
              ? t('workflow.showChangesCount', {
                  fields: count('count.fields', changes.value.length),
                })
              : t('workflow.showChanges')}
          </summary>
          <div className={styles.disclosureBody}>
            {!changes.ok ? (
              <p>{t('workflow.compareFailed', { message: changes.message })}</p>
            ) : changes.value.length === 0 ? (
              <p>{t('workflow.sameContent')}</p>
            ) : (
              <FieldChanges
                changes={changes.value}
                thenLabel={t(draft.isNew ? 'workflow.notOnSite' : 'workflow.published')}
                nowLabel={t('draft.status.draft')}
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
export function WorkflowBoard({
  columns,
  scheduled,
  unpublishing,
  now,
  actionData,
}: WorkflowBoardProps) {
  const busy = useNavigation().state === 'submitting'
  const i18n = useAdminI18n()
  const { t, count, number } = i18n
  const total = columns.reduce((n, column) => n + column.cards.length, 0)
  // the answer shows on the card that asked, or above the board when that card is gone
  const onACard = columns.some((column) =>
    column.cards.some((card) => card.target === actionData?.target),
  )
  return (
    <>
      <PageHeader title={t('nav.workflow')} description={t('workflow.description')} />
      {actionData && !onACard && <ActionNotice result={actionData} />}
      <p className={styles.muted}>
        {total === 0
          ? t('workflow.noDrafts')
          : t('workflow.inAll', { drafts: count('count.drafts', total) })}
      </p>

      {scheduled.length > 0 && (
        <section className={`${card} ${styles.panel}`} aria-labelledby="scheduled-title">
          <h2 id="scheduled-title" className={styles.sectionTitle}>
            {t('workflow.scheduled')}{' '}
            <span className={styles.count}>{number(scheduled.length)}</span>
          </h2>
          <ol className={styles.scheduledList}>
            {scheduled.map((draft) => (
              <li key={draft.target} className={styles.scheduledItem}>
                <a href={`#${cardId(draft.target)}`}>
                  <bdi>{describeDraft(draft, i18n).title}</bdi>
                </a>
                <span>
                  {fillNodes(t('workflow.statusPublishes'), {
                    status: t(statusLabels[draft.status]),
                    date: draft.publishAt && <DateTime value={draft.publishAt} />,
                  })}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <UnpublishList schedules={unpublishing} />

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
                {t(statusLabels[column.status])}{' '}
                <span className={styles.count}>{number(column.cards.length)}</span>
              </h2>
              {column.cards.length === 0 ? (
                <p className={styles.empty}>{t(emptyColumn[column.status])}</p>
              ) : (
                <ul
                  className={styles.cards}
                  aria-label={`${t(statusLabels[column.status])}: ${count('count.drafts', column.cards.length)}`}
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
