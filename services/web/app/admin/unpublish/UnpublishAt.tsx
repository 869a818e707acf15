import { Form, useNavigation } from 'react-router'
import { button } from '../../ui/Button.css'
import { TextInput } from '../../ui/Field'
import { DateTime, placeOf, useDates } from '../dates'
import { IntentButton } from '../drafts/IntentButton'
import { wallClockOf } from '../drafts/zoned-time'
import * as draftStyles from '../drafts/DraftPanel.css'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Notice } from '../ui/Notice'
import { isUnpublishIntent, type UnpublishResult } from './unpublish-intent'

/**
 * A record's "Unpublish at": the date and time in the company's zone (the same inputs as a
 * draft's "Publish at"), the time set, and Cancel. Shown for records that can be hidden (those
 * with `is_active`) while they are shown on the site.
 */
export function UnpublishAt({
  unpublishAt,
  result,
}: {
  /** the record's `unpublish_at`, when set */
  unpublishAt: string | undefined
  /** the last answer of these forms */
  result: UnpublishResult | undefined
}) {
  const { t } = useAdminI18n()
  const { timeZone } = useDates()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && isUnpublishIntent(navigation.formData?.get('intent'))
  const scheduled = unpublishAt ? wallClockOf(new Date(unpublishAt), timeZone) : null
  const refused = result && !result.ok ? result : undefined
  return (
    <section className={draftStyles.panel} aria-labelledby="unpublish-at-title">
      <h2 id="unpublish-at-title" className={draftStyles.legend}>
        {t('unpublish.title')}
      </h2>
      <p className={draftStyles.sentence}>
        {unpublishAt
          ? fillNodes(t('unpublish.scheduled'), { date: <DateTime value={unpublishAt} /> })
          : t('unpublish.none')}
      </p>
      {result?.ok && (
        <Notice tone="success" role="status" title={t(`unpublish.done.${result.intent}`)} />
      )}
      {refused?.formError && (
        <Notice tone="error" role="alert" title={t('unpublish.notChanged')}>
          <p>{refused.formError}</p>
        </Notice>
      )}
      <div className={draftStyles.actions}>
        <Form method="post">
          <fieldset className={draftStyles.schedule}>
            <legend className={draftStyles.legend}>
              {t('unpublish.at', { place: placeOf(timeZone) })}
            </legend>
            <input type="hidden" name="intent" value="unpublish-at" />
            <TextInput
              type="date"
              name="date"
              label={t('draft.date')}
              required
              defaultValue={refused?.date ?? scheduled?.date ?? ''}
              error={refused?.fieldErrors.at}
            />
            <TextInput
              type="time"
              name="time"
              label={t('draft.time')}
              required
              defaultValue={refused?.time ?? scheduled?.time ?? ''}
            />
            <button
              type="submit"
              className={button({ variant: 'outline', size: 'sm' })}
              disabled={busy}
            >
              {unpublishAt ? t('unpublish.change') : t('unpublish.schedule')}
            </button>
          </fieldset>
        </Form>
        {unpublishAt && (
          <IntentButton intent="unpublish-cancel" variant="ghost" busy={busy}>
            {t('unpublish.cancel')}
          </IntentButton>
        )}
      </div>
    </section>
  )
}
