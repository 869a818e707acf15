import { Notice } from '../ui/Notice'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * After a save that was merged with another editor's change (content-api's `merged_fields`):
 * names the fields the other change brought in, so nothing changes behind the editor's back.
 * `labels` maps field keys to their labels (unknown keys are shown as they are).
 */
export function MergedNotice({
  fields,
  labels = {},
}: {
  fields: readonly string[]
  labels?: Readonly<Record<string, string | undefined>>
}) {
  const { t, locale } = useAdminI18n()
  if (fields.length === 0) return null
  const names = fields.map((field) => labels[field] ?? field)
  // "A, B and C", "أ وب وج": the list as the admin's language joins one
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names)
  return (
    <Notice tone="info" role="status" title={t('history.mergedTitle')}>
      <p>{t(names.length === 1 ? 'history.mergedOne' : 'history.mergedMany', { fields: list })}</p>
    </Notice>
  )
}
