import { Form } from 'react-router'
import type { DraftStatus } from '@site/contract'
import { button } from '../../ui/Button.css'

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
    <Form method="post">
      <input type="hidden" name="intent" value="draft-status" />
      <input type="hidden" name="status" value={status} />
      <button type="submit" className={button({ variant: 'outline', size: 'sm' })} disabled={busy}>
        {label}
      </button>
    </Form>
  )
}
