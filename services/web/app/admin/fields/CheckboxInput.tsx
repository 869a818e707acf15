import * as fieldStyles from '../../ui/Field.css'

/** A yes/no field: one checkbox with its own label (the field's checkbox label, else its label). */
export function CheckboxInput({
  id,
  name,
  label,
  hint,
  checked,
}: {
  id: string
  name: string
  label: string
  hint: string | undefined
  checked: boolean
}) {
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.checkboxRow} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          className={fieldStyles.checkbox}
          defaultChecked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}
