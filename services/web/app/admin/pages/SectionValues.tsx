import type { PageField, PageKey } from '@site/contract'
import { isTranslation, langAttributes, type EditLanguage } from '../edit-language'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { countNote } from './catalogue-count'
import * as styles from './PageContentsEditor.css'

/**
 * A section's fields as read (not being edited): each label with its text in the language
 * edited; an untranslated field says the English shows; a catalogue counter says what the site
 * shows when it is empty or disagrees with the catalogue.
 */
export function SectionValues({
  page,
  section,
  fields,
  lang,
  counts,
}: {
  page: PageKey
  section: string
  fields: readonly PageField[]
  lang: EditLanguage
  /** the section's catalogue counters, by field key */
  counts: Record<string, number>
}) {
  const i18n = useAdminI18n()
  return (
    <dl className={styles.values}>
      {fields.map((f) => {
        const note = countNote(counts[f.key], f.value, i18n)
        return (
          <div key={f.key} style={{ display: 'contents' }}>
            <dt className={styles.term}>{i18n.field({ page, section }, f.key).label}</dt>
            {isTranslation(lang) ? (
              <dd className={styles.value} {...langAttributes(lang)}>
                {f.translations?.[lang] || (
                  <span lang={i18n.lang} dir={i18n.dir}>
                    {i18n.t('pageEditor.notTranslated')}
                  </span>
                )}
              </dd>
            ) : (
              <dd className={styles.value}>
                {f.value || i18n.t('pageEditor.empty')}
                {note && <span className={styles.countNote}> {note}</span>}
              </dd>
            )}
          </div>
        )
      })}
    </dl>
  )
}
