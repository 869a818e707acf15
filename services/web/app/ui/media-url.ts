import { variantHeight, type VariantAspect } from '@site/contract'
import { type MediaFormat, type MediaWidth, srcSetWidths } from './media-widths'

/**
 * How a variant is framed: `aspect` asks media for a crop of that shape around the image's focal
 * point (`&h=`); `version` is the image's framing version (`GET /api/media-versions`), so a
 * moved focal point gives URLs no browser or cache has seen (none: the image is not framed).
 */
export interface MediaFraming {
  aspect?: VariantAspect | undefined
  version?: string | undefined
}

const mediaRefPattern = /^media\/([A-Za-z0-9][A-Za-z0-9._-]*)$/

/** The file name of a "media/<file>" reference, or null when the reference is empty or malformed. */
export function mediaFile(ref: string | null | undefined): string | null {
  const match = mediaRefPattern.exec(ref?.trim() ?? '')
  return match?.[1] ?? null
}

/** `<base>/media/<file>?w=<width>[&h=]&f=<format>[&v=]`; base '' means web's own /media proxy. */
export function mediaUrl(
  base: string,
  file: string,
  width: MediaWidth,
  format: MediaFormat,
  framing: MediaFraming = {},
): string {
  const height = framing.aspect ? `&h=${variantHeight(width, framing.aspect)}` : ''
  const version = framing.version ? `&v=${framing.version}` : ''
  return `${base.replace(/\/+$/, '')}/media/${encodeURIComponent(file)}?w=${width}${height}&f=${format}${version}`
}

/** A srcset over the allowed widths: "<url> 480w, <url> 640w, ...". */
export function mediaSrcSet(
  base: string,
  file: string,
  format: MediaFormat,
  widths: readonly MediaWidth[] = srcSetWidths,
  framing: MediaFraming = {},
): string {
  return widths.map((w) => `${mediaUrl(base, file, w, format, framing)} ${w}w`).join(', ')
}
