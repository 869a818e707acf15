import * as fieldStyles from '../../ui/Field.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import type { CommonProps, ReferenceOption } from './input-props'
import { ListFieldset } from './ListFieldset'
import * as styles from './FieldInput.css'

/** Many references (a solution's children): a checkbox per record, chosen ones first. */
export function ReferenceChoices(
  props: CommonProps & { name: string; options: ReferenceOption[]; value: string[] },
) {
  const { t } = useAdminI18n()
  const chosen = props.value
  const known = new Map(props.options.map((o) => [o.slug, o]))
  const ordered = [
    ...chosen.map(
      (slug) => known.get(slug) ?? { slug, title: t('field.notFound', { value: slug }) },
    ),
    ...props.options.filter((o) => !chosen.includes(o.slug)),
  ]
  return (
    <ListFieldset field={props} id={props.id}>
      {ordered.length === 0 ? (
        <p className={fieldStyles.hint}>{t('field.noRecords')}</p>
      ) : (
        <ul className={styles.choices}>
          {ordered.map((o) => (
            <li key={o.slug} className={styles.choice}>
              <label className={fieldStyles.checkboxRow}>
                <input
                  type="checkbox"
                  name={props.name}
                  value={o.slug}
                  className={fieldStyles.checkbox}
                  defaultChecked={chosen.includes(o.slug)}
                />
                <span>{o.title}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </ListFieldset>
  )
}
