import { Form } from 'react-router'
import { button } from '../../ui/Button.css'
import { Notice } from '../ui/Notice'
import type { LabelledConflict } from './draft-intents.server'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { shownValue } from './shown-value'
import * as styles from './DraftPanel.css'

/** Fields both the draft and the published version changed: choose one of each, publish again. */
export function PublishChoices({
  conflicts,
  message,
  busy,
}: {
  conflicts: LabelledConflict[]
  message: string
  busy: boolean
}) {
  const { t } = useAdminI18n()
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
                <strong>{t('draft.choiceDraft')}</strong>{' '}
                <span className={styles.value}>{shownValue(c.draft)}</span>
              </span>
            </label>
            <label className={styles.option}>
              <input type="radio" name={`choice.${c.field}`} value="published" />
              <span>
                <strong>{t('draft.choicePublished')}</strong>{' '}
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
            {t('draft.publishChoices')}
          </button>
        </div>
      </Form>
    </Notice>
  )
}
