/**
 * Image widths the media service renders (its allow-list: any other `w` is refused). Keep this the
 * only place they are written down on the web side.
 */
export const mediaWidths = [16, 320, 480, 640, 960, 1280, 1600, 1920] as const
export type MediaWidth = (typeof mediaWidths)[number]

/** The widths offered in responsive srcsets: 320 is too small to be worth a candidate. */
export const srcSetWidths = [
  480, 640, 960, 1280, 1600, 1920,
] as const satisfies readonly MediaWidth[]

/** The low-quality placeholder shown (blurred) while an image loads: a few hundred bytes. */
export const placeholderWidth: MediaWidth = 16

/** The width used for social-sharing images (og:image). */
export const shareImageWidth: MediaWidth = 1280

export type MediaFormat = 'webp' | 'jpeg' | 'avif' | 'png'
