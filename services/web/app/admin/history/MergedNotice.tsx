import { Notice } from '../ui/Notice'
import { joinNames } from './merged-fields'

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
  if (fields.length === 0) return null
  const names = fields.map((field) => labels[field] ?? field)
  return (
    <Notice tone="info" role="status" title="Someone else changed this at the same time">
      <p>
        Their changes to {joinNames(names)} were kept together with yours. Check{' '}
        {names.length === 1 ? 'that field' : 'those fields'} before you move on.
      </p>
    </Notice>
  )
}
