import { Link } from 'react-router'
import { defaultLanguage, isCollectionKey, type OutdatedTranslation } from '@site/contract'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { Notice } from '../ui/Notice'
import * as styles from './dashboard.css'

/**
 * The dashboard's "Translations may be outdated" list: one line per record and language, each
 * linking to the record's editor in that language.
 */
export function OutdatedTranslationsList({ outdated }: { outdated: OutdatedTranslation[] }) {
  const i18n = useAdminI18n()
  if (outdated.length === 0) return null
  // a field's label in the admin's language (the key itself for a collection no longer known)
  const labelOf = (collection: string, field: string) =>
    isCollectionKey(collection) ? i18n.field({ collection }, field).label : field
  return (
    <Notice tone="warning" title={i18n.count('count.outdatedPlaces', outdated.length)}>
      <ul className={styles.problemList}>
        {outdated.map((item) => (
          <li key={`${item.collection}/${item.slug}/${item.lang}`}>
            <Link to={`/admin/${item.collection}/${item.slug}?lang=${item.lang}`}>
              {fillNodes(i18n.t('outdated.inLanguage'), {
                title: <bdi lang={defaultLanguage}>{item.title}</bdi>,
                language: i18n.languageName(item.lang),
              })}
            </Link>{' '}
            (
            {item.fields
              .map((f) => labelOf(item.collection, f))
              .join(i18n.t('editor.listSeparator'))}
            )
          </li>
        ))}
      </ul>
    </Notice>
  )
}
