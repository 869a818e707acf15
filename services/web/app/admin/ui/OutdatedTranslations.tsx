import type { TranslationChange } from '@site/contract'
import { Notice } from './Notice'
import * as styles from './OutdatedTranslations.css'

/** The labels of a record's outdated translations (content-api's `outdated_ar`), for the switch. */
export function outdatedLabels(
  record: Record<string, unknown>,
  labels: Record<string, string>,
): string[] {
  const outdated = Array.isArray(record.outdated_ar) ? (record.outdated_ar as unknown[]) : []
  return outdated.map((key) => labels[String(key)] ?? String(key))
}

const text = (value: unknown) =>
  Array.isArray(value) ? value.map(String).join(' · ') : value == null ? '' : String(value)

/**
 * "Arabic may be outdated": per field, the English the Arabic was made from and the English now,
 * and a checkbox (part of the editor's form) to say the Arabic still fits as it is. Updating the
 * Arabic text itself also makes it current.
 */
export function OutdatedTranslations({
  changes,
  labels,
  formId,
}: {
  changes: TranslationChange[]
  labels: Record<string, string>
  formId: string
}) {
  return (
    <Notice
      tone="warning"
      title="Arabic may be outdated: the English changed since it was translated"
    >
      <ul className={styles.list}>
        {changes.map((change) => {
          const label = labels[change.field] ?? change.field
          return (
            <li key={change.field} className={styles.item}>
              <h3 className={styles.label}>{label}</h3>
              <dl className={styles.compare}>
                <dt>English then</dt>
                <dd lang="en" dir="ltr">
                  {change.was === null ? '(older than the history kept)' : text(change.was)}
                </dd>
                <dt>English now</dt>
                <dd lang="en" dir="ltr">
                  {text(change.now)}
                </dd>
              </dl>
              <label className={styles.confirm}>
                <input type="checkbox" name="confirm_ar" value={change.field} form={formId} />
                The Arabic of {label} still fits: mark it current when I save
              </label>
            </li>
          )
        })}
      </ul>
    </Notice>
  )
}
