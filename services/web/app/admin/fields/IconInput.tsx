import { useState } from 'react'
import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import { SolutionIconGlyph } from '../../ui/Icon'
import type { CommonProps } from './input-props'
import * as editStyles from './editor.css'

/** "bar-chart-3" -> "Bar chart 3", "grid-3x3" -> "Grid 3x3". */
function iconLabel(name: string): string {
  const words = name.split('-').join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** An icon chosen from the field's list, with the chosen glyph shown beside it. */
export function IconInput(
  props: CommonProps & { name: string; options: readonly string[]; value: string },
) {
  const [icon, setIcon] = useState(props.value)
  const { name, options, value, ...common } = props
  return (
    <Field {...common}>
      {(control) => (
        <div className={editStyles.iconRow}>
          <select
            {...control}
            name={name}
            className={fieldStyles.control}
            defaultValue={value}
            onChange={(e) => setIcon(e.currentTarget.value)}
          >
            {options.map((o) => (
              <option key={o} value={o}>
                {iconLabel(o)}
              </option>
            ))}
          </select>
          <span className={editStyles.iconPreview}>
            <SolutionIconGlyph name={icon} size={24} />
          </span>
        </div>
      )}
    </Field>
  )
}
