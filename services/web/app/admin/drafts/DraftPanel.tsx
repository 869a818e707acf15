import { useId, useState } from 'react'
import { Form, Link } from 'react-router'
import type { DraftMeta, DraftStatus } from '@site/contract'
import { button } from '../../ui/Button.css'
import { TextInput } from '../../ui/Field'
import { ConfirmDialog } from '../account/ConfirmDialog'
import { DateTime, useDates } from '../dates'
import { Notice } from '../ui/Notice'
import type { DraftActionResult, LabelledConflict } from './draft-intents.server'
import type { DraftShare } from './drafting.server'
import { SharePreview } from './SharePreview'
import { useSaveProgress } from './use-save-progress'
import { wallClockOf } from './zoned-time'
import * as styles from './DraftPanel.css'

/** Each status in the panel's sentence: "This draft is in review; ..." */
const statusWords: Record<DraftStatus, string> = {
  draft: 'being written',
  review: 'in review',
  ready: 'ready to publish',
}

/** A field's value as text, for the published version and the publish choices. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('\n')
  return JSON.stringify(value, null, 2)
}

export interface DraftPanelProps {
  /** 'product', 'page', 'company info': the item's kind in sentences */
  label: string
  draft: DraftMeta
  /** the published version's fields (label, value) in form order; null when not on the site yet */
  published: Array<{ label: string; value: unknown }> | null
  /** the public page showing the published version */
  publicPath?: string | null
  admin: boolean
  /** may change the draft (status, share links): who may save the item (Drafting.canDraft) */
  canDraft: boolean
  canDiscard: boolean
  /** the answer of the last draft action (not autosave) */
  result?: DraftActionResult | undefined
  busy: boolean
  /** the draft's unexpired preview share links */
  shares?: DraftShare[]
}

/**
 * "Draft, not published": the draft's status, who began it and when it was saved, its publish
 * time; the published version beside it; and the draft's actions (review, ready, publish,
 * publish at, discard), each a small form posting one intent of draft-intents.server.ts.
 */
export function DraftPanel(props: DraftPanelProps) {
  const { draft, admin, result } = props
  const { timeZone } = useDates()
  const place = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')
  const headingId = useId()
  const scheduled = draft.publishAt ? wallClockOf(new Date(draft.publishAt), timeZone) : null
  const [showPublished, setShowPublished] = useState(false)
  const publishedId = useId()
  const small = button({ variant: 'outline', size: 'sm' })
  const shown =
    // a new share link is shown by SharePreview, with its address
    result && result.intent !== 'draft-save' && !(result.intent === 'draft-share' && result.ok)
      ? result
      : undefined

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Notice
        tone="info"
        title={<span id={headingId}>Draft, not published</span>}
        actions={
          <>
            {props.published && (
              <button
                type="button"
                className={small}
                aria-expanded={showPublished}
                aria-controls={publishedId}
                onClick={() => setShowPublished((v) => !v)}
              >
                {showPublished ? 'Hide the published version' : 'Show the published version'}
              </button>
            )}
            {props.published && props.publicPath && (
              <Link to={props.publicPath} className={small}>
                Open the published page
              </Link>
            )}
          </>
        }
      >
        <p className={styles.sentence}>
          This draft is <strong>{statusWords[draft.status]}</strong>; {draft.createdBy.name} started
          it on <DateTime value={draft.createdAt} /> and it was last saved on{' '}
          <DateTime value={draft.updatedAt} />.
        </p>
        {draft.publishAt && (
          <p className={styles.sentence}>
            Scheduled to publish at <DateTime value={draft.publishAt} />.
          </p>
        )}
        <p className={styles.sentence}>
          {props.published
            ? `Visitors still see the published ${props.label} until the draft is published.`
            : `This ${props.label} is not on the site yet.`}
        </p>
      </Notice>

      {props.published && showPublished && (
        <div id={publishedId} className={styles.published}>
          <h2 className={styles.legend}>Published version</h2>
          <dl className={styles.publishedList}>
            {props.published.map((f) => (
              <div key={f.label} style={{ display: 'contents' }}>
                <dt className={styles.term}>{f.label}</dt>
                <dd className={styles.value}>{shownValue(f.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}

      <SharePreview
        target={draft.target}
        shares={props.shares ?? []}
        canShare={props.canDraft}
        result={result}
        busy={props.busy}
      />

      {shown && !shown.conflicts && (
        <Notice
          tone={shown.ok ? 'success' : 'error'}
          role={shown.ok ? 'status' : 'alert'}
          title={shown.message}
        >
          {shown.fieldErrors.status && <p>{shown.fieldErrors.status}</p>}
        </Notice>
      )}

      {shown?.conflicts && (
        <PublishChoices conflicts={shown.conflicts} message={shown.message} busy={props.busy} />
      )}

      <div className={styles.actions}>
        {props.canDraft &&
          (draft.status === 'draft' ? (
            <StatusButton status="review" label="Ask for review" busy={props.busy} />
          ) : (
            <StatusButton status="draft" label="Back to draft" busy={props.busy} />
          ))}
        {admin && draft.status !== 'ready' && (
          <StatusButton status="ready" label="Mark ready" busy={props.busy} />
        )}
        {admin && (
          <Form method="post">
            <input type="hidden" name="intent" value="draft-publish" />
            <button
              type="submit"
              className={button({ variant: 'primary', size: 'sm' })}
              disabled={props.busy}
            >
              Publish draft
            </button>
          </Form>
        )}
        {props.canDiscard && (
          <ConfirmDialog
            trigger={
              <button type="button" className={button({ variant: 'danger', size: 'sm' })}>
                Discard draft
              </button>
            }
            title="Discard this draft?"
            description={
              props.published
                ? `Its changes are lost; the published ${props.label} stays as it is.`
                : `The ${props.label} was never published: it is lost entirely.`
            }
            confirmLabel="Discard draft"
            busy={props.busy}
          >
            <input type="hidden" name="intent" value="draft-discard" />
          </ConfirmDialog>
        )}
      </div>

      {admin && (
        <div className={styles.actions}>
          <Form method="post">
            <fieldset className={styles.schedule}>
              <legend className={styles.legend}>Publish at ({place} time)</legend>
              <input type="hidden" name="intent" value="draft-schedule" />
              <TextInput
                type="date"
                name="date"
                label="Date"
                required
                defaultValue={scheduled?.date ?? ''}
                error={shown?.fieldErrors.publish_at}
              />
              <TextInput
                type="time"
                name="time"
                label="Time"
                required
                defaultValue={scheduled?.time ?? ''}
              />
              <button type="submit" className={small} disabled={props.busy}>
                {draft.publishAt ? 'Change schedule' : 'Schedule'}
              </button>
            </fieldset>
          </Form>
          {draft.publishAt && (
            <Form method="post">
              <input type="hidden" name="intent" value="draft-unschedule" />
              <button
                type="submit"
                className={button({ variant: 'ghost', size: 'sm' })}
                disabled={props.busy}
              >
                Cancel schedule
              </button>
            </Form>
          )}
        </div>
      )}
    </section>
  )
}

function StatusButton({
  status,
  label,
  busy,
}: {
  status: DraftStatus
  label: string
  busy: boolean
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="draft-status" />
      <input type="hidden" name="status" value={status} />
      <button type="submit" className={button({ variant: 'outline', size: 'sm' })} disabled={busy}>
        {label}
      </button>
    </Form>
  )
}

/** Fields both the draft and the published version changed: choose one of each, publish again. */
function PublishChoices({
  conflicts,
  message,
  busy,
}: {
  conflicts: LabelledConflict[]
  message: string
  busy: boolean
}) {
  return (
    <Notice tone="warning" role="alert" title={message}>
      <Form method="post" className={styles.published}>
        <input type="hidden" name="intent" value="draft-publish" />
        {conflicts.map((c) => (
          <fieldset key={c.field} className={styles.choice}>
            <legend className={styles.legend}>{c.label}</legend>
            <label className={styles.option}>
              <input type="radio" name={`choice.${c.field}`} value="draft" defaultChecked />
              <span>
                <strong>Draft:</strong> <span className={styles.value}>{shownValue(c.draft)}</span>
              </span>
            </label>
            <label className={styles.option}>
              <input type="radio" name={`choice.${c.field}`} value="published" />
              <span>
                <strong>Published:</strong>{' '}
                <span className={styles.value}>{shownValue(c.published)}</span>
              </span>
            </label>
          </fieldset>
        ))}
        <div>
          <button
            type="submit"
            className={button({ variant: 'primary', size: 'sm' })}
            disabled={busy}
          >
            Publish with these choices
          </button>
        </div>
      </Form>
    </Notice>
  )
}

/** The autosave's and Save draft's status line (polite: it never interrupts typing). */
export function DraftSaveStatus({ text }: { text: string }) {
  return (
    <p className={styles.saveStatus} role="status" aria-live="polite">
      {text}
    </p>
  )
}

/** "Save draft": posts the editor's form as a draft (beside the present save, or alone). */
export function SaveDraftButton({
  alone,
  disabled,
  saving,
}: {
  alone: boolean
  disabled: boolean
  /** this button was pressed and its save is under way */
  saving: boolean
}) {
  return (
    <button
      type="submit"
      name="intent"
      value="draft-save"
      className={button({ variant: alone ? 'secondary' : 'outline', size: 'md' })}
      disabled={disabled}
    >
      {saving ? 'Saving draft...' : 'Save draft'}
    </button>
  )
}

/**
 * A document editor's save buttons: the present save (straight to the site) when it is offered,
 * and Save draft when drafting is (alone, it takes the main button's look). Neither, for a user
 * who may only read the item.
 */
export function SaveOrDraftButtons(props: {
  /** offer the present save */
  save: boolean
  /** offer Save draft */
  draft: boolean
  /** a post of this form is under way: every button waits */
  submitting: boolean
  label: string
}) {
  const { save, draft, submitting } = props
  // only the button pressed says it is saving
  const { saving, savingDraft } = useSaveProgress()
  return (
    <>
      {save && (
        <button
          type="submit"
          className={button({ variant: 'secondary', size: 'md' })}
          disabled={submitting}
        >
          {saving ? 'Saving...' : props.label}
        </button>
      )}
      {draft && <SaveDraftButton alone={!save} disabled={submitting} saving={savingDraft} />}
    </>
  )
}

/** The autosave met a draft changed elsewhere: it stops; the form keeps what was typed. */
export function AutosaveStopped({ message, reloadTo }: { message: string; reloadTo: string }) {
  return (
    <Notice
      tone="warning"
      role="alert"
      title="Autosave stopped"
      actions={
        <Link reloadDocument to={reloadTo} className={button({ variant: 'outline', size: 'sm' })}>
          Reload the draft
        </Link>
      }
    >
      <p>{message}</p>
    </Notice>
  )
}
