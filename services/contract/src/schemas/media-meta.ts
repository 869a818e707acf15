import { z } from 'zod'
import { languageCodes, type LanguageCode } from './languages.js'

/**
 * What an image original carries besides its bytes: where its subject is (the focal point every
 * cropped variant keeps in frame), an optional crop rectangle (the part of the photo worth
 * showing at all), and its default alt text per language. It lives in content beside the file,
 * `media/<file>.json` (see `mediaMetaFile`), so a pull request can change it and history shows it.
 * Every coordinate is a fraction (0-1) of the displayed (EXIF-oriented) image, top-left origin.
 */

const Fraction = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1')

export const FocalPoint = z.strictObject({ x: Fraction, y: Fraction })
export type FocalPoint = z.infer<typeof FocalPoint>

/** rounding slack for a rectangle drawn to the very edge (0.3 + 0.7 is not exactly 1) */
const EDGE = 1e-9

export const CropRect = z
  .strictObject({
    x: Fraction,
    y: Fraction,
    width: Fraction.refine((w) => w > 0, 'must be more than 0'),
    height: Fraction.refine((h) => h > 0, 'must be more than 0'),
  })
  .refine((c) => c.x + c.width <= 1 + EDGE, {
    message: 'the crop runs past the right edge',
    path: ['width'],
  })
  .refine((c) => c.y + c.height <= 1 + EDGE, {
    message: 'the crop runs past the bottom edge',
    path: ['height'],
  })
export type CropRect = z.infer<typeof CropRect>

/** An image's default alt text, per site language (a use may override it); at most 300 characters. */
export const MediaAlt = z.partialRecord(
  z.enum(languageCodes as [LanguageCode, ...LanguageCode[]]),
  z.string().trim().max(300, 'at most 300 characters'),
)
export type MediaAlt = z.infer<typeof MediaAlt>

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 }

function focalInsideCrop(meta: { focal_point: FocalPoint; crop?: CropRect | undefined }): boolean {
  const { focal_point: f, crop: c } = meta
  if (!c) return true
  return (
    f.x >= c.x - EDGE &&
    f.x <= c.x + c.width + EDGE &&
    f.y >= c.y - EDGE &&
    f.y <= c.y + c.height + EDGE
  )
}

/** The sidecar file `media/<file>.json`: what content:check and content-api validate. */
export const MediaMeta = z
  .strictObject({
    focal_point: FocalPoint.default(CENTRE),
    crop: CropRect.optional(),
    alt: MediaAlt.default({}),
  })
  .refine(focalInsideCrop, {
    message: 'the focal point must lie inside the crop',
    path: ['focal_point'],
  })
export type MediaMeta = z.infer<typeof MediaMeta>

/**
 * `PATCH /api/media/<file>`: the fields given replace the stored ones; `crop: null` removes the
 * crop. At least one field.
 */
export const MediaMetaPatch = z
  .strictObject({
    focal_point: FocalPoint.optional(),
    crop: CropRect.nullable().optional(),
    alt: MediaAlt.optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' })
export type MediaMetaPatch = z.infer<typeof MediaMetaPatch>

/** The metadata of an image that has no sidecar: centred, uncropped, no alt text. */
export const DEFAULT_MEDIA_META: MediaMeta = { focal_point: CENTRE, alt: {} }

/** `media/<file>.json` for `media/<file>` (or a bare file name): the sidecar's path in content. */
export function mediaMetaFile(refOrFile: string): string {
  const file = refOrFile.replace(/^media\//, '')
  return `media/${file}.json`
}

/** A sidecar path (`media/<file>.json`) is one: never an original the library lists. */
export const MEDIA_META_SUFFIX = '.json'

/**
 * A short version of what changes an image's pixels (focal point and crop; never the alt text):
 * web puts it in every variant URL (`&v=`), so a moved focal point gives new URLs that no
 * browser or cache has seen, and media makes it part of the variant's cache key. The same for
 * "no sidecar" and a sidecar holding the defaults. FNV-1a over a canonical text: the same in
 * Node and the browser, with no crypto needed (it names a version, it guards nothing).
 */
export function mediaMetaVersion(meta: Pick<MediaMeta, 'focal_point' | 'crop'>): string {
  const { x, y } = meta.focal_point
  const c = meta.crop
  const canonical = [x, y, c?.x ?? 0, c?.y ?? 0, c?.width ?? 1, c?.height ?? 1]
    .map((n) => n.toFixed(4))
    .join(',')
  let hash = 0x811c9dc5
  for (let i = 0; i < canonical.length; i++) {
    hash ^= canonical.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36).padStart(7, '0')
}
