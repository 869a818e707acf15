import { Link } from 'react-router'
import { defaultLanguage, languageList, type TranslationLanguage } from '@site/contract'
import { langQuery, type EditLanguage } from '../edit-language'
import * as styles from './EditLanguageSwitch.css'
import type { AdminI18n } from '../i18n/admin-i18n'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/** What the switch says of one translation language, in the admin's language. */
function statusOf(
  lang: TranslationLanguage,
  missing: readonly string[],
  outdated: readonly string[],
  { t, count, languageName, locale }: AdminI18n,
): string {
  const name = languageName(lang)
  if (missing.length === 0 && outdated.length === 0) return t('ui.allTranslated', { name })
  const list = (labels: readonly string[]) =>
    new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(labels)
  return [
    missing.length > 0 &&
      count('count.missingFor', missing.length, { name, fields: list(missing) }),
    outdated.length > 0 &&
      count('count.outdatedFor', outdated.length, {
        name,
        english: languageName(defaultLanguage),
        fields: list(outdated),
      }),
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
  const i18n = useAdminI18n()
  const { t } = i18n
  const shown = languageList.flatMap((language) =>
    language.code !== defaultLanguage && (lang === defaultLanguage || lang === language.code)
      ? [language.code]
      : [],
  )
  return (
    <div className={styles.bar}>
      <nav aria-label={t('ui.contentLanguage')} className={styles.tabs}>
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
        {shown
          .map((code) => statusOf(code, missing[code] ?? [], outdated[code] ?? [], i18n))
          .join(' ')}
        {lang !== defaultLanguage &&
          ` ${t('ui.translationHint', { english: i18n.languageName(defaultLanguage) })}`}
      </p>
    </div>
  )
}
