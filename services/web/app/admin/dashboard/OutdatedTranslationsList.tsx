import { Link } from 'react-router'
import { collectionDefinitions, type OutdatedTranslation } from '@site/contract'
import { Notice } from '../ui/Notice'
import * as styles from './dashboard.css'

const labelOf = (collection: string, field: string): string => {
  const def = (
    collectionDefinitions as Record<string, { fields: Record<string, { label: string }> }>
  )[collection]
  return def?.fields[field]?.label ?? field
}

/** The dashboard's "Arabic may be outdated" list: each record links to its Arabic editor. */
export function OutdatedTranslationsList({ outdated }: { outdated: OutdatedTranslation[] }) {
  if (outdated.length === 0) return null
  return (
    <Notice
      tone="warning"
      title={`Arabic may be outdated in ${outdated.length} ${outdated.length === 1 ? 'record' : 'records'}: the English changed since it was translated`}
    >
      <ul className={styles.problemList}>
        {outdated.map((item) => (
          <li key={`${item.collection}/${item.slug}`}>
            <Link to={`/admin/${item.collection}/${item.slug}?lang=ar`}>{item.title}</Link> (
            {item.fields.map((f) => labelOf(item.collection, f)).join(', ')})
          </li>
        ))}
      </ul>
    </Notice>
  )
}
