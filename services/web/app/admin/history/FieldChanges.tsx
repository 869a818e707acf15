import { langAttributes } from '../edit-language'
import * as styles from './HistoryView.css'
import { displayValue, languageOfField, type FieldComparison } from './snapshot'
import { wordDiff, type WordPart } from './word-diff'

/** A translated value is read (and spoken) in its language, in its direction. */
function languageOf(field: string) {
  return langAttributes(languageOfField(field))
}

function Value({ value, field }: { value: unknown; field: string }) {
  const lines = displayValue(value)
  if (lines.length === 0) return <span className={styles.empty}>(empty)</span>
  const language = languageOf(field)
  if (lines.length === 1)
    return (
      <span className={styles.text} {...language}>
        {lines[0]}
      </span>
    )
  return (
    <ul className={styles.list} {...language}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  )
}

/** A changed text with the words taken out (older side) or put in (newer side) marked. */
function ChangedText({ parts, field }: { parts: WordPart[]; field: string }) {
  return (
    <span className={styles.text} {...languageOf(field)}>
      {parts.map((part, i) =>
        part.kind === 'removed' ? (
          <del key={i} className={styles.removedWords}>
            {part.text}
          </del>
        ) : part.kind === 'added' ? (
          <ins key={i} className={styles.addedWords}>
            {part.text}
          </ins>
        ) : (
          part.text
        ),
      )}
    </span>
  )
}

/**
 * Fields that differ between two versions, each with both values side by side (a text changed
 * in both with its changed words marked): the history
 * view's comparison with now, and the workflow board's draft against the published version.
 */
export function FieldChanges({
  changes,
  thenLabel,
  nowLabel,
  headingLevel = 3,
  stacked = false,
}: {
  changes: FieldComparison[]
  /** what the `then` side is ("This version", "Published") */
  thenLabel: string
  /** what the `now` side is ("Now", "Draft") */
  nowLabel: string
  /** the level of each field's heading under the section that shows the list */
  headingLevel?: 3 | 4
  /** one value above the other at every width (a narrow place such as a board's column) */
  stacked?: boolean
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <ul className={styles.changes}>
      {changes.map((change) => {
        const words =
          typeof change.then === 'string' &&
          typeof change.now === 'string' &&
          change.then !== '' &&
          change.now !== ''
            ? wordDiff(change.then, change.now)
            : null
        return (
          <li key={change.field} className={styles.change}>
            <Heading className={styles.changeLabel}>{change.label}</Heading>
            <div className={stacked ? styles.sidesStacked : styles.sides}>
              <div className={styles.then}>
                <span className={styles.sideLabel}>{thenLabel}</span>
                {words ? (
                  <ChangedText parts={words.then} field={change.field} />
                ) : (
                  <Value value={change.then} field={change.field} />
                )}
              </div>
              <div className={styles.now}>
                <span className={styles.sideLabel}>{nowLabel}</span>
                {words ? (
                  <ChangedText parts={words.now} field={change.field} />
                ) : (
                  <Value value={change.now} field={change.field} />
                )}
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
