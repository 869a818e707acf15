import { z } from 'zod'
import type { LanguageCode } from './languages.js'
import type { MediaMeta } from './media-meta.js'
import type { PageKey } from './pages.js'

/**
 * One place an image is mentioned: a field of a record, a page section or the company settings
 * (`field`: the registry field's key; a page's is `<section>.<field>`), in the default language
 * or in a language overlay (`lang`). `title` names the item for people, `admin_url` opens its
 * editor at that field, `public_url` is the page visitors see it on (when there is one).
 */
export type MediaUse = {
  field: string
  lang: LanguageCode
  title: string
  admin_url: string
  public_url?: string
} & (
  | { kind: 'record'; collection: string; slug: string }
  | { kind: 'page'; page: PageKey }
  | { kind: 'settings' }
)

/**
 * `GET /api/media-versions`: `mediaMetaVersion` by file name, for the images that have a focal
 * point or crop (any other image's variant URLs carry no `v`).
 */
export interface MediaVersions {
  versions: Record<string, string>
}

/** `GET /api/media/<file>/usage` */
export interface MediaUsage {
  used_by: MediaUse[]
}

/** One image original of the media library (`GET /api/media`). */
export interface MediaItem {
  /** the reference fields hold: media/<file> */
  ref: string
  file: string
  bytes: number
  modified: string
  usedBy: MediaUse[]
  /** the alt texts records give it, in every language: the library searches them */
  alts: string[]
  /** focal point, crop and default alt text (`media/<file>.json`; the defaults when absent) */
  meta: MediaMeta
  /** `mediaMetaVersion(meta)`: what variant URLs carry as `&v=` */
  version: string
}

/**
 * `DELETE /api/media/<file>?force=1`: delete an image still in use (admins only); without it a
 * used image is refused with 409.
 */
export const MediaDeleteQuery = z.strictObject({
  force: z.enum(['0', '1'], { message: 'Use force=1 or leave it out' }).optional(),
})
