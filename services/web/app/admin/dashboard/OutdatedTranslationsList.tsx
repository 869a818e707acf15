import { Link } from 'react-router'
import { collectionDefinitions, languageOf, type OutdatedTranslation } from '@site/contract'
import { Notice } from '../ui/Notice'
import * as styles from './dashboard.css'

const labelOf = (collection: string, field: string): string => {
  const def = (
    collectionDefinitions as Record<string, { fields: Record<string, { label: string }> }>
  )[collection]
  return def?.fields[field]?.label ?? field
}

/**
 * The dashboard's "Translations may be outdated" list: one line per record and language, each
 * linking to the record's editor in that language.
 */
export function OutdatedTranslationsList({ outdated }: { outdated: OutdatedTranslation[] }) {
  if (outdated.length === 0) return null
  return (
    <Notice
      tone="warning"
      title={`Translations may be outdated in ${outdated.length} ${outdated.length === 1 ? 'place' : 'places'}: the English changed since they were translated`}
    >
      <ul className={styles.problemList}>
        {outdated.map((item) => (
          <li key={`${item.collection}/${item.slug}/${item.lang}`}>
            <Link to={`/admin/${item.collection}/${item.slug}?lang=${item.lang}`}>
              {item.title} in {languageOf(item.lang).name}
            </Link>{' '}
            ({item.fields.map((f) => labelOf(item.collection, f)).join(', ')})
          </li>
        ))}
      </ul>
    </Notice>
  )
}
