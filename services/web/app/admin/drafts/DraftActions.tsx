import type { DraftStatus } from '@site/contract'
import { button } from '../../ui/Button.css'
import { ConfirmDialog } from '../account/ConfirmDialog'
import { useAdminI18n } from '../i18n/use-admin-i18n'
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
  const { t } = useAdminI18n()
  return (
    <div className={styles.actions}>
      {canDraft &&
        (status === 'draft' ? (
          <StatusButton status="review" label={t('draft.askReview')} busy={busy} />
        ) : (
          <StatusButton status="draft" label={t('draft.backToDraft')} busy={busy} />
        ))}
      {admin && status !== 'ready' && (
        <StatusButton status="ready" label={t('draft.markReady')} busy={busy} />
      )}
      {admin && (
        <IntentButton intent="draft-publish" variant="primary" busy={busy}>
          {t('draft.publish')}
        </IntentButton>
      )}
      {canDiscard && (
        <ConfirmDialog
          trigger={
            <button type="button" className={button({ variant: 'danger', size: 'sm' })}>
              {t('draft.discard')}
            </button>
          }
          title={t('draft.discardTitle')}
          description={
            published
              ? t('draft.discardKeepsPublished', { singular: label })
              : t('draft.discardLosesAll', { singular: label })
          }
          confirmLabel={t('draft.discard')}
          busy={busy}
        >
          <input type="hidden" name="intent" value="draft-discard" />
        </ConfirmDialog>
      )}
    </div>
  )
}
