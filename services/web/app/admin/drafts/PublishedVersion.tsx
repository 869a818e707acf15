import { useAdminI18n } from '../i18n/use-admin-i18n'
import { shownValue } from './shown-value'
import * as styles from './DraftPanel.css'

/** The published version's fields beside a draft, each label with its value as text. */
export function PublishedVersion({
  id,
  fields,
}: {
  id: string
  fields: Array<{ label: string; value: unknown }>
}) {
  const { t } = useAdminI18n()
  return (
    <div id={id} className={styles.published}>
      <h2 className={styles.legend}>{t('draft.publishedVersion')}</h2>
      <dl className={styles.publishedList}>
        {fields.map((f) => (
          <div key={f.label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{f.label}</dt>
            <dd className={styles.value}>{shownValue(f.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
