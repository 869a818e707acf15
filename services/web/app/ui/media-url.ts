import { type MediaFormat, type MediaWidth, srcSetWidths } from './media-widths'

const mediaRefPattern = /^media\/([A-Za-z0-9][A-Za-z0-9._-]*)$/

/** The file name of a "media/<file>" reference, or null when the reference is empty or malformed. */
export function mediaFile(ref: string | null | undefined): string | null {
  const match = mediaRefPattern.exec(ref?.trim() ?? '')
  return match?.[1] ?? null
}

/** `<base>/media/<file>?w=<width>&f=<format>`; base '' means web's own /media proxy. */
export function mediaUrl(
  base: string,
  file: string,
  width: MediaWidth,
  format: MediaFormat,
): string {
  return `${base.replace(/\/+$/, '')}/media/${encodeURIComponent(file)}?w=${width}&f=${format}`
}

/** A srcset over the allowed widths: "<url> 480w, <url> 640w, ...". */
export function mediaSrcSet(
  base: string,
  file: string,
  format: MediaFormat,
  widths: readonly MediaWidth[] = srcSetWidths,
): string {
  return widths.map((w) => `${mediaUrl(base, file, w, format)} ${w}w`).join(', ')
}
