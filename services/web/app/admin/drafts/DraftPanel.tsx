import { useId, useState } from 'react'
import { Link } from 'react-router'
import type { DraftMeta } from '@site/contract'
import { button } from '../../ui/Button.css'
import { DateTime } from '../dates'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Notice } from '../ui/Notice'
import type { DraftActionResult } from './draft-intents.server'
import type { DraftShare } from './drafting.server'
import { DraftActions } from './DraftActions'
import { DraftSchedule } from './DraftSchedule'
import { PublishChoices } from './PublishChoices'
import { SharePreview } from './SharePreview'
import { PublishCheckConfirm } from '../checks/PublishCheckConfirm'
import { PublishedVersion } from './PublishedVersion'
import * as styles from './DraftPanel.css'

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
  /** the item is a record that can be hidden: the draft may carry an "Unpublish at" */
  canUnpublish?: boolean
  /** the answer of the last draft action (not autosave) */
  result?: DraftActionResult | undefined
  busy: boolean
  /** the draft's unexpired preview share links */
  shares?: DraftShare[]
}

/**
 * "Draft, not published": the draft's status, who began it and when it was saved, its publish
 * and unpublish times; the published version beside it; and the draft's actions (review, ready,
 * publish, publish at, unpublish at, discard), each a small form posting one intent of
 * draft-intents.server.ts.
 */
export function DraftPanel(props: DraftPanelProps) {
  const { draft, admin, result } = props
  const { t } = useAdminI18n()
  const headingId = useId()
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
        title={<span id={headingId}>{t('draft.title')}</span>}
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
                {showPublished ? t('draft.hidePublished') : t('draft.showPublished')}
              </button>
            )}
            {props.published && props.publicPath && (
              <Link to={props.publicPath} className={small}>
                {t('draft.openPublished')}
              </Link>
            )}
          </>
        }
      >
        <p className={styles.sentence}>
          {fillNodes(t('draft.sentence'), {
            // the status in this sentence's own words ("This draft is in review; ...")
            status: <strong>{t(`draft.statusWords.${draft.status}`)}</strong>,
            name: <bdi>{draft.createdBy.name}</bdi>,
            created: <DateTime value={draft.createdAt} />,
            updated: <DateTime value={draft.updatedAt} />,
          })}
        </p>
        {draft.publishAt && (
          <p className={styles.sentence}>
            {fillNodes(t('draft.scheduledAtDate'), {
              date: <DateTime value={draft.publishAt} />,
            })}
          </p>
        )}
        {draft.unpublishAt && (
          <p className={styles.sentence}>
            {fillNodes(t('draft.unpublishesAtDate'), {
              date: <DateTime value={draft.unpublishAt} />,
            })}
          </p>
        )}
        <p className={styles.sentence}>
          {props.published
            ? t('draft.visitorsSeePublished', { singular: props.label })
            : t('draft.notOnSite', { singular: props.label })}
        </p>
      </Notice>

      {props.published && showPublished && (
        <PublishedVersion id={publishedId} fields={props.published} />
      )}

      <SharePreview
        target={draft.target}
        shares={props.shares ?? []}
        canShare={props.canDraft}
        result={result}
        busy={props.busy}
      />

      {shown?.checkErrors && <PublishCheckConfirm problems={shown.checkErrors} busy={props.busy} />}

      {shown && !shown.conflicts && !shown.checkErrors && (
        <Notice
          tone={shown.ok ? 'success' : 'error'}
          role={shown.ok ? 'status' : 'alert'}
          // a done intent in the admin's language; a refusal says why in the server's words
          title={shown.ok ? t(`draftResult.${shown.intent}`) : shown.message}
        >
          {shown.fieldErrors.status && <p>{shown.fieldErrors.status}</p>}
        </Notice>
      )}

      {shown?.conflicts && (
        <PublishChoices conflicts={shown.conflicts} message={shown.message} busy={props.busy} />
      )}

      <DraftActions
        status={draft.status}
        label={props.label}
        published={props.published !== null}
        admin={admin}
        canDraft={props.canDraft}
        canDiscard={props.canDiscard}
        busy={props.busy}
      />

      {admin && (
        <DraftSchedule
          at={draft.publishAt}
          error={shown?.fieldErrors.publish_at}
          busy={props.busy}
        />
      )}
      {props.canUnpublish && props.canDraft && (
        <DraftSchedule
          kind="unpublish"
          at={draft.unpublishAt}
          error={shown?.fieldErrors.unpublish_at}
          busy={props.busy}
        />
      )}
    </section>
  )
}
