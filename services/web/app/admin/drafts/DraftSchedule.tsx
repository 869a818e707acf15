import { Form } from 'react-router'
import { button } from '../../ui/Button.css'
import { TextInput } from '../../ui/Field'
import { useDates } from '../dates'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { wallClockOf } from './zoned-time'
import { IntentButton } from './IntentButton'
import * as styles from './DraftPanel.css'

/**
 * An admin's "Publish at": the date and time in the company's zone (named after its city), and
 * Cancel schedule once one is set.
 */
export function DraftSchedule({
  publishAt,
  error,
  busy,
}: {
  publishAt: string | null | undefined
  /** the refused schedule's message */
  error: string | undefined
  busy: boolean
}) {
  const { timeZone } = useDates()
  const { t } = useAdminI18n()
  const place = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')
  const scheduled = publishAt ? wallClockOf(new Date(publishAt), timeZone) : null
  const small = button({ variant: 'outline', size: 'sm' })
  return (
    <div className={styles.actions}>
      <Form method="post">
        <fieldset className={styles.schedule}>
          <legend className={styles.legend}>{t('draft.publishAt', { place })}</legend>
          <input type="hidden" name="intent" value="draft-schedule" />
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
            {publishAt ? t('draft.changeSchedule') : t('draft.schedule')}
          </button>
        </fieldset>
      </Form>
      {publishAt && (
        <IntentButton intent="draft-unschedule" variant="ghost" busy={busy}>
          {t('draft.cancelSchedule')}
        </IntentButton>
      )}
    </div>
  )
}
