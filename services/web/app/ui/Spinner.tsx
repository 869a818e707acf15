import { visuallyHidden } from '../theme/utilities.css'
import * as styles from './Spinner.css'

export interface SpinnerProps {
  /** read by screen readers; shown too when showLabel is set */
  label?: string
  showLabel?: boolean
  className?: string
}

/** A loading indicator, announced politely to assistive technology. */
export function Spinner({ label = 'Loading…', showLabel = false, className }: SpinnerProps) {
  return (
    <span role="status" className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <span className={styles.ring} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  )
}
