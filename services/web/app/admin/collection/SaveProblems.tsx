import { ConflictNotice } from '../form/ConflictNotice'
import { FormErrors } from '../form/FormErrors'
import type { useMergedValues } from './use-merged-values'
import type { ItemEditorResult } from './item-editor-types'
import { useAdminI18n } from '../i18n/use-admin-i18n'

/**
 * Why the last save of a record did not go through: someone else saved it since (the merge and
 * what it did, by field label), or the refused fields and messages.
 */
export function SaveProblems({
  answer,
  rebased,
  labels,
  itemLabel,
  here,
}: {
  answer: ItemEditorResult | undefined
  rebased: ReturnType<typeof useMergedValues>['rebased']
  labels: Record<string, string>
  /** the record's kind in sentences ('product') */
  itemLabel: string
  here: string
}) {
  const { t } = useAdminI18n()
  const label = (f: string) => labels[f] ?? f
  return answer && answer.current !== undefined ? (
    <ConflictNotice
      focusKey={answer}
      message={t('editor.changedElsewhere', { singular: itemLabel })}
      reloadTo={here}
      takenFromTheirs={(rebased?.takenFromTheirs ?? []).map(label)}
      bothChanged={Object.keys(rebased?.conflicts ?? {}).map(label)}
      merged={rebased !== null}
    />
  ) : (
    <FormErrors answer={answer} labels={labels} here={here} />
  )
}
