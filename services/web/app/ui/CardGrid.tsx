import type { ReactNode } from 'react'
import * as styles from './CardGrid.css'

export interface CardGridProps<T> {
  items: readonly T[]
  getKey: (item: T) => string
  children: (item: T) => ReactNode
  /** names the list for screen readers when the heading does not */
  label?: string
}

/** A responsive list of equal-width cards. */
export function CardGrid<T>({ items, getKey, children, label }: CardGridProps<T>) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={getKey(item)} className={styles.item}>
          {children(item)}
        </li>
      ))}
    </ul>
  )
}
