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
