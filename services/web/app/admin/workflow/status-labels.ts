import type { DraftStatus } from '@site/content-api/schemas'

/** How each status is named: the board's columns, its cards and the dashboard. */
export const statusLabels: Record<DraftStatus, string> = {
  draft: 'Draft',
  review: 'In review',
  ready: 'Ready',
}
