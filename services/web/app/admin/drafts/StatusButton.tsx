import type { DraftStatus } from '@site/contract'
import { IntentButton } from './IntentButton'

/** One step of the draft's review status (Ask for review, Back to draft, Mark ready). */
export function StatusButton({
  status,
  label,
  busy,
}: {
  status: DraftStatus
  label: string
  busy: boolean
}) {
  return (
    <IntentButton intent="draft-status" fields={{ status }} variant="outline" busy={busy}>
      {label}
    </IntentButton>
  )
}
