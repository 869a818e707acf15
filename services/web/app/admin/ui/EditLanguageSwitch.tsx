import { Link } from 'react-router'
import type { EditLanguage } from '../edit-language'
import * as styles from './EditLanguageSwitch.css'

const fields = (n: number) => (n === 1 ? 'field' : 'fields')

/**
 * English | Arabic above an editor: plain links to the same editor in the other
 * language (`?lang=ar`), and which translatable fields have no Arabic yet, by label.
 */
export function EditLanguageSwitch({
  path,
  lang,
  missing,
  outdated = [],
}: {
  /** the editor's path without query */
  path: string
  lang: EditLanguage
  /** labels of the fields with English but no Arabic */
  missing: readonly string[]
  /** labels of the fields whose Arabic was made from an English that changed since */
  outdated?: readonly string[]
}) {
  return (
    <div className={styles.bar}>
      <nav aria-label="Language of the content" className={styles.tabs}>
        <Link
          to={path}
          className={styles.tab}
          aria-current={lang === 'en' ? 'page' : undefined}
          preventScrollReset
        >
          English
        </Link>
        <Link
          to={`${path}?lang=ar`}
          className={styles.tab}
          aria-current={lang === 'ar' ? 'page' : undefined}
          hrefLang="ar"
          preventScrollReset
        >
          <span lang="ar">العربية</span> (Arabic)
        </Link>
      </nav>
      <p className={styles.status} role="status">
        {missing.length === 0 && outdated.length === 0
          ? 'Arabic: every text is translated and current.'
          : [
              missing.length > 0 &&
                `Arabic missing for ${missing.length} ${fields(missing.length)}: ${missing.join(', ')}.`,
              outdated.length > 0 &&
                `Arabic may be outdated for ${outdated.length} ${fields(outdated.length)} (the English changed since): ${outdated.join(', ')}.`,
            ]
              .filter(Boolean)
              .join(' ')}
        {lang === 'ar' &&
          ' Empty fields show the English text on the site; images, links and numbers are shared with English.'}
      </p>
    </div>
  )
}
