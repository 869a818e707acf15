/**
 * The variants of an image the media service renders, `GET /media/<file>?w=<width>&f=<format>`:
 * media's allow-list (any other `w` or `f` is refused) and what web's `<img srcset>` asks for.
 */

/**
 * Widths a variant may be requested at. A fixed list keeps the disk cache bounded. 16 is the
 * low-quality placeholder web shows, blurred, until the real image has loaded.
 */
export const VARIANT_WIDTHS = [16, 320, 480, 640, 960, 1280, 1600, 1920] as const
export type VariantWidth = (typeof VARIANT_WIDTHS)[number]

export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

/**
 * The shapes a cropped variant may take (`?w=&h=`): `h` must be `w` at one of these aspects
 * (width:height, rounded), so a 16:9 hero and a 16:10 card have a srcset over every allowed width
 * and the cache stays bounded. Media crops around the image's focal point to fill the shape.
 */
export const VARIANT_ASPECTS = [
  [16, 9],
  [16, 10],
  [1, 1],
  [4, 3],
  [3, 2],
] as const
export type VariantAspect = (typeof VARIANT_ASPECTS)[number]

/** The Open Graph image social networks show (1.91:1): its own allowed size beside the list. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** The height of a `width`-wide variant at `aspect`: what web asks for and media allows. */
export function variantHeight(width: number, [w, h]: VariantAspect): number {
  return Math.round((width * h) / w)
}

/** Whether `?w=<width>&h=<height>` is an allowed cropped variant. */
export function isVariantSize(width: number, height: number): boolean {
  if (width === SHARE_IMAGE_SIZE.width && height === SHARE_IMAGE_SIZE.height) return true
  return (
    (VARIANT_WIDTHS as readonly number[]).includes(width) &&
    VARIANT_ASPECTS.some((aspect) => variantHeight(width, aspect) === height)
  )
}
