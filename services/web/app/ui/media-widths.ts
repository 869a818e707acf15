import { VARIANT_WIDTHS, type VariantFormat, type VariantWidth } from '@site/contract'

/** Image widths the media service renders (its allow-list: any other `w` is refused). */
export const mediaWidths = VARIANT_WIDTHS
export type MediaWidth = VariantWidth

/** The widths offered in responsive srcsets: 320 is too small to be worth a candidate. */
export const srcSetWidths = [
  480, 640, 960, 1280, 1600, 1920,
] as const satisfies readonly MediaWidth[]

/** The low-quality placeholder shown (blurred) while an image loads: a few hundred bytes. */
export const placeholderWidth: MediaWidth = 16

export type MediaFormat = VariantFormat
