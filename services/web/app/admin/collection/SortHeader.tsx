import { useSearchParams } from 'react-router'
import * as styles from '../ui/list-table.css'
import * as own from './ListControls.css'
import { withView, type ListView } from './list-params'

/**
 * A column header that sorts the list by its field: a first click sorts ascending, the next
 * descending. `aria-sort` says how the list is sorted now, for screen readers.
 */
export function SortHeader({
  field,
  label,
  view,
  defaultSort = false,
}: {
  field: string
  label: string
  view: ListView
  /** this column is the order the list has with no `sort` (sort_order) */
  defaultSort?: boolean
}) {
  const [params, setParams] = useSearchParams()
  const active = view.sort === field || (defaultSort && view.sort === null)
  const next = active && view.order === 'asc' ? 'desc' : 'asc'
  return (
    <th
      scope="col"
      className={styles.th}
      aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className={own.sortButton}
        onClick={() =>
          setParams(withView(params, { sort: field, order: next }), { preventScrollReset: true })
        }
      >
        {label}
        <span aria-hidden="true">{active ? (view.order === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  )
}
