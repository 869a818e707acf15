import { useState } from 'react'
import type { PairValue } from '@site/contract'
import * as fieldStyles from '../../ui/Field.css'
import { visuallyHidden } from '../../theme/utilities.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import type { CommonProps } from './input-props'
import { ListFieldset } from './ListFieldset'
import { RemoveRowButton } from './RemoveRowButton'
import * as styles from './FieldInput.css'

/**
 * A key/value list (a product's specifications): one row per pair, Add and Remove. Always one
 * empty row at the end, so a pair can be added without JavaScript; empty rows are not saved.
 */
export function PairsInput(
  props: CommonProps & { name: string; keyLabel: string; valueLabel: string; value: PairValue[] },
) {
  const { t, number } = useAdminI18n()
  const item = (label: string, i: number) => t('field.item', { label, number: number(i + 1) })
  const [rows, setRows] = useState(() =>
    [...props.value, { name: '', value: '' }].map((p, i) => ({ ...p, id: i })),
  )
  const [nextId, setNextId] = useState(rows.length)
  const add = () => {
    setRows((r) => [...r, { name: '', value: '', id: nextId }])
    setNextId((n) => n + 1)
  }
  const remove = (id: number) => setRows((r) => r.filter((row) => row.id !== id))
  return (
    <ListFieldset field={props}>
      <div className={styles.pairHead} aria-hidden="true">
        <span>{props.keyLabel}</span>
        <span>{props.valueLabel}</span>
        <span />
      </div>
      <ul className={styles.pairRows} id={props.id}>
        {rows.map((row, i) => (
          <li key={row.id} className={styles.pairRow}>
            <label className={visuallyHidden} htmlFor={`${props.id}-${row.id}-name`}>
              {item(props.keyLabel, i)}
            </label>
            <input
              id={`${props.id}-${row.id}-name`}
              name={`${props.name}.name`}
              className={fieldStyles.control}
              defaultValue={row.name}
              placeholder={props.keyLabel}
            />
            <label className={visuallyHidden} htmlFor={`${props.id}-${row.id}-value`}>
              {item(props.valueLabel, i)}
            </label>
            <input
              id={`${props.id}-${row.id}-value`}
              name={`${props.name}.value`}
              className={fieldStyles.control}
              defaultValue={row.value}
              placeholder={props.valueLabel}
            />
            <RemoveRowButton onRemove={() => remove(row.id)}>
              <span className={visuallyHidden}>{` ${item(props.keyLabel.toLowerCase(), i)}`}</span>
            </RemoveRowButton>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.smallButton} onClick={add}>
        {t('field.addRow')}
      </button>
    </ListFieldset>
  )
}
