import { useState } from 'react'
import * as fieldStyles from '../../ui/Field.css'
import { visuallyHidden } from '../../theme/utilities.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import type { CommonProps } from './input-props'
import { ListFieldset } from './ListFieldset'
import { RemoveRowButton } from './RemoveRowButton'
import * as styles from './FieldInput.css'

/**
 * A list of short texts (features, benefits): one input per item, Add and Remove, always one
 * empty input at the end (so an item can be added without JavaScript); empty items are dropped.
 */
export function LinesInput(props: CommonProps & { name: string; value: string }) {
  const { t, number } = useAdminI18n()
  const [rows, setRows] = useState(() =>
    [...props.value.split(/\r?\n/).filter((line) => line.trim() !== ''), ''].map((text, id) => ({
      text,
      id,
    })),
  )
  const [nextId, setNextId] = useState(rows.length)
  return (
    <ListFieldset field={props}>
      <ol className={styles.pairRows} id={props.id}>
        {rows.map((row, i) => (
          <li key={row.id} className={styles.lineRow}>
            <label className={visuallyHidden} htmlFor={`${props.id}-${row.id}`}>
              {t('field.item', { label: props.label, number: number(i + 1) })}
            </label>
            <input
              id={`${props.id}-${row.id}`}
              name={props.name}
              className={fieldStyles.control}
              defaultValue={row.text}
              aria-invalid={props.error?.startsWith(`Line ${i + 1}:`) ? true : undefined}
            />
            <RemoveRowButton onRemove={() => setRows((r) => r.filter((x) => x.id !== row.id))}>
              <span className={visuallyHidden}>
                {` ${t('field.item', { label: props.label.toLowerCase(), number: number(i + 1) })}`}
              </span>
            </RemoveRowButton>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => {
          setRows((r) => [...r, { text: '', id: nextId }])
          setNextId((n) => n + 1)
        }}
      >
        {t('field.addItem')}
        <span className={visuallyHidden}>
          {t('field.addItemTo', { label: props.label.toLowerCase() })}
        </span>
      </button>
    </ListFieldset>
  )
}
