import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { fieldId } from '../fields/field-id'
import * as styles from '../fields/form.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

export interface ErrorSummaryProps {
  /** messages by field name; names not in `labels` are listed without a link */
  errors: Partial<Record<string, string>>
  /** field name -> its label, in form order */
  labels: Partial<Record<string, string>>
  /** a message about the whole form (shown first) */
  formError?: string
  title?: string
  /** changes on every new result, so each failed submit moves focus here again */
  focusKey: unknown
  /** e.g. a link that helps fix the problem */
  children?: ReactNode
}

/**
 * "There is a problem" box at the top of a form (GOV.UK pattern): it takes focus after a failed
 * submit so keyboard and screen-reader users land on the list of problems, each a link to its
 * field.
 */
export function ErrorSummary({
  errors,
  labels,
  formError,
  title,
  focusKey,
  children,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null)
  const { t } = useAdminI18n()
  const order = Object.keys(labels)
  const entries = Object.entries(errors)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => rank(order, a) - rank(order, b))
  const hasProblems = Boolean(formError) || entries.length > 0

  useEffect(() => {
    if (hasProblems) ref.current?.focus()
  }, [focusKey, hasProblems])

  if (!hasProblems) return null
  return (
    <div
      ref={ref}
      className={styles.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {title ?? t('ui.thereIsAProblem')}
      </h2>
      {formError && entries.length === 0 ? (
        <p>{formError}</p>
      ) : (
        <ul className={styles.summaryList}>
          {formError && <li>{formError}</li>}
          {entries.map(([name, message]) => {
            const label = labels[name]
            return (
              <li key={name}>
                {label ? (
                  <a href={`#${fieldId(name)}`} onClick={(e) => focusField(e, name)}>
                    {label}: {message}
                  </a>
                ) : (
                  message
                )}
              </li>
            )
          })}
        </ul>
      )}
      {children}
    </div>
  )
}

function rank(order: string[], name: string): number {
  const i = order.indexOf(name)
  return i === -1 ? order.length : i
}

/** Moves focus into the control itself (a plain #anchor only scrolls to it). */
function focusField(event: MouseEvent<HTMLAnchorElement>, name: string) {
  const control = document.getElementById(fieldId(name))
  if (!control) return
  event.preventDefault()
  control.scrollIntoView({ block: 'center' })
  control.focus({ preventScroll: true })
}
