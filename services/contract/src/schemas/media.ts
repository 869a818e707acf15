import type { PageKey } from './pages.js'

/** Where an image is used: a record (by its title), a page, or the company settings. */
export type MediaUse =
  | { kind: 'record'; collection: string; slug: string; title: string }
  | { kind: 'page'; page: PageKey; title: string }
  | { kind: 'settings'; title: string }

/** One image original of the media library (`GET /api/media`). */
export interface MediaItem {
  /** the reference fields hold: media/<file> */
  ref: string
  file: string
  bytes: number
  modified: string
  usedBy: MediaUse[]
}
