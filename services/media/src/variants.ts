/**
 * The variant contract shared (by copy: web duplicates these lists in its own code) with every
 * `<img srcset>`: `GET /media/<file>?w=<width>&f=<format>`. Change them together.
 */

/**
 * Widths a variant may be requested at. A fixed list keeps the disk cache bounded. 16 is the
 * low-quality placeholder web shows, blurred, until the real image has loaded.
 */
export const VARIANT_WIDTHS = [16, 320, 480, 640, 960, 1280, 1600, 1920] as const
export type VariantWidth = (typeof VARIANT_WIDTHS)[number]

/** Without `w`, the original size capped at this width. */
export const MAX_VARIANT_WIDTH = 1920

export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

export const CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

export function isVariantWidth(value: number): value is VariantWidth {
  return (VARIANT_WIDTHS as readonly number[]).includes(value)
}

export function isVariantFormat(value: string): value is VariantFormat {
  return (VARIANT_FORMATS as readonly string[]).includes(value)
}
