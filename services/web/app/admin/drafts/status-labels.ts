import type { DraftStatus } from '@site/contract'

/** How each status is named: the editor's draft panel, the board and the dashboard. */
export const statusLabels: Record<DraftStatus, string> = {
  draft: 'Draft',
  review: 'In review',
  ready: 'Ready',
}
