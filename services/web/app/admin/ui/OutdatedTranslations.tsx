import {
  defaultLanguage,
  translationLanguages,
  type TranslationChange,
  type TranslationLanguage,
} from '@site/contract'
import { Notice } from './Notice'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { fillNodes } from '../i18n/fill-nodes'
import * as styles from './OutdatedTranslations.css'

/**
 * The labels of a record's outdated translations per language (content-api's `outdated`), for
 * the switch.
 */
export function outdatedLabels(
  record: Record<string, unknown>,
  labels: Record<string, string>,
): Partial<Record<TranslationLanguage, string[]>> {
  const outdated = (record.outdated ?? {}) as Partial<Record<string, unknown>>
  return Object.fromEntries(
    translationLanguages.map((lang) => {
      const keys = outdated[lang]
      const list = Array.isArray(keys) ? (keys as unknown[]) : []
      return [lang, list.map((key) => labels[String(key)] ?? String(key))]
    }),
  )
}

const text = (value: unknown) =>
  Array.isArray(value) ? value.map(String).join(' · ') : value == null ? '' : String(value)

/**
 * "French may be outdated": per field, the English the translation was made from and the English
 * now, and a checkbox (part of the editor's form, `confirm_<code>`) to say the translation still
 * fits as it is. Updating the translated text itself also makes it current. `changes` are those
 * of the language edited.
 */
export function OutdatedTranslations({
  lang,
  changes,
  labels,
  formId,
}: {
  lang: TranslationLanguage
  changes: TranslationChange[]
  labels: Record<string, string>
  formId: string
}) {
  const { t, languageName } = useAdminI18n()
  const name = languageName(lang)
  const english = languageName(defaultLanguage)
  return (
    <Notice tone="warning" title={t('ui.outdatedTitle', { name, english })}>
      <ul className={styles.list}>
        {changes.map((change) => {
          const label = labels[change.field] ?? change.field
          return (
            <li key={change.field} className={styles.item}>
              <h3 className={styles.label}>{label}</h3>
              <dl className={styles.compare}>
                <dt>{t('ui.englishThen', { english })}</dt>
                <dd lang="en" dir="ltr">
                  {change.was === null ? t('ui.olderThanHistory') : text(change.was)}
                </dd>
                <dt>{t('ui.englishNow', { english })}</dt>
                <dd lang="en" dir="ltr">
                  {text(change.now)}
                </dd>
              </dl>
              <label className={styles.confirm}>
                <input
                  type="checkbox"
                  name={`confirm_${lang}`}
                  value={change.field}
                  form={formId}
                />
                {fillNodes(t('ui.stillFits'), { name, label: <bdi>{label}</bdi> })}
              </label>
            </li>
          )
        })}
      </ul>
    </Notice>
  )
}
