import type { ReactNode } from 'react'
import * as styles from './CardGrid.css'
import { NamedGroup } from './NamedGroup'

export interface CardGridProps<T> {
  items: readonly T[]
  getKey: (item: T) => string
  children: (item: T) => ReactNode
  /** names the list for screen readers when the heading does not */
  label?: string
}

/** A responsive list of equal-width cards. */
export function CardGrid<T>({ items, getKey, children, label }: CardGridProps<T>) {
  const list = (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={getKey(item)} className={styles.item}>
          {children(item)}
        </li>
      ))}
    </ul>
  )
  return label ? <NamedGroup label={label}>{list}</NamedGroup> : list
}
