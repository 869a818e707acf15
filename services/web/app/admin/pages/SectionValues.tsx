import type { PageField } from '@site/contract'
import { isTranslation, langAttributes, type EditLanguage } from '../edit-language'
import { countNote } from './catalogue-count'
import * as styles from './PageContentsEditor.css'

/**
 * A section's fields as read (not being edited): each label with its text in the language
 * edited; an untranslated field says the English shows; a catalogue counter says what the site
 * shows when it is empty or disagrees with the catalogue.
 */
export function SectionValues({
  fields,
  lang,
  counts,
}: {
  fields: readonly PageField[]
  lang: EditLanguage
  /** the section's catalogue counters, by field key */
  counts: Record<string, number>
}) {
  return (
    <dl className={styles.values}>
      {fields.map((f) => {
        const note = countNote(counts[f.key], f.value)
        return (
          <div key={f.key} style={{ display: 'contents' }}>
            <dt className={styles.term}>{f.label}</dt>
            {isTranslation(lang) ? (
              <dd className={styles.value} {...langAttributes(lang)}>
                {f.translations?.[lang] || (
                  <span lang="en" dir="ltr">
                    (not translated: the English shows)
                  </span>
                )}
              </dd>
            ) : (
              <dd className={styles.value}>
                {f.value || '(empty)'}
                {note && <span className={styles.countNote}> {note}</span>}
              </dd>
            )}
          </div>
        )
      })}
    </dl>
  )
}
