import { useEffect, useId, useState } from 'react'
import { Form } from 'react-router'
import { button } from '../../ui/Button.css'
import { DateTime } from '../dates'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import type { DraftActionResult } from './draft-intents.server'
import type { DraftShare } from './drafting.server'
import * as styles from './DraftPanel.css'
import { useHydrated } from '../use-hydrated'

/**
 * The draft's preview: opened by the signed-in user in a new tab, or shared with a reviewer who
 * has no account through a signed link (7 days, revocable). A new link's address is shown once,
 * right after it is made: the admin keeps only when each link expires, never the link itself.
 * Sharing is for who may draft the item; a link is revoked by its maker or an admin.
 */
export function SharePreview(props: {
  target: string
  shares: DraftShare[]
  /** may make a share link: who may draft the item */
  canShare: boolean
  result?: DraftActionResult | undefined
  busy: boolean
}) {
  const { t } = useAdminI18n()
  const headingId = useId()
  const urlId = useId()
  const small = button({ variant: 'outline', size: 'sm' })
  const made = props.result?.intent === 'draft-share' ? props.result.share : undefined
  return (
    <section className={styles.published} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.legend}>
        {t('share.preview')}
      </h2>
      <div className={styles.actions}>
        <a href={`/preview/${props.target}`} target="_blank" rel="noopener" className={small}>
          {t('share.open')}
        </a>
        {props.canShare && (
          <Form method="post">
            <input type="hidden" name="intent" value="draft-share" />
            <button type="submit" className={small} disabled={props.busy}>
              {t('share.share')}
            </button>
          </Form>
        )}
      </div>
      {made && (
        <p className={styles.facts}>
          <label htmlFor={urlId}>
            {fillNodes(t('share.linkFor'), { date: <DateTime value={made.expiresAt} /> })}
          </label>
          <span className={styles.shareCopy}>
            <input
              id={urlId}
              readOnly
              value={made.url}
              className={styles.shareUrl}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={made.url} />
          </span>
        </p>
      )}
      {props.shares.length > 0 && (
        <ul className={styles.shareList} aria-label={t('share.links')}>
          {props.shares.map((share) => (
            <li key={share.id} className={styles.shareItem}>
              <span>
                {fillNodes(t('share.madeBy'), {
                  name: <bdi>{share.createdBy.name}</bdi>,
                  date: <DateTime value={share.expiresAt} />,
                })}
              </span>
              {share.revocable && (
                <Form method="post">
                  <input type="hidden" name="intent" value="draft-revoke-share" />
                  <input type="hidden" name="share" value={share.id} />
                  <button type="submit" className={small} disabled={props.busy}>
                    {t('share.revoke')}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * Copies the link, then says so for a few seconds (politely: a screen reader hears it). Shown
 * once the page can run it; without JavaScript the field above is there to copy from.
 */
function CopyButton({ text }: { text: string }) {
  const { t } = useAdminI18n()
  const hydrated = useHydrated()
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null)
  useEffect(() => {
    if (said !== 'copied') return
    const timer = setTimeout(() => setSaid(null), 4000)
    return () => clearTimeout(timer)
  }, [said])
  if (!hydrated) return null
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setSaid('copied'),
            () => setSaid('failed'),
          )
        }}
      >
        {said === 'copied' ? t('share.copied') : t('share.copy')}
      </button>
      <span role="status" className={styles.copyStatus}>
        {said === 'copied' ? t('share.linkCopied') : said === 'failed' ? t('share.copyFailed') : ''}
      </span>
    </>
  )
}
