import type { DraftStatus } from '@site/contract'
import { button } from '../../ui/Button.css'
import { ConfirmDialog } from '../account/ConfirmDialog'
import { IntentButton } from './IntentButton'
import { StatusButton } from './StatusButton'
import * as styles from './DraftPanel.css'

/**
 * The draft's buttons, each offered to who may use it: its review status (who may save the item),
 * Mark ready and Publish (an admin), Discard (asked first, saying what is lost).
 */
export function DraftActions({
  status,
  label,
  published,
  admin,
  canDraft,
  canDiscard,
  busy,
}: {
  status: DraftStatus
  /** the item's kind in sentences ('product') */
  label: string
  /** a published version exists (discarding keeps it) */
  published: boolean
  admin: boolean
  canDraft: boolean
  canDiscard: boolean
  busy: boolean
}) {
  return (
    <div className={styles.actions}>
      {canDraft &&
        (status === 'draft' ? (
          <StatusButton status="review" label="Ask for review" busy={busy} />
        ) : (
          <StatusButton status="draft" label="Back to draft" busy={busy} />
        ))}
      {admin && status !== 'ready' && (
        <StatusButton status="ready" label="Mark ready" busy={busy} />
      )}
      {admin && (
        <IntentButton intent="draft-publish" variant="primary" busy={busy}>
          Publish draft
        </IntentButton>
      )}
      {canDiscard && (
        <ConfirmDialog
          trigger={
            <button type="button" className={button({ variant: 'danger', size: 'sm' })}>
              Discard draft
            </button>
          }
          title="Discard this draft?"
          description={
            published
              ? `Its changes are lost; the published ${label} stays as it is.`
              : `The ${label} was never published: it is lost entirely.`
          }
          confirmLabel="Discard draft"
          busy={busy}
        >
          <input type="hidden" name="intent" value="draft-discard" />
        </ConfirmDialog>
      )}
    </div>
  )
}
