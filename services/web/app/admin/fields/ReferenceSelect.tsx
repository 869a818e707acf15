import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import type { CommonProps, ReferenceOption } from './input-props'

/**
 * One reference (a product's sector): a select of the referred records, "(none)" first. A stored
 * slug no record has any more stays chosen, marked "(not found)", so saving does not drop it.
 */
export function ReferenceSelect(
  props: CommonProps & { name: string; options: ReferenceOption[]; value: string },
) {
  const { name, options, value, ...common } = props
  const { t } = useAdminI18n()
  return (
    <Field {...common}>
      {(control) => (
        <select {...control} name={name} className={fieldStyles.control} defaultValue={value}>
          <option value="">{t('field.none')}</option>
          {options.map((o) => (
            <option key={o.slug} value={o.slug}>
              {o.title}
            </option>
          ))}
          {value !== '' && !options.some((o) => o.slug === value) && (
            <option value={value}>{t('field.notFound', { value })}</option>
          )}
        </select>
      )}
    </Field>
  )
}
