import { Form } from 'react-router'
import { button } from '../../ui/Button.css'
import { TextInput } from '../../ui/Field'
import { placeOf, useDates } from '../dates'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { wallClockOf } from './zoned-time'
import { IntentButton } from './IntentButton'
import * as styles from './DraftPanel.css'

/** The draft's two times: when it goes live, and when its record comes off the site after. */
const KINDS = {
  publish: {
    intent: 'draft-schedule',
    cancelIntent: 'draft-unschedule',
    legend: 'draft.publishAt',
    set: 'draft.schedule',
    change: 'draft.changeSchedule',
    cancel: 'draft.cancelSchedule',
  },
  unpublish: {
    intent: 'draft-unpublish-at',
    cancelIntent: 'draft-unpublish-cancel',
    legend: 'draft.unpublishAt',
    set: 'draft.unpublishSchedule',
    change: 'draft.unpublishChange',
    cancel: 'draft.unpublishCancel',
  },
} as const

/**
 * A draft's "Publish at" (admins) or "Unpublish at" (whoever may change the draft, for records
 * that can be hidden): the date and time in the company's zone (named after its city), and a
 * Cancel once one is set.
 */
export function DraftSchedule({
  kind = 'publish',
  at,
  error,
  busy,
}: {
  kind?: keyof typeof KINDS
  /** the time set, if any */
  at: string | null | undefined
  /** the refused time's message */
  error: string | undefined
  busy: boolean
}) {
  const { timeZone } = useDates()
  const { t } = useAdminI18n()
  const words = KINDS[kind]
  const scheduled = at ? wallClockOf(new Date(at), timeZone) : null
  const small = button({ variant: 'outline', size: 'sm' })
  return (
    <div className={styles.actions}>
      <Form method="post">
        <fieldset className={styles.schedule}>
          <legend className={styles.legend}>{t(words.legend, { place: placeOf(timeZone) })}</legend>
          <input type="hidden" name="intent" value={words.intent} />
          <TextInput
            type="date"
            name="date"
            label={t('draft.date')}
            required
            defaultValue={scheduled?.date ?? ''}
            error={error}
          />
          <TextInput
            type="time"
            name="time"
            label={t('draft.time')}
            required
            defaultValue={scheduled?.time ?? ''}
          />
          <button type="submit" className={small} disabled={busy}>
            {at ? t(words.change) : t(words.set)}
          </button>
        </fieldset>
      </Form>
      {at && (
        <IntentButton intent={words.cancelIntent} variant="ghost" busy={busy}>
          {t(words.cancel)}
        </IntentButton>
      )}
    </div>
  )
}
