import {
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantFormat,
  type VariantWidth,
} from '@site/contract'

// The widths and formats allowed are the contract's (web's srcsets ask for the same ones).

/** Without `w`, the original size capped at this width. */
export const MAX_VARIANT_WIDTH = 1920

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
