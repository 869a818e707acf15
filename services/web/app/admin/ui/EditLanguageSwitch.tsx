import { Link } from 'react-router'
import { defaultLanguage, languageList, languageOf, type TranslationLanguage } from '@site/contract'
import { langQuery, type EditLanguage } from '../edit-language'
import * as styles from './EditLanguageSwitch.css'

const fields = (n: number) => (n === 1 ? 'field' : 'fields')

/** What the switch says of one translation language. */
function statusOf(
  lang: TranslationLanguage,
  missing: readonly string[],
  outdated: readonly string[],
): string {
  const name = languageOf(lang).name
  if (missing.length === 0 && outdated.length === 0)
    return `${name}: every text is translated and current.`
  return [
    missing.length > 0 &&
      `${name} missing for ${missing.length} ${fields(missing.length)}: ${missing.join(', ')}.`,
    outdated.length > 0 &&
      `${name} may be outdated for ${outdated.length} ${fields(outdated.length)} (the English changed since): ${outdated.join(', ')}.`,
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * A tab per language of the list above an editor (English | العربية (Arabic) | Français
 * (French)): plain links to the same editor in each language (`?lang=fr`), each language named
 * in itself, and, per translation language, which translatable fields have no translation yet or
 * one made from an English that changed, by label. In a translation, only that language's.
 */
export function EditLanguageSwitch({
  path,
  lang,
  missing,
  outdated = {},
}: {
  /** the editor's path without query */
  path: string
  lang: EditLanguage
  /** per translation language, labels of the fields with English but no translation */
  missing: Partial<Record<TranslationLanguage, readonly string[]>>
  /** per translation language, labels of the fields translated from an English changed since */
  outdated?: Partial<Record<TranslationLanguage, readonly string[]>>
}) {
  const shown = languageList.flatMap((language) =>
    language.code !== defaultLanguage && (lang === defaultLanguage || lang === language.code)
      ? [language.code]
      : [],
  )
  return (
    <div className={styles.bar}>
      <nav aria-label="Language of the content" className={styles.tabs}>
        {languageList.map((language) => {
          const query = langQuery(language.code)
          return (
            <Link
              key={language.code}
              to={query ? `${path}?${query}` : path}
              className={styles.tab}
              aria-current={lang === language.code ? 'page' : undefined}
              hrefLang={language.code}
              preventScrollReset
              data-edit-language={language.code}
            >
              {language.code === defaultLanguage ? (
                language.name
              ) : (
                <>
                  <span lang={language.code}>{language.endonym}</span> ({language.name})
                </>
              )}
            </Link>
          )
        })}
      </nav>
      <p className={styles.status} role="status">
        {shown.map((code) => statusOf(code, missing[code] ?? [], outdated[code] ?? [])).join(' ')}
        {lang !== defaultLanguage &&
          ' Empty fields show the English text on the site; images, links and numbers are shared with English.'}
      </p>
    </div>
  )
}
